import type { RemittanceSettings } from '#shared/settings/remittance.schema.ts';
import type { TaxSettings } from '#shared/settings/tax.schema.ts';
import type { Config } from './config.ts';

/** Who issues the invoice: the store's legal identity (SELLER_NAME, SELLER_ADDRESS, SELLER_EMAIL). */
export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  email: string;
}

/** The invoice's seller from the configuration (README "Configuration"). */
export function sellerFromConfig(config: Pick<Config, 'seller'>): InvoiceSeller {
  return { name: config.seller.name, addressLines: [...config.seller.addressLines], email: config.seller.email };
}

/** One of the store's tax registrations as an invoice prints it: "VAT ID: DE298416573". */
export interface SellerTaxId {
  label: string;
  taxId: string;
}

/**
 * What an invoice says of the seller beyond SELLER_*, from the store's settings (PRODUCT.md §16):
 * its tax IDs (`/settings/tax`) and how to pay it (`/settings/remittance`; null while the store has
 * not filled it in). Read by the server and handed to the PDF's worker thread as plain data, so the
 * worker never reads the database and the document's version digests it (ADR 025).
 */
export interface SellerBilling {
  taxIds: SellerTaxId[];
  remittance: RemittanceSettings | null;
}

/** The store's tax IDs, each once (several US states may share a permit), and its remittance details. */
export function sellerBillingOf(
  tax: Pick<TaxSettings, 'registrations'>,
  remittance: RemittanceSettings,
): SellerBilling {
  const taxIds: SellerTaxId[] = [];
  for (const { label, taxId } of tax.registrations) {
    if (!taxIds.some((known) => known.taxId === taxId)) taxIds.push({ label, taxId });
  }
  // The defaults leave bank and account name blank: then there is nothing to pay to yet.
  const filled = remittance.bankName.trim() !== '' || remittance.accountName.trim() !== '';
  return { taxIds, remittance: filled ? remittance : null };
}
