import { z } from 'zod';
import { type Label, oneLine } from '../text.schema.ts';
import { settingsTexts as t } from '../messages/settings-texts.ts';

const names = t.fields;

const line = (field: Label, max = 80) => z.string().trim().max(max).check(oneLine(field));

/** `/settings/remittance` (PRODUCT.md §16): how an accounts department pays the store's invoices. */
export const remittanceSettingsSchema = z.object({
  bankName: line(() => names.bankName).min(1, { error: () => t.required(names.bankName) }),
  accountName: line(() => names.accountName).min(1, { error: () => t.required(names.accountName) }),
  iban: line(() => names.iban, 34).optional(),
  bic: line(() => names.bic, 11).optional(),
  accountNumber: line(() => names.accountNumber, 34).optional(),
  routingNumber: line(() => names.routingNumber, 20).optional(),
});
export type RemittanceSettings = z.output<typeof remittanceSettingsSchema>;
