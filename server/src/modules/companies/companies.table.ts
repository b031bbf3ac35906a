import type { Selectable } from 'kysely';
import type { CompanyRole, PaymentTerms } from '#shared/companies/company.schema.ts';

/** A customer's company (docs/product/companies.md, ADR 016). Money in cents. */
export interface CompaniesTable {
  id: string;
  name: string;
  tax_id: string;
  billing_address: string;
  /** Orders of a company buyer above it wait for approval; null: none wait for the total. */
  approval_threshold_cents: number | null;
  /** Set by the store; null: the company pays by card only. */
  payment_terms: PaymentTerms | null;
  credit_limit_cents: number;
  /** The contract discount in basis points (0 to 5000: 0 % to 50 %). */
  discount_bp: number;
  created_at: string;
  updated_at: string;
}

/** One row per account in a company; `user_id` is unique (one company per account). */
export interface CompanyMembersTable {
  company_id: string;
  user_id: string;
  role: CompanyRole;
  /** Null: no monthly limit. */
  monthly_limit_cents: number | null;
  joined_at: string;
}

export interface CompanyInvitationsTable {
  id: string;
  company_id: string;
  /** Lower-cased. */
  email: string;
  role: CompanyRole;
  /** SHA-256 (hex) of the token in the mailed link; the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}

/** The company's ship-to addresses in the order the company keeps them; one is the default. */
export interface CompanyAddressesTable {
  id: string;
  company_id: string;
  position: number;
  label: string;
  address: string;
  /** 0 or 1 (SQLite has no boolean). */
  is_default: number;
}

/** Money received for a purchase order: a card payment or a transfer the store records. */
export interface PurchaseOrderPaymentsTable {
  id: string;
  purchase_order_id: string;
  amount_cents: number;
  method: 'card' | 'transfer';
  reference: string;
  /** YYYY-MM-DD. */
  received_at: string;
  recorded_by: string | null;
  created_at: string;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type CompanyMemberRow = Selectable<CompanyMembersTable>;
export type CompanyInvitationRow = Selectable<CompanyInvitationsTable>;
