import { type Kysely, sql, type Updateable } from 'kysely';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { CompaniesTable, CompanyMemberRow, CompanyRow } from './companies.table.ts';

/** A member as the company pages show them: the membership with the account's name and email. */
export type MemberWithAccount = CompanyMemberRow & { name: string; email: string };

export interface AddressRow {
  id: string;
  label: string;
  address: string;
  address_json: string | null;
  is_default: number;
}

/** A company with its ship-to addresses (in their order) and members (admins first, then by name). */
export interface CompanyDetail {
  company: CompanyRow;
  addresses: AddressRow[];
  members: MemberWithAccount[];
}

export function findCompany(db: Kysely<Database>, id: string): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCompanyDetail(db: Kysely<Database>, id: string): Promise<CompanyDetail | undefined> {
  const company = await findCompany(db, id);
  if (!company) return undefined;
  const [addresses, members] = await Promise.all([
    db
      .selectFrom('company_addresses')
      .select(['id', 'label', 'address', 'address_json', 'is_default'])
      .where('company_id', '=', id)
      .orderBy('position')
      .execute(),
    membersOf(db, id),
  ]);
  return { company, addresses, members };
}

export function membersOf(db: Kysely<Database>, companyId: string): Promise<MemberWithAccount[]> {
  return db
    .selectFrom('company_members')
    .innerJoin('users', 'users.id', 'company_members.user_id')
    .selectAll('company_members')
    .select(['users.name as name', 'users.email as email'])
    .where('company_members.company_id', '=', companyId)
    .orderBy('company_members.role')
    .orderBy('users.name')
    .orderBy('users.email')
    .execute();
}

export function findMember(db: Kysely<Database>, companyId: string, userId: string) {
  return db
    .selectFrom('company_members')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Serialises changes to one company's members: PostgreSQL locks the company row until the
 * transaction ends, so two demotions at once cannot each see the other admin and both succeed.
 * SQLite has one writer at a time already.
 */
export async function lockCompany(trx: Kysely<Database>, kind: DatabaseKind, companyId: string): Promise<boolean> {
  let query = trx.selectFrom('companies').select('id').where('id', '=', companyId);
  if (kind === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** How many admins the company has, not counting `except`. */
export async function countOtherAdmins(trx: Kysely<Database>, companyId: string, except: string): Promise<number> {
  const { count } = await trx
    .selectFrom('company_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'admin')
    .where('user_id', '!=', except)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function updateCompanyRow(
  db: Kysely<Database>,
  id: string,
  set: Omit<Updateable<CompaniesTable>, 'id' | 'created_at'> & { updated_at: string },
) {
  return db.updateTable('companies').set(set).where('id', '=', id).executeTakeFirst();
}

/** Replaces the company's ship-to addresses with this list, in its order. */
export async function replaceAddresses(
  trx: Kysely<Database>,
  companyId: string,
  addresses: { id: string; label: string; address: string; addressJson: string; isDefault: boolean }[],
): Promise<void> {
  await trx.deleteFrom('company_addresses').where('company_id', '=', companyId).execute();
  if (addresses.length === 0) return;
  await trx
    .insertInto('company_addresses')
    .values(
      addresses.map((address, position) => ({
        id: address.id,
        company_id: companyId,
        position,
        label: address.label,
        address: address.address,
        address_json: address.addressJson,
        is_default: address.isDefault ? 1 : 0,
      })),
    )
    .execute();
}

export interface CompanyFilter {
  /** A part of the company's name or of a member's email, any case. */
  q?: string;
  page: number;
  pageSize: number;
}

/** A page of companies by name, and how many match in all (GET /companies, store admins). */
export async function listCompanies(
  db: Kysely<Database>,
  filter: CompanyFilter,
): Promise<{ rows: (CompanyRow & { member_count: number })[]; total: number }> {
  let query = db.selectFrom('companies');
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(companies.name)`, 'like', sql`${like} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('company_members')
            .innerJoin('users', 'users.id', 'company_members.user_id')
            .select('company_members.user_id')
            .whereRef('company_members.company_id', '=', 'companies.id')
            .where(sql`lower(users.email)`, 'like', sql`${like} escape '\\'`),
        ),
      ]),
    );
  }
  const [rows, counted] = await Promise.all([
    query
      .selectAll('companies')
      .select((eb) =>
        eb
          .selectFrom('company_members')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('company_members.company_id', '=', 'companies.id')
          .as('member_count'),
      )
      .orderBy(sql`lower(companies.name)`)
      .orderBy('companies.id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, member_count: Number(row.member_count ?? 0) })),
    total: Number(counted.count),
  };
}

/** The account's user row fields the company routes need (Better Auth's table). */
export function findAccount(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'email', 'emailVerified']).where('id', '=', userId).executeTakeFirst();
}

/** Whether an account with this address (any case) already belongs to a company. */
export async function emailIsCompanyMember(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('company_members', 'company_members.user_id', 'users.id')
    .select('users.id')
    .where(sql`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
