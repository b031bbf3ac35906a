import { parseStoredAddress, toAddressAnswer } from '#shared/addresses/address-input.schema.ts';
import { homeCountry } from '#shared/addresses/home-country.ts';
import type {
  Company,
  CompanyInvitation,
  CompanyInvoice,
  CompanySummary,
} from '#shared/companies/company-answers.schema.ts';
import { toMajor } from '#shared/money/amount.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import type { CompanyBalances, CompanyInvoice as InvoiceRow } from './balances.ts';
import type { CompanyInvitationRow, CompanyRow } from './companies.table.ts';
import type { CompanyDetail } from './companies.repository.ts';
import { companyScreeningOf } from '../compliance/index.ts';

/** Minor units of `currency` as the API's major-unit number (PRODUCT.md §17: whole yen stay whole). */
const inMajor = (currency: string) => {
  const major = (minor: number | string) => toMajor({ minor: Number(minor), currency });
  return { major, majorOrNull: (minor: number | string | null) => (minor === null ? null : major(minor)) };
};
/** Basis points to the percent the API speaks (1250 → 12.5). */
const percent = (basisPoints: number) => Number(basisPoints) / 100;

/** A stored address as answered: structured, with its text (PRODUCT.md §16). */
const structured = (json: string | null, text: string) =>
  toAddressAnswer(parseStoredAddress(json, text, homeCountry), text);

/**
 * A company as GET /companies/mine answers it; money in its currency's major units (PRODUCT.md
 * §17: `balances.currency`, the one the store set, else the base; dollars as before).
 */
export function toApiCompany(
  { company, addresses, members }: CompanyDetail,
  balances: CompanyBalances,
  spentByMember: Map<string, number>,
): Company {
  const { major: dollars, majorOrNull: dollarsOrNull } = inMajor(balances.currency);
  return {
    _id: company.id,
    name: company.name,
    taxId: company.tax_id,
    billingAddress: company.billing_address,
    billing: structured(company.billing_address_json, company.billing_address),
    addresses: addresses.map((address) => ({
      ...structured(address.address_json, address.address),
      _id: address.id,
      label: address.label,
      isDefault: Number(address.is_default) === 1,
    })),
    members: members.map((member) => ({
      userId: member.user_id,
      name: member.name,
      email: member.email,
      role: member.role,
      monthlySpendingLimit: dollarsOrNull(member.monthly_limit_cents),
      spentThisMonth: dollars(spentByMember.get(member.user_id) ?? 0),
    })),
    approvalThreshold: dollarsOrNull(company.approval_threshold_cents),
    paymentTerms: company.payment_terms,
    creditLimit: dollars(company.credit_limit_cents),
    openBalance: dollars(balances.openBalanceCents),
    overdueBalance: dollars(balances.overdueBalanceCents),
    discountPercent: percent(company.discount_bp),
    currency: balances.currency,
    vatId: company.vat_id,
    vatIdStatus: company.vat_id_status,
    createdAt: company.created_at,
  };
}

/** An invoice on account in its own currency, its order's (PRODUCT.md §17). */
export function toApiInvoice(invoice: InvoiceRow): CompanyInvoice {
  // In the order's currency (PRODUCT.md §17): 1868 stored on a yen order is ¥1,868.
  const { major } = inMajor(invoice.currency);
  return {
    _id: invoice.id,
    number: formatOrderNumber(invoice.number),
    poNumber: invoice.poNumber,
    date: invoice.createdAt,
    dueDate: invoice.dueDate,
    total: major(invoice.totalCents),
    paid: major(invoice.paidCents),
    outstanding: major(invoice.outstandingCents),
    overdue: invoice.overdue,
    currency: invoice.currency,
  };
}

export function toApiCompanySummary(
  company: CompanyRow & { member_count: number },
  balances: CompanyBalances,
): CompanySummary {
  const { major: dollars } = inMajor(balances.currency);
  return {
    _id: company.id,
    name: company.name,
    taxId: company.tax_id,
    memberCount: company.member_count,
    vatId: company.vat_id,
    vatIdStatus: company.vat_id_status,
    paymentTerms: company.payment_terms,
    creditLimit: dollars(company.credit_limit_cents),
    openBalance: dollars(balances.openBalanceCents),
    overdueBalance: dollars(balances.overdueBalanceCents),
    discountPercent: percent(company.discount_bp),
    currency: balances.currency,
    // PRODUCT.md §19: the denied-party match that flags the company (store admins' list only).
    screening: companyScreeningOf(company.screening_json),
    createdAt: company.created_at,
  };
}

export function toApiInvitation(row: CompanyInvitationRow): CompanyInvitation {
  return { _id: row.id, email: row.email, role: row.role, createdAt: row.created_at, expiresAt: row.expires_at };
}
