import { settingsPage } from '#shared/messages/settings.ts';
import { TextInput } from './number-input.tsx';

const t = settingsPage.remittance;

/** /settings/remittance: how an accounts department pays the store's invoices. */
export function RemittanceFields() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TextInput name="bankName" label={t.bankName} />
      <TextInput name="accountName" label={t.accountName} />
      <TextInput name="accountNumber" label={t.accountNumber} optional />
      <TextInput name="routingNumber" label={t.routingNumber} optional />
      <TextInput name="iban" label={t.iban} optional />
      <TextInput name="bic" label={t.bic} optional />
    </div>
  );
}
