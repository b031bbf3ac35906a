import type { Kysely } from 'kysely';
import { addressOf } from '#shared/addresses/address-input.schema.ts';
import { textOf } from '#shared/addresses/place-address.ts';
import type { ShipToInput } from '#shared/orders/purchase-order.schema.ts';
import type { Database } from '../../db/database.ts';
import { saveProfileFields } from '../../db/save-profile.ts';

/** The checkout's ship-to and phone, kept on the buyer's profile and offered next time (docs/product/ordering.md). */
export async function saveShipTo(
  trx: Kysely<Database>,
  input: { buyerId: string; shipTo: ShipToInput; homeCountry: string; at: string },
): Promise<void> {
  const { shipTo, at } = input;
  await saveProfileFields(
    trx,
    input.buyerId,
    {
      phone: shipTo.phone,
      ship_to_address: textOf(shipTo),
      ship_to_json: JSON.stringify(addressOf(shipTo, input.homeCountry)),
    },
    at,
  );
}
