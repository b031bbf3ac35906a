import { z } from 'zod';
import { type Label, oneLine } from '../text.schema.ts';
import { settingsTexts as t } from '../messages/settings-texts.ts';

const line = (field: Label, max = 80) => z.string().trim().max(max).check(oneLine(field));

/** `/settings/remittance` (PRODUCT.md §16): how an accounts department pays the store's invoices. */
export const remittanceSettingsSchema = z.object({
  bankName: line(() => t.fields.bankName).min(1, { error: () => t.required(t.fields.bankName) }),
  accountName: line(() => t.fields.accountName).min(1, { error: () => t.required(t.fields.accountName) }),
  iban: line(() => t.fields.iban, 34).optional(),
  bic: line(() => t.fields.bic, 11).optional(),
  accountNumber: line(() => t.fields.accountNumber, 34).optional(),
  routingNumber: line(() => t.fields.routingNumber, 20).optional(),
});
export type RemittanceSettings = z.output<typeof remittanceSettingsSchema>;
