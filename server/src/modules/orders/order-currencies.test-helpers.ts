import type { TestApp } from '../../testing/test-app.ts';
import { userIdOf } from './purchase-orders.test-helpers.ts';

/**
 * The buyer picks a currency (PRODUCT.md §17: the navbar keeps it on the profile), straight in the
 * table, so that the order side's tests do not depend on the chooser's route.
 */
export async function chooseCurrency(t: TestApp, email: string, currency: string | null): Promise<void> {
  const userId = await userIdOf(t, email);
  const at = new Date().toISOString();
  await t.app.db
    .insertInto('profiles')
    .values({ user_id: userId, education: '', location: '', phone: '', ship_to_json: null, currency, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ currency, updated_at: at }))
    .execute();
}

/**
 * Gives a product fixed prices in other currencies (migration 024's `prices_json`: minor units,
 * no breaks), straight in the table, as the catalog's admin forms will.
 */
export async function setFixedPrices(t: TestApp, productId: string, prices: Record<string, number>): Promise<void> {
  const json = Object.fromEntries(
    Object.entries(prices).map(([code, priceMinor]) => [code, { priceMinor, breaks: [] }]),
  );
  await t.app.db
    .updateTable('products')
    .set({ prices_json: JSON.stringify(json) })
    .where('id', '=', Number(productId))
    .execute();
  t.app.catalogCache.invalidate();
}

export const stuttgart = {
  company: 'Schwaben Präzision GmbH',
  line1: 'Heilbronner Straße 86',
  city: 'Stuttgart',
  region: 'DE-BW',
  postalCode: '70191',
  country: 'DE',
  phone: '+49 711 555 0100',
};

export const pittsburgh = {
  company: 'Allegheny Tool & Die',
  line1: '400 Penn Avenue',
  city: 'Pittsburgh',
  region: 'US-PA',
  postalCode: '15222',
  country: 'US',
  phone: '+1 412 555 0100',
};

export const tokyo = {
  company: 'Kanto Seimitsu K.K.',
  line1: '1-1 Marunouchi',
  city: 'Tokyo',
  postalCode: '100-0005',
  country: 'JP',
  phone: '+81 3 5555 0100',
};
