import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { saveProfileFields } from '../../db/save-profile.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

/**
 * The checkout's ship-to and phone, kept on the buyer's profile and offered next time
 * (docs/product/ordering.md): as the order just wrote them (`head`), so the address is printed
 * once per order, not again here (issue 31: @fragaria/address-formatter takes ~65 µs an address).
 */
export async function saveShipTo(
  trx: Kysely<Database>,
  input: {
    buyerId: string;
    head: Pick<PurchaseOrderRow, 'phone' | 'ship_to_address' | 'ship_to_json'>;
    at: string;
  },
): Promise<void> {
  const { head, at } = input;
  await saveProfileFields(
    trx,
    input.buyerId,
    { phone: head.phone, ship_to_address: head.ship_to_address, ship_to_json: head.ship_to_json },
    at,
  );
}
