import { expect } from 'vitest';
import type { Lot } from '#shared/catalog/lot.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, type SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A product added by `admin` through POST /products: a titanium bar at $10 unless `body` says otherwise. */
export async function addLotProduct(t: TestApp, admin: SignedIn, body: Record<string, unknown>): Promise<Product> {
  const created = await call(t, 'POST', '/products', {
    as: admin,
    body: {
      picture: '/images/products/titanium-bar.svg',
      about: 'Lots',
      origin: 'USA',
      price: 10,
      minimum: 1,
      ...body,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Product;
}

/** POST /products/{id}/lots as `admin`: the multipart fields, and a certificate file when given. */
export async function receiveLot(
  t: TestApp,
  admin: SignedIn,
  productId: string,
  fields: Record<string, string>,
  file?: Buffer,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a lot, or {message}
): Promise<{ status: number; body: any }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([new Uint8Array(file)]), 'mill cert.pdf');
  const response = await fetch(`${t.url}/products/${productId}/lots`, {
    method: 'POST',
    headers: admin.headers,
    body: data,
  });
  return { status: response.status, body: await response.json() };
}

/** GET /products/{id}/lots as `as` (anonymous when undefined). */
export async function lotsOf(t: TestApp, productId: string, as?: SignedIn): Promise<Lot[]> {
  return (await call(t, 'GET', `/products/${productId}/lots`, { as })).body as Lot[];
}

/** products.total and the sum of the product's lots, in base units, as stored. */
export async function storedStock(t: TestApp, productId: string) {
  const product = await t.app.db
    .selectFrom('products')
    .select('total')
    .where('id', '=', Number(productId))
    .executeTakeFirstOrThrow();
  const lots = await t.app.db
    .selectFrom('lots')
    .select(['heat_number', 'quantity'])
    .where('product_id', '=', Number(productId))
    .execute();
  return { total: Number(product.total), sum: lots.reduce((sum, lot) => sum + Number(lot.quantity), 0), lots };
}
