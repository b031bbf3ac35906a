import { addressOf } from '#shared/addresses/address-input.schema.ts';
import type { Address } from '#shared/addresses/address.schema.ts';
import { homeCountry } from '#shared/addresses/home-country.ts';
import { textOf } from '#shared/addresses/place-address.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Company, StoreCompany } from '#shared/companies/company-answers.schema.ts';
import type {
  companyPatchBodySchema,
  createCompanyBodySchema,
  storeCompanyPatchBodySchema,
} from '#shared/companies/company-vat.schema.ts';
import { companyMembers as m } from '#shared/messages/company-members.ts';
import { companies as companyTexts } from '#shared/messages/companies.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { fromMajor } from '#shared/money/amount.ts';
import { baseCurrency, type SellingCurrency, sellingCurrency } from '#shared/money/currency.ts';
import { minorUnitProblem } from '#shared/money/minor-units.ts';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { isUniqueViolation } from '../catalog/index.ts';
import { companyBalances, companyInvoices, spentThisMonthByMember } from './balances.ts';
import type { CompaniesTable } from './companies.table.ts';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { taxStanding } from '#shared/messages/tax-standing.ts';
import { findCompanyDetail, lockCompany, replaceAddresses, updateCompanyRow } from './companies.repository.ts';
import { companyCurrency, companyCurrencyOf, switchedCurrency } from './company-currency.ts';
import { readSettings } from '../settings/index.ts';
import { companyScreeningJson, companyScreeningOf } from '../compliance/index.ts';
import { toApiCompany, toApiInvoice } from './company.mapper.ts';
import { type Membership, membershipOf } from './membership.ts';

/** What the company routes use of the app. */
export type CompaniesContext = Pick<FastifyInstance, 'db' | 'dbKind' | 'config' | 'log' | 'mailer' | 'outbox'> &
  Partial<Pick<FastifyInstance, 'vatChecks'>>;

type CompanySet = Updateable<CompaniesTable> & { updated_at: string };

/**
 * A VAT ID set or changed (PRODUCT.md §16): its status starts over at unverified and a check is
 * owed from now (modules/tax-standing checks it; `vat_check_due_at` is written in the same row, so
 * it is never lost). Cleared: nothing to check.
 */
