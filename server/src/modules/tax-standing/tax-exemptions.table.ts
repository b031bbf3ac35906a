import type { Selectable } from 'kysely';
import type { ExemptionReason, ExemptionStatus } from '#shared/tax-standing/tax-exemption.schema.ts';

/** A company's tax exemption certificate (PRODUCT.md §16, migration 022); its PDF is a `documents` row. */
export interface TaxExemptionsTable {
  id: string;
  company_id: string;
  document_id: string;
  /** ISO 3166-1: the region's country, or the whole country the certificate covers. */
  country: string;
  /** ISO 3166-2; null: the whole country. */
  region: string | null;
  number: string;
  reason: ExemptionReason;
  /** YYYY-MM-DD, the last day it is good. */
  expires_on: string;
  status: ExemptionStatus;
  uploaded_by: string | null;
  uploaded_at: string;
  decided_by: string | null;
  decided_at: string | null;
}

export type TaxExemptionRow = Selectable<TaxExemptionsTable>;
