import type { Kysely } from 'kysely';
import type { ExemptionStatus } from '#shared/tax-standing/tax-exemption.schema.ts';
import type { Database } from '../../db/database.ts';
import type { TaxExemptionRow, TaxExemptionsTable } from './tax-exemptions.table.ts';

/** A certificate as the lists show it: its row, its file's name and who decided it. */
export type ListedExemption = TaxExemptionRow & { file_name: string; decider_name: string | null };

export async function insertExemption(trx: Kysely<Database>, row: TaxExemptionsTable): Promise<void> {
  await trx.insertInto('tax_exemptions').values(row).execute();
}

function listed(db: Kysely<Database>) {
  return db
    .selectFrom('tax_exemptions')
    .innerJoin('documents', 'documents.id', 'tax_exemptions.document_id')
    .leftJoin('users', 'users.id', 'tax_exemptions.decided_by')
    .selectAll('tax_exemptions')
    .select(['documents.file_name as file_name', 'users.name as decider_name', 'users.email as decider_email']);
}

const withDecider = <T extends { decider_name: string | null; decider_email: string | null }>({
  decider_email,
  ...row
}: T) => ({ ...row, decider_name: row.decider_name || decider_email });

/** The company's certificates, newest first. */
export async function exemptionsOf(db: Kysely<Database>, companyId: string): Promise<ListedExemption[]> {
  const rows = await listed(db)
    .where('tax_exemptions.company_id', '=', companyId)
    .orderBy('tax_exemptions.uploaded_at', 'desc')
    .orderBy('tax_exemptions.id')
    .execute();
  return rows.map(withDecider);
}

export async function findExemption(db: Kysely<Database>, id: string): Promise<ListedExemption | undefined> {
  const row = await listed(db).where('tax_exemptions.id', '=', id).executeTakeFirst();
  return row && withDecider(row);
}

/** Approves or rejects a pending certificate; false when it is not pending (decided already, or none). */
export async function decideExemption(
  db: Kysely<Database>,
  id: string,
  status: Exclude<ExemptionStatus, 'pending'>,
  actorId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('tax_exemptions')
    .set({ status, decided_by: actorId, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The approved certificates good on `onDate` (YYYY-MM-DD; the expiry day itself still counts). */
export function approvedExemptions(db: Kysely<Database>, companyId: string, onDate: string) {
  return db
    .selectFrom('tax_exemptions')
    .select(['id', 'country', 'region', 'number', 'reason', 'expires_on'])
    .where('company_id', '=', companyId)
    .where('status', '=', 'approved')
    .where('expires_on', '>=', onDate)
    .orderBy('expires_on', 'desc')
    .execute();
}
