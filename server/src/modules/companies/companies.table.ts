import type { Generated, Selectable } from 'kysely';
import type { CompanyRole, PaymentTerms } from '#shared/companies/company.schema.ts';
import type { VatIdStatus } from '#shared/tax-standing/vat-id-status.ts';

/** A customer's company (docs/product/companies.md, ADR 016). Money in cents. */
export interface CompaniesTable {
  id: string;
  name: string;
  tax_id: string;
  billing_address: string;
  /** The structured billing address (PRODUCT.md §16), JSON; `billing_address` keeps its text. */
  billing_address_json: string | null;
  /** Orders of a company buyer above it wait for approval; null: none wait for the total. */
  approval_threshold_cents: number | null;
  /** Set by the store; null: the company pays by card only. */
  payment_terms: PaymentTerms | null;
  credit_limit_cents: number;
  /** The contract discount in basis points (0 to 5000: 0 % to 50 %). */
  discount_bp: number;
  /** Set by the store (PRODUCT.md §17): its members see and order in it; null: the base currency. */
  currency: Generated<string | null>;
  /** Normalised, prefix included (`DE136695976`); null: none (PRODUCT.md §16, migration 022). */
  vat_id: string | null;
  vat_id_status: Generated<VatIdStatus>;
  /** When a verification against VIES is owed (modules/tax-standing); null: none is. */
  vat_check_due_at: string | null;
  /** Attempts that found VIES unreachable since the VAT ID was set: spaces the retries. */
  vat_check_attempts: Generated<number>;
  /** The denied-party screening match that flags the company (migration 025), JSON; null: none. */
  screening_json: Generated<string | null>;
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
  /** The structured address, JSON; `address` keeps its text. */
  address_json: string | null;
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
