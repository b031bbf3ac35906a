import { taxStanding } from '#shared/messages/tax-standing.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useTaxExemptions } from '../api/tax-exemptions-api.ts';
import { ExemptionUploadForm } from './exemption-upload-form.tsx';
import { TaxExemptionsTable } from './tax-exemptions-table.tsx';

const t = taxStanding;

/**
 * The company's certificates with the upload form (company admins, /dashboard/company), or, with
 * a `companyId`, the store's view with approve and reject (/dashboard/manageCompanies).
 */
export function TaxExemptionsSection({ companyId, companyName }: { companyId?: string; companyName?: string }) {
  const store = companyId !== undefined;
  const exemptions = useTaxExemptions(companyId ?? 'mine');
  const headingId = `exemptions-heading-${companyId ?? 'mine'}`;
  const Heading = store ? 'h3' : 'h2';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className={store ? 'font-semibold' : 'text-xl font-semibold'}>
        {t.exemptionsHeading}
      </Heading>
      {!store && <p className="text-sm text-base-content/80">{t.exemptionsIntro}</p>}
      {exemptions.isPending ? (
        <LoadingState />
      ) : exemptions.isError ? (
        <ErrorState
          error={exemptions.error}
          onRetry={() => void exemptions.refetch()}
          isRetrying={exemptions.isFetching}
        />
      ) : (
        <TaxExemptionsTable
          exemptions={exemptions.data}
          caption={companyName ? `${t.exemptionsCaption}: ${companyName}` : t.exemptionsCaption}
          canDecide={store}
        />
      )}
      {!store && <ExemptionUploadForm />}
    </section>
  );
}