function vatIdChange(vatId: string | null, at: string): CompanySet {
  return {
    updated_at: at,
    vat_id: vatId,
    vat_id_status: 'unverified',
    vat_check_due_at: vatId === null ? null : at,
    vat_check_attempts: 0,
  };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The caller's company, or 404 when they are in none (GET /companies/mine and the routes under it). */
export async function requireMembership(context: CompaniesContext, viewer: Viewer): Promise<Membership> {
  const membership = await membershipOf(context.db, viewer.id);
  if (!membership) throw notFound(m.notInCompany);
  return membership;
}

/** The caller's company if they are one of its admins: 404 when in none, 403 for a buyer. */
export async function requireCompanyAdmin(context: CompaniesContext, viewer: Viewer): Promise<Membership> {
  const membership = await requireMembership(context, viewer);
  if (membership.role !== 'admin') throw forbidden(m.companyAdminOnly);
  return membership;
}

/** POST /companies: the company and its first admin, the caller, in one transaction. */
export async function createCompany(
  context: CompaniesContext,
  viewer: Viewer,
  input: z.output<typeof createCompanyBodySchema>,
): Promise<string> {
  if (await membershipOf(context.db, viewer.id)) throw conflict(m.alreadyInCompany);
  const id = randomUUID();
  const at = context.config.now().toISOString();
  try {
    await context.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('companies')
        .values({
          id,
          name: input.name,
          // Screened as it is created (PRODUCT.md §19): a match flags it for the store.
          screening_json: await companyScreeningJson(trx, input.name),
          tax_id: input.taxId,
          ...storedBilling(input.billingAddress),
          approval_threshold_cents: null,
          payment_terms: null,
          credit_limit_cents: 0,
          discount_bp: 0,
          ...(input.vatId ? vatIdChange(input.vatId, at) : {}),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('company_members')
        .values({ company_id: id, user_id: viewer.id, role: 'admin', monthly_limit_cents: null, joined_at: at })
        .execute();
    });
    if (input.vatId) context.vatChecks?.kick();
  } catch (error) {
    // Joined or created another company between the check and the insert: user_id is unique.
    if (isUniqueViolation(error)) throw conflict(m.alreadyInCompany);
    throw error;
  }
  return id;
}

/**
 * The company as its members read it, with its balances and each member's spending this month,
 * in its currency (PRODUCT.md §17).
 */
export async function companyAnswer(context: CompaniesContext, companyId: string): Promise<Company> {
  const detail = await findCompanyDetail(context.db, companyId);
  if (!detail) throw notFound(m.notFound);
  const now = context.config.now();
  const currencies = await readSettings(context.db, 'currencies');
  const [balances, spent] = await Promise.all([
    companyBalances(context.db, companyId, today(now), currencies),
    spentThisMonthByMember(
      context.db,
      detail.members.map((member) => member.user_id),
      now,
      currencies,
    ),
  ]);
  return toApiCompany(detail, balances, spent);
}

/** The company as the store reads it: as its members do, plus its invoices on account. */
export async function storeCompanyAnswer(context: CompaniesContext, companyId: string): Promise<StoreCompany> {
  const company = await companyAnswer(context, companyId);
  const [invoices, flag] = await Promise.all([
    companyInvoices(context.db, companyId, today(context.config.now())),
    context.db.selectFrom('companies').select('screening_json').where('id', '=', companyId).executeTakeFirst(),
  ]);
  // The screening flag is the store's (PRODUCT.md §19): never in the members' own answer.
  return { ...company, invoices: invoices.map(toApiInvoice), screening: companyScreeningOf(flag?.screening_json) };
}

/** The billing address as stored: its text (as typed, or printed) and, structured, as JSON (PRODUCT.md §16). */
function storedBilling(billing: string | Address) {
  const value = typeof billing === 'string' ? { address: billing } : billing;
  return { billing_address: textOf(value), billing_address_json: JSON.stringify(addressOf(value, homeCountry)) };
}

/** The store's fields a company admin may not send (PATCH /companies/mine answers 403). */
const storeFields = ['paymentTerms', 'creditLimit', 'discountPercent', 'currency'] as const;

export type CompanyPatchBody = z.output<typeof companyPatchBodySchema> &
  Partial<Record<(typeof storeFields)[number], unknown>>;

/**
 * The ship-to list as stored: exactly one default when there are any. None flagged: the first is
 * the default; two flagged is a mistake the admin should see (400), not a guess.
 */
function addressesToStore(addresses: NonNullable<CompanyPatchBody['addresses']>) {
  const flagged = addresses.filter((address) => address.isDefault).length;
  if (flagged > 1) throw badRequest(m.oneDefaultAddress);
  return addresses.map((address, index) => ({
    id: randomUUID(),
    label: address.label,
    address: textOf(address),
    addressJson: JSON.stringify(addressOf(address, homeCountry)),
    isDefault: flagged === 0 ? index === 0 : address.isDefault,
  }));
}

/** PATCH /companies/mine (a company admin): what the company sets itself. */
export async function patchMyCompany(context: CompaniesContext, companyId: string, body: CompanyPatchBody) {
  const sent = storeFields.filter((field) => body[field] !== undefined);
  if (sent.length > 0) throw forbidden(m.storeSets(sent.join(', ')));
  const at = context.config.now().toISOString();
  let set: CompanySet = { updated_at: at };
  if (body.name !== undefined) {
    set.name = body.name;
    // A new name is screened again (PRODUCT.md §19): a match flags the company, none clears the flag.
    set.screening_json = await companyScreeningJson(context.db, body.name);
  }
  if (body.taxId !== undefined) set.tax_id = body.taxId;
  if (body.billingAddress !== undefined) Object.assign(set, storedBilling(body.billingAddress));
  const addresses = body.addresses === undefined ? undefined : addressesToStore(body.addresses);
  const newVatId = await changedVatId(context, companyId, body.vatId);
  if (newVatId !== undefined) set = { ...set, ...vatIdChange(newVatId, at) };
  await context.db.transaction().execute(async (trx) => {
    if (body.approvalThreshold !== undefined) {
      // In the company's currency (PRODUCT.md §17), read with the row locked: a switch of
      // currency by the store waits for this threshold, or this one for the switch.
      await lockCompany(trx, context.dbKind, companyId);
      const { currency } = await companyCurrency(trx, companyId);
      set.approval_threshold_cents =
        body.approvalThreshold === null
          ? null
          : amountIn(body.approvalThreshold, currency, companyTexts.labels.approvalThreshold);
    }
    await updateCompanyRow(trx, companyId, set);
    if (addresses !== undefined) await replaceAddresses(trx, companyId, addresses);
  });
  // The caller kicks the check once it has read its answer: the answer says what was saved
  // (unverified), not whichever of save and check finished first.
  return { vatIdChanged: Boolean(newVatId) };
}

/** The VAT ID sent when it differs from the stored one; undefined when unchanged or not sent (a resend keeps the status). */
async function changedVatId(
  context: CompaniesContext,
  companyId: string,
  vatId: string | null | undefined,
): Promise<string | null | undefined> {
  if (vatId === undefined) return undefined;
  const stored = await context.db
    .selectFrom('companies')
    .select('vat_id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return stored && stored.vat_id === vatId ? undefined : vatId;
}

/**
 * An amount typed in `currency`'s major units as minor units of it; 400 naming the field when it
 * has more decimals than the currency (¥ none).
 */
function amountIn(major: number, currency: string, label: string): number {
  const problem = minorUnitProblem(major, currency, label);
  if (problem) throw badRequest(problem);
  return fromMajor(major, currency).minor;
}

/** The currency a PATCH sets (null: the base), or 400 when the store does not offer it (PRODUCT.md §17). */
function chosenCurrency(settings: CurrencySettings, code: string | null): SellingCurrency {
  if (code === null) return baseCurrency(settings);
  const offered = sellingCurrency(settings, code);
  if (!offered) throw badRequest(orderCurrency.companyCurrencyNotOffered(code, settings.offered.join(', ')));
  return offered;
}

/**
 * The company's currency and credit limit (PRODUCT.md §17), in the transaction that writes them
 * with the row locked. Switching the currency re-expresses every amount kept in the old one (the
 * credit limit, the approval threshold, the members' monthly limits) at today's rates, through
 * the base (`switchedCurrency`), so a limit keeps what it is worth; a credit limit sent with the
 * switch is taken as it is, in the new currency.
 */
async function setCurrencyAndLimit(
  trx: Kysely<Database>,
  context: CompaniesContext,
  companyId: string,
  body: Pick<z.output<typeof storeCompanyPatchBodySchema>, 'currency' | 'creditLimit'>,
  set: CompanySet,
): Promise<void> {
  await lockCompany(trx, context.dbKind, companyId);
  const row = await trx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  const settings = await readSettings(trx, 'currencies');
  const from = companyCurrencyOf(settings, row.currency);
  const to = body.currency === undefined ? from : chosenCurrency(settings, body.currency);
  if (body.currency !== undefined) set.currency = body.currency === null ? null : to.currency;
  if (body.creditLimit !== undefined) {
    set.credit_limit_cents = amountIn(body.creditLimit, to.currency, companyTexts.labels.creditLimit);
  }
  if (to.currency === from.currency) return;
  const switched = (minor: number) => switchedCurrency(Number(minor), from, to);
  if (body.creditLimit === undefined) set.credit_limit_cents = switched(row.credit_limit_cents);
  if (row.approval_threshold_cents !== null) set.approval_threshold_cents = switched(row.approval_threshold_cents);
  const limited = await trx
    .selectFrom('company_members')
    .select(['user_id', 'monthly_limit_cents'])
    .where('company_id', '=', companyId)
    .where('monthly_limit_cents', 'is not', null)
    .execute();
  for (const member of limited) {
    await trx
      .updateTable('company_members')
      .set({ monthly_limit_cents: switched(member.monthly_limit_cents!) })
      .where('company_id', '=', companyId)
      .where('user_id', '=', member.user_id)
      .execute();
  }
}

/**
 * PATCH /companies/{id} (store admins): terms, credit limit (in the company's currency), the
 * contract discount (stored in basis points) and the company's currency.
 */
export async function patchStoreTerms(
  context: CompaniesContext,
  companyId: string,
  body: z.output<typeof storeCompanyPatchBodySchema>,
): Promise<void> {
  const at = context.config.now().toISOString();
  let set: CompanySet = { updated_at: at };
  if (body.paymentTerms !== undefined) set.payment_terms = body.paymentTerms;
  if (body.discountPercent !== undefined) set.discount_bp = Math.round(body.discountPercent * 100);
  const newVatId = await changedVatId(context, companyId, body.vatId);
  if (newVatId !== undefined) set = { ...set, ...vatIdChange(newVatId, at) };
  if (body.vatIdStatus !== undefined) {
    // By hand (PRODUCT.md §16): the store's word replaces any check still owed.
    const vatId = newVatId !== undefined ? newVatId : await storedVatId(context, companyId);
    if (vatId === null) throw badRequest(taxStanding.vatIdStatusWithoutId);
    set = { ...set, vat_id_status: body.vatIdStatus, vat_check_due_at: null, vat_check_attempts: 0 };
  }
  const result = await context.db.transaction().execute(async (trx) => {
    if (body.currency !== undefined || body.creditLimit !== undefined) {
      await setCurrencyAndLimit(trx, context, companyId, body, set);
    }
    return updateCompanyRow(trx, companyId, set);
  });
  if (Number(result.numUpdatedRows) === 0) throw notFound(m.notFound);
  if (newVatId && body.vatIdStatus === undefined) context.vatChecks?.kick();
}

/** The stored VAT ID; a company that does not exist answers 404. */
async function storedVatId(context: CompaniesContext, companyId: string): Promise<string | null> {
  const row = await context.db.selectFrom('companies').select('vat_id').where('id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  return row.vat_id;
}
