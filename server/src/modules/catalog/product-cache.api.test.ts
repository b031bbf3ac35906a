import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

// GET /products/{id} answers prepared bytes from the catalog cache: what a change must still reach.
describe.each(testDatabaseKinds)('one product from the catalog cache on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let product: Product;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    buyer = await signUp(t, 'buyer@example.com');
    product = ((await call(t, 'GET', '/products/')).body as Product[])[0]!;
  });
  afterAll(async () => t?.close());

  const read = (init: RequestInit = {}) => fetch(`${t.url}/products/${product._id}`, init);

  it('answers with an ETag, a 304 for it, and compressed bytes to a browser', async () => {
    const first = await read();
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^".+"$/);
    expect(((await first.json()) as Product)._id).toBe(product._id);
    expect((await read({ headers: { 'if-none-match': etag! } })).status).toBe(304);
    const brotli = await read({ headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(((await brotli.json()) as Product).name).toBe(product.name);
  });

  it('shows an edit, and the stock an order took, on the next read', async () => {
    const before = await read();
    const etag = before.headers.get('etag')!;
    const edited = await call(t, 'PATCH', `/products/${product._id}`, { as: admin, body: { name: 'Cached Ti Tube' } });
    expect(edited.status).toBe(200);
    const after = await read({ headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const body = (await after.json()) as Product;
    expect(body.name).toBe('Cached Ti Tube');

    const ordered = await call(t, 'POST', '/orders', {
      as: buyer,
      body: { productId: product._id, productQuantity: body.minimum, buyerAddress: 'Dock 1', phone: '+1 412 555 0100' },
    });
    expect(ordered.status).toBe(201);
    expect(((await (await read()).json()) as Product).total).toBe(body.total - body.minimum);
  });

  it('answers 404 for a product that does not exist, and the product once it does', async () => {
    expect((await fetch(`${t.url}/products/987654`)).status).toBe(404);
    const { total, minimum, price, picture, about, origin } = product;
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: { name: 'Fresh Nb Bar', total, minimum, price, picture, about, origin },
    });
    expect(created.status).toBe(201);
    const id = (created.body as Product)._id;
    const fresh = await fetch(`${t.url}/products/${id}`);
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as Product).name).toBe('Fresh Nb Bar');
  });
});
