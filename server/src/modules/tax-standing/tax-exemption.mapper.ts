import { isUnexpired, type TaxExemption } from '#shared/tax-standing/tax-exemption.schema.ts';
import type { ListedExemption } from './tax-exemptions.repository.ts';

/** Where a certificate's PDF is downloaded (tax-exemptions.routes.ts). */
export const exemptionFileUrl = (id: string) => `/tax-exemptions/${encodeURIComponent(id)}/file`;

export function toApiExemption(row: ListedExemption, today: string): TaxExemption {
  return {
    _id: row.id,
    companyId: row.company_id,
    region: row.region,
    country: row.country,
    number: row.number,
    reason: row.reason,
    expiresOn: row.expires_on,
    expired: !isUnexpired(row.expires_on, today),
    status: row.status,
    fileName: row.file_name,
    fileUrl: exemptionFileUrl(row.id),
    uploadedAt: row.uploaded_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_at ? row.decider_name : null,
  };
}
