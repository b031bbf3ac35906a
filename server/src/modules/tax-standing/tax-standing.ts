import type { Kysely } from 'kysely';
import type { ExemptionReason } from '#shared/tax-standing/tax-exemption.schema.ts';
import { parseVatId } from '#shared/tax-standing/vat-id.schema.ts';
import { type VatIdStatus } from '#shared/tax-standing/vat-id-status.ts';
import type { Database } from '../../db/database.ts';
import { approvedExemptions } from './tax-exemptions.repository.ts';

/** What the tax rules of PRODUCT.md §16 need to know of a bill-to company on a day. */
export interface TaxStanding {
  /** Normalised, prefix included; null: none. */
  vatId: string | null;
  vatIdStatus: VatIdStatus;
  /** The ISO 3166-1 country of the VAT ID's prefix (`GR` for `EL…`); null without a VAT ID. */
  vatCountry: string | null;
  /** Approved and unexpired on the day asked (its expiry day included): rule 1's "Exempt: certificate {number}". */
  exemptions: {
    id: string;
    number: string;
    country: string;
    region: string | null;
    reason: ExemptionReason;
    expiresOn: string;
  }[];
}

/**
 * The company's tax standing on `onDate` (YYYY-MM-DD; an order's placement day): its VAT ID with
 * its status, and its approved certificates not expired then. Undefined for an unknown company.
 * The tax rules (shared/orders/costs) call it through the module's door.
 */
export async function taxStandingOf(
  db: Kysely<Database>,
  companyId: string,
  onDate: string,
): Promise<TaxStanding | undefined> {
  const [company, exemptions] = await Promise.all([
    db.selectFrom('companies').select(['vat_id', 'vat_id_status']).where('id', '=', companyId).executeTakeFirst(),
    approvedExemptions(db, companyId, onDate),
  ]);
  if (!company) return undefined;
  return {
    vatId: company.vat_id,
    vatIdStatus: company.vat_id_status,
    vatCountry: company.vat_id ? (parseVatId(company.vat_id)?.country ?? null) : null,
    exemptions: exemptions.map((row) => ({
      id: row.id,
      number: row.number,
      country: row.country,
      region: row.region,
      reason: row.reason,
      expiresOn: row.expires_on,
    })),
  };
}
