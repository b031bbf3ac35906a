import { parseStoredAddress, toAddressAnswer } from '#shared/addresses/address-input.schema.ts';
import { homeCountry } from '#shared/addresses/home-country.ts';
import type { BillTo, PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { Membership } from '../companies/index.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

/**
 * The bill-to of a company member's order (PRODUCT.md §16): the company, its billing address and
 * tax IDs as they are when the order is placed, kept on the order so its invoice never changes.
 */
export function companyBillTo(membership: Membership): BillTo {
  const address = parseStoredAddress(membership.billingAddressJson, membership.billingAddress, homeCountry);
  return {
    name: membership.companyName,
    address: toAddressAnswer(address, membership.billingAddress),
    // Its tax ID and its VAT ID, each once: the invoice prints a VAT-shaped one as "VAT ID".
    taxIds: [...new Set([membership.taxId, membership.vatId ?? ''].filter((id) => id.trim() !== ''))],
  };
}

/** The order's ship-to as answered: structured, its text of old, and the phone. */
export function shipToOf(head: PurchaseOrderRow): PurchaseOrder['shipTo'] {
  const address = parseStoredAddress(head.ship_to_json, head.ship_to_address, homeCountry);
  return { ...toAddressAnswer(address, head.ship_to_address), phone: head.phone };
}

/** The bill-to kept on the order, else the buyer on their own, billed at the ship-to. */
export function billToOf(head: PurchaseOrderRow): BillTo {
  if (head.bill_to_json) return JSON.parse(head.bill_to_json) as BillTo;
  const { phone: _phone, ...address } = shipToOf(head);
  return {
    name: head.buyer_name,
    ...(head.buyer_company ? { company: head.buyer_company } : {}),
    address,
    taxIds: [],
  };
}
