import type { Kysely } from 'kysely';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { type InvoiceSeller, type SellerBilling, sellerBillingOf, sellerFromConfig } from '../../seller.ts';
import { readSettingsSections } from '../settings/index.ts';

/** The store's tax IDs and remittance details as its settings say them now (PRODUCT.md §16). */
export async function readSellerBilling(db: Kysely<Database>): Promise<SellerBilling> {
  const [tax, remittance] = await readSettingsSections(db, ['tax', 'remittance']);
  return sellerBillingOf(tax, remittance);
}

/**
 * What an order's invoice is drawn from (ADR 025): the order as answered with no caller, the
 * seller (SELLER_*) and the settings' tax IDs and remittance. The download and the invoice mail
 * build from this one function, so both are the same version and share one kept copy.
 */
export async function invoiceTask(
  context: { db: Kysely<Database>; config: Pick<Config, 'seller'> },
  order: PurchaseOrder,
): Promise<{ kind: 'invoice'; input: { order: PurchaseOrder; seller: InvoiceSeller; billing: SellerBilling } }> {
  const billing = await readSellerBilling(context.db);
  return { kind: 'invoice', input: { order, seller: sellerFromConfig(context.config), billing } };
}
