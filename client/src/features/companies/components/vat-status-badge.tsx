import { taxStanding } from '#shared/messages/tax-standing.ts';
import type { VatIdStatus } from '#shared/tax-standing/vat-id-status.ts';

// Dark text on light badges: daisyUI's solid success/error colours fail contrast with small text.
const styles: Record<VatIdStatus, string> = {
  unverified: 'badge-outline',
  verified: 'border-green-800 bg-green-50 text-green-900',
  invalid: 'border-red-800 bg-red-50 text-red-900',
};

/** A VAT ID's status (PRODUCT.md §16): unverified until VIES or the store says otherwise. */
export function VatStatusBadge({ status }: { status: VatIdStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${styles[status]}`}>
      <span className="sr-only">{taxStanding.fields.vatIdStatus}: </span>
      {taxStanding.statuses[status]}
    </span>
  );
}

/** The VAT ID with its badge, or a dash without one. */
export function VatIdWithStatus({ vatId, status }: { vatId: string | null; status: VatIdStatus }) {
  if (!vatId) return <>—</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono">{vatId}</span>
      <VatStatusBadge status={status} />
    </span>
  );
}
