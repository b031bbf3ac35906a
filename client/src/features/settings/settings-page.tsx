import { settingsPage as t } from '#shared/messages/settings.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ComplianceFields } from './components/compliance-fields.tsx';
import { ConflictMineralsReportsPanel } from './components/conflict-minerals-reports-panel.tsx';
import { CurrenciesFields } from './components/currencies-fields.tsx';
import { RemittanceFields } from './components/remittance-fields.tsx';
import { SectionForm } from './components/section-form.tsx';
import { ShippingFields } from './components/shipping-fields.tsx';
import { TaxFields } from './components/tax-fields.tsx';

/**
 * /dashboard/settings (admins; PRODUCT.md §16, docs/product/settings.md): the store's settings,
 * one form per section, each loaded and saved on its own.
 */
export function SettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t.title} />
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p>{t.intro}</p>
      <SectionForm section="shipping">
        <ShippingFields />
      </SectionForm>
      <SectionForm section="tax">
        <TaxFields />
      </SectionForm>
      <SectionForm section="currencies">
        <CurrenciesFields />
      </SectionForm>
      <SectionForm section="compliance">
        <ComplianceFields />
      </SectionForm>
      <ConflictMineralsReportsPanel />
      <SectionForm section="remittance">
        <RemittanceFields />
      </SectionForm>
    </div>
  );
}
