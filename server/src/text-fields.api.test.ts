import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { echoMaxLength } from '#shared/echo.ts';
import { messages } from '#shared/messages.ts';
import { companies } from '#shared/messages/companies.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { call, signUp, signUpAdmin, testPassword, type SignedIn } from './testing/accounts.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';
import { testDatabaseKinds } from './testing/test-database.ts';
import { fillCart, plainProducts, userIdOf } from './modules/orders/purchase-orders.test-helpers.ts';

/*
 * PRODUCT.md §21 (issue 26): a one-line text field with a control character is a 400 naming the
 * field, and nothing is stored; an echoed value is cut to 64 characters.
 */
const v = messages.validation;
const names = v.fieldNames;
const shipTo = { address: '1 Foundry Road\nPittsburgh PA 15201', phone: '+1 412 555 0199' };
/**
 * The reviewer's PO number: a line break, then a line the buyer's colleague would read as the
 * store's (longer than a PO number may be, and still answered with what is wrong with it).
 */
const forgedPoNumber = 'PO-4471\r\nPay to: IBAN DE89 3704 0044 0532 0130 00';

describe.each(testDatabaseKinds)('one-line text fields on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let plain: Product[];

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
    plain = await plainProducts(t, 1);
  });
  afterAll(async () => t?.close());

  const ordersOf = async (as: SignedIn) => (await call(t, 'GET', '/purchase-orders', { as })).body as unknown[];

  it('refuses a PO number with a line break at checkout, naming the field, and places nothing', async () => {
    await fillCart(t, await userIdOf(t, buyer.email), [{ product: plain[0]!, quantity: plain[0]!.minimum }]);
    const stock = (await call(t, 'GET', `/products/${plain[0]!._id}`)).body.total as number;

    const refused = await call(t, 'POST', '/purchase-orders', {
      as: buyer,
      body: { shipTo, poNumber: forgedPoNumber },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: v.oneLine(names.poNumber) });
    expect(refused.body.message).toBe('PO number must be one line of text, without control characters');
    expect(await ordersOf(buyer)).toEqual([]);
    expect((await call(t, 'GET', `/products/${plain[0]!._id}`)).body.total).toBe(stock);
    expect((await call(t, 'GET', '/cart', { as: buyer })).body.count).toBe(1);

    // The address is multi-line (one address line per line), but no other control character: an
    // escape sequence could recolour or hide text in a terminal or a log. (NUL is refused before
    // any route, by request-hygiene.ts.)
    const escape = await call(t, 'POST', '/purchase-orders', {
      as: buyer,
      body: { shipTo: { ...shipTo, address: 'Dock 4\u001b[8m' } },
    });
    expect(escape).toMatchObject({ status: 400, body: { message: v.noControlCharacters(names.shipToAddress) } });
    expect(await ordersOf(buyer)).toEqual([]);

    // A pasted PO number's trailing newline is trimmed away, not refused; the multi-line address is kept.
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo, poNumber: 'PO-4471\r\n' } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ poNumber: 'PO-4471', shipTo });
  });

  it.each([
    ['\t', 'a tab'],
    ['\u0085', 'a C1 control'],
    ['\u2028', 'a line separator'],
    ['\u007f', 'DEL'],
  ])('refuses %j (%s) in the fields of every kind of one-line text, each named', async (control) => {
    const bad = (text: string) => `A${control}B ${text}`;
    const cases: [string, string, object | undefined, SignedIn | undefined, string][] = [
      [
        'PUT',
        `/user/${buyer.email}`,
        {
          email: buyer.email,
          picture: '/a.png',
          education: bad('Acme'),
          location: 'Wichita',
          phone: '+1 316 555 0100',
        },
        buyer,
        v.oneLine(messages.accountPages.companyName),
      ],
      [
        'PUT',
        `/user/${buyer.email}`,
        {
          email: buyer.email,
          picture: '/a.png',
          education: 'Acme',
          location: 'Wichita',
          phone: `+1 316${control}555 0100`,
        },
        buyer,
        v.oneLine(names.phone),
      ],
      [
        'POST',
        '/products',
        { name: bad('bar'), picture: '/a.png', about: 'x', origin: 'USA', total: 1, minimum: 1, price: 1 },
        admin,
        v.oneLine(messages.catalogAdmin.labels.name),
      ],
      [
        'POST',
        '/products',
        { name: 'Bar', picture: '/a.png', about: 'x', origin: 'USA', total: 1, minimum: 1, price: 1, grade: bad('5') },
        admin,
        v.oneLine(messages.productEdit.labels.grade),
      ],
      [
        'POST',
        '/companies',
        { name: bad('Alloys'), billingAddress: '1 Main St' },
        buyer,
        v.oneLine(companies.pages.fields.name),
      ],
      [
        'POST',
        '/quotes',
        { metal: 'titanium', form: 'tube', dimensions: bad('OD 25.4'), quantity: 1 },
        buyer,
        v.oneLine(quotes.dimensions),
      ],
      ['GET', `/products/?q=${encodeURIComponent(bad('tube'))}`, undefined, undefined, v.oneLine(names.search)],
      ['GET', `/purchase-orders?q=${encodeURIComponent(bad('PO'))}`, undefined, buyer, v.oneLine(names.search)],
    ];
    for (const [method, path, body, as, message] of cases) {
      const answer = await call(t, method, path, { as, body });
      expect({ method, path, status: answer.status, body: answer.body }).toEqual({
        method,
        path,
        status: 400,
        body: { message },
      });
    }
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it("refuses a name with a line break in Better Auth's own sign-up and update-user", async () => {
    const signUpAnswer = await fetch(`${t.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: JSON.stringify({ name: 'Eve\r\nPay to: X', email: 'eve@example.com', password: testPassword }),
    });
    expect(signUpAnswer.status).toBe(400);
    expect(await signUpAnswer.json()).toMatchObject({ message: v.oneLine(names.name) });
    const users = await t.app.db.selectFrom('users').select('id').where('email', '=', 'eve@example.com').execute();
    expect(users).toEqual([]);

    const update = await fetch(`${t.url}/api/auth/update-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url, cookie: buyer.cookie },
      body: JSON.stringify({ name: 'Bea\nBuyer' }),
    });
    expect(update.status).toBe(400);
    expect(await update.json()).toMatchObject({ message: v.oneLine(names.name) });
  });

  it('echoes at most 64 characters of a 200 KB SKU in quick order', async () => {
    const sku = `NO-SUCH-${'X'.repeat(200 * 1024)}`;
    const answer = await call(t, 'POST', '/cart/quick-order', { as: buyer, body: { text: `${sku} 2` } });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([{ row: 1, message: messages.cart.unknownSku(sku) }]);
    const message = answer.body.errors[0].message as string;
    expect(message).toBe(`No product has the SKU ${sku.toUpperCase().slice(0, echoMaxLength)}….`);
    expect(JSON.stringify(answer.body).length).toBeLessThan(10_000);
  });
});
