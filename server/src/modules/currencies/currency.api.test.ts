import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyChooser } from '#shared/messages/currency-chooser.ts';
import { currencyTexts } from '#shared/messages/currencies.ts';
import { call, type SignedIn, signUp, signUpAdmin } from '../../testing/accounts.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/*
 * The navbar's currency chooser (PRODUCT.md §17): GET and PUT /currency for a visitor (the cookie)
 * and a buyer (the profile, which the cart and checkout read), and a company member (the
 * company's, set by the store). Demo rates: EUR 0.92, GBP 0.79, JPY 151.4 per dollar.
 */
describe.each(testDatabaseKinds)('the currency chooser on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let productId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...costTestEnv, ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    const added = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'Chooser Test Plate',
        picture: '/images/products/titanium-tube.svg',
        about: 'A plate priced at $100.00 for the chooser tests.',
        origin: 'USA',
        total: 500,
        minimum: 1,
        price: 100,
        metal: 'titanium',
        form: 'plate',
        sku: 'CUR-CHOOSE-1',
      },
    });
    expect(added.status).toBe(201);
    productId = added.body._id as string;
  });
  afterAll(async () => t?.close());

  const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? '';

  it('answers the base with the offered list to a visitor who chose nothing', async () => {
    const answer = await call(t, 'GET', '/currency');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      currency: 'USD',
      base: 'USD',
      offered: ['USD', 'EUR', 'GBP', 'JPY'],
      source: 'base',
    });
  });

  it("keeps a visitor's choice in a cookie the next read answers, and null goes back to the base", async () => {
    const chosen = await call(t, 'PUT', '/currency', { body: { currency: 'eur' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ currency: 'EUR', source: 'cookie' });
    const setCookie = chosen.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^currency=EUR;/);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = cookieOf(chosen.headers);
    expect((await call(t, 'GET', '/currency', { headers: { cookie } })).body).toMatchObject({
      currency: 'EUR',
      source: 'cookie',
    });
    const back = await call(t, 'PUT', '/currency', { body: { currency: null }, headers: { cookie } });
    expect(back.body).toMatchObject({ currency: 'USD', source: 'base' });
    expect(back.headers.get('set-cookie')).toMatch(/^currency=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('refuses a currency the store does not offer, or no currency at all, with 400 and sets nothing', async () => {
    for (const currency of ['CHF', 'XYZ', '']) {
      const refused = await call(t, 'PUT', '/currency', { body: { currency } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(currencyTexts.notOffered(currency));
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    const malformed = await call(t, 'PUT', '/currency', { body: { currency: 42 } });
    expect(malformed.status).toBe(400);
  });

  it('keeps a buyer’s choice on the profile, so the cart is priced in it: $100 × 0.92 = €92.00 a plate', async () => {
    const buyer = await signUp(t, 'chooser@example.com', 'Chris Chooser');
    const put = await call(t, 'PUT', `/cart/lines/${productId}`, { as: buyer, body: { quantity: 2 } });
    expect(put.body).toMatchObject({ currency: 'USD', total: 200 });
    const chosen = await call(t, 'PUT', '/currency', { as: buyer, body: { currency: 'EUR' } });
    expect(chosen.body).toMatchObject({ currency: 'EUR', source: 'profile' });
    // Without the cookie too: the profile keeps it.
    expect((await call(t, 'GET', '/currency', { as: buyer })).body).toMatchObject({
      currency: 'EUR',
      source: 'profile',
    });
    const cart = await call(t, 'GET', '/cart', { as: buyer });
    expect(cart.body.currency).toBe('EUR');
    // The line seen in dollars is repriced: accepting it prices it in euros.
    expect(cart.body.lines[0]).toMatchObject({ unitPrice: 92, priceWhenAddedCurrency: 'USD' });
    const accepted = await call(t, 'PUT', `/cart/lines/${productId}`, { as: buyer, body: { quantity: 2 } });
    expect(accepted.body).toMatchObject({ currency: 'EUR', total: 184, ready: true });
  });

  it('carries a visitor’s choice into an account that has none, and not over one that has', async () => {
    const fresh = await signUp(t, 'carried@example.com', 'Carrie Carried');
    const withCookie = { ...fresh.headers, cookie: 'currency=JPY' };
    const read = await call(t, 'GET', '/currency', { headers: withCookie });
    expect(read.body).toMatchObject({ currency: 'JPY', source: 'profile' });
    // Saved: the cart reads it without the cookie.
    expect((await call(t, 'GET', '/cart', { as: fresh })).body.currency).toBe('JPY');
    // A buyer who chose GBP keeps GBP whatever an old cookie says.
    await call(t, 'PUT', '/currency', { as: fresh, body: { currency: 'GBP' } });
    expect((await call(t, 'GET', '/currency', { headers: withCookie })).body).toMatchObject({ currency: 'GBP' });
  });

  it("answers a company member their company's currency and refuses their choice with 409", async () => {
    const boss = await signUp(t, 'boss@company.example', 'Bea Boss');
    const created = await call(t, 'POST', '/companies', {
      as: boss,
      body: { name: 'Chooser Metals Ltd', billingAddress: '1 Forge Lane, Sheffield' },
    });
    expect(created.status).toBe(201);
    const set = await call(t, 'PATCH', `/companies/${created.body._id}`, { as: admin, body: { currency: 'GBP' } });
    expect(set.status).toBe(200);
    expect((await call(t, 'GET', '/currency', { as: boss })).body).toMatchObject({
      currency: 'GBP',
      source: 'company',
    });
    const refused = await call(t, 'PUT', '/currency', { as: boss, body: { currency: 'EUR' } });
    expect(refused).toMatchObject({ status: 409, body: { message: currencyChooser.companyDecides('GBP') } });
    expect((await call(t, 'GET', '/currency', { as: boss })).body).toMatchObject({ currency: 'GBP' });
  });
});
