import { z } from 'zod';
import { oneLine } from '../text.schema.ts';
import { settingsTexts as t } from './settings-texts.ts';

const line = (field: string, max = 80) =>
  z
    .string()
    .trim()
    .max(max)
    .check(oneLine(() => field));

/** `/settings/remittance` (PRODUCT.md §16): how an accounts department pays the store's invoices. */
export const remittanceSettingsSchema = z.object({
  bankName: line('Bank name').min(1, t.required('Bank name')),
  accountName: line('Account name').min(1, t.required('Account name')),
  iban: line('IBAN', 34).optional(),
  bic: line('BIC', 11).optional(),
  accountNumber: line('Account number', 34).optional(),
  routingNumber: line('Routing number', 20).optional(),
});
export type RemittanceSettings = z.output<typeof remittanceSettingsSchema>;
