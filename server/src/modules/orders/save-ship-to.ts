import type { Kysely } from 'kysely';
import { addressOf } from '#shared/addresses/address-input.schema.ts';
import { textOf } from '#shared/addresses/place-address.ts';
import type { ShipToInput } from '#shared/orders/purchase-order.schema.ts';
import type { Database } from '../../db/database.ts';

/** The checkout's ship-to and phone, kept on the buyer's profile and offered next time (docs/product/ordering.md). */
export async function saveShipTo(
  trx: Kysely<Database>,
  input: { buyerId: string; shipTo: ShipToInput; homeCountry: string; at: string },
): Promise<void> {
  const { shipTo, at } = input;
  const saved = {
    phone: shipTo.phone,
    ship_to_address: textOf(shipTo),
    ship_to_json: JSON.stringify(addressOf(shipTo, input.homeCountry)),
    updated_at: at,
  };
  await trx
    .insertInto('profiles')
    .values({ user_id: input.buyerId, education: '', location: '', ...saved })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(saved))
    .execute();
}
