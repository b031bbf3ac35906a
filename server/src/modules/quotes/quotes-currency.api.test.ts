import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { userIdOf } from '../orders/purchase-orders.test-helpers.ts';

const request = {
  metal: 'titanium',
  form: 'tube',
  grade: 'Ti-6Al-4V ELI, ASTM F136',
  dimensions: 'OD 25.4 × wall 1.65 × 1250 mm',
  quantity: 40,
  notes: 'Cut lengths, deburred',
};
const shipTo = { address: '7 Mill Lane, Albany OR 97321', phone: '+1 541 555 0142' };
const validUntil = '2099-12-31';

/*
 * Quotes are answered in the buyer's currency (PRODUCT.md §17, ADR 031): the currency is the
 * buyer's when they ask, the store's unit price is in it (whole yen for a yen quote), the answer
 * and the mail say it, and a quote is not accepted into an order of another currency.
 */
describe.each(testDatabaseKinds)('quotes in the buyer’s currency on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  const buyerIn = async (email: string, currency: string | null) => {
    const buyer = await signUp(t, email, 'Bea Buyer');
    await chooseCurrency(email, currency);
    return buyer;
  };
  /** The buyer's choice in the navbar, as the profile keeps it. */
  const chooseCurrency = async (email: string, currency: string | null) => {
    const userId = await userIdOf(t, email);
    await t.app.db
      .insertInto('profiles')
      .values({
        user_id: userId,
        education: '',
        location: '',
        phone: '',
        currency,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ currency }))
      .execute();
  };
  const ask = async (as: SignedIn) => {
    const asked = await call(t, 'POST', '/quotes', { as, body: request });
    expect(asked.status).toBe(201);
    return asked.body as Quote;
  };
  const answer = (id: string, unitPrice: number) =>
    call(t, 'POST', `/quotes/${id}/answer`, { as: admin, body: { unitPrice, leadTimeDays: 21, validUntil } });
  const lastMail = async (email: string) => {
    await t.app.outbox.drain();
    return mailsTo(t.database.dataDir, email).at(-1) ?? '';
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      QUOTE_REQUESTS_PER_HOUR: '100000',
      OPEN_QUOTES_MAX: '100000',
    });
    admin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
    const put = await call(t, 'PUT', '/settings/currencies', {
      as: admin,
      body: {
        base: 'USD',
        offered: ['USD', 'EUR', 'JPY'],
        rates: [
          { currency: 'EUR', perBase: 0.92, asOf: new Date().toISOString().slice(0, 10) },
          { currency: 'JPY', perBase: 151.37, asOf: new Date().toISOString().slice(0, 10) },
        ],
      },
    });
    expect(put.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('is in US dollars for a buyer who chose nothing, as before currencies', async () => {
    const quote = await ask(await buyerIn('usd@example.com', null));
    expect(quote.currency).toBe('USD');
    const answered = await answer(quote._id, 61.35);
    expect(answered.body).toMatchObject({ unitPrice: 61.35, currency: 'USD' });
    const mail = await lastMail('usd@example.com');
    expect(mail).toContain('$61.35');
    expect(mail).toContain('$2,454.00');
  });

  it('is asked, answered and mailed in euros for a buyer who orders in euros', async () => {
    const quote = await ask(await buyerIn('eur@example.com', 'EUR'));
    expect(quote).toMatchObject({ currency: 'EUR', unitPrice: null });
    const answered = await answer(quote._id, 56.45);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'quoted', unitPrice: 56.45, currency: 'EUR' });
    const mail = await lastMail('eur@example.com');
    // 40 × €56.45 = €2,258.00.
    expect(mail).toContain('€56.45');
    expect(mail).toContain('€2,258.00');
    expect(mail).not.toContain('$');
  });

  it('takes a yen price in whole yen only, and mails it without decimals', async () => {
    const quote = await ask(await buyerIn('jpy@example.com', 'JPY'));
    expect(quote.currency).toBe('JPY');
    expect(await answer(quote._id, 9280.5)).toMatchObject({
      status: 400,
      body: { message: orderCurrency.tooManyDecimals(orderCurrency.labels.unitPrice, 'JPY', 0) },
    });
    const answered = await answer(quote._id, 9280);
    expect(answered.body).toMatchObject({ unitPrice: 9280, currency: 'JPY' });
    // Stored as 9280 yen, not 928,000 "cents".
    const row = await t.app.db
      .selectFrom('quotes')
      .select('unit_price_cents')
      .where('id', '=', quote._id)
      .executeTakeFirstOrThrow();
    expect(Number(row.unit_price_cents)).toBe(9280);
    const mail = await lastMail('jpy@example.com');
    // 40 × ¥9,280 = ¥371,200.
    expect(mail).toContain('¥9,280');
    expect(mail).toContain('¥371,200');
    expect(mail).not.toContain('¥9,280.00');
  });

  it('becomes an order in the currency it was answered in, though the buyer has switched since', async () => {
    const buyer = await buyerIn('switch@example.com', 'EUR');
    const quote = await ask(buyer);
    expect((await answer(quote._id, 56.45)).status).toBe(200);
    await chooseCurrency('switch@example.com', 'USD');
    // The agreed price stands in the currency it was agreed in (ADR 031): 40 × €56.45 = €2,258.00.
    const accepted = await call(t, 'POST', `/quotes/${quote._id}/accept`, { as: buyer, body: { shipTo } });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ currency: 'EUR', goodsTotal: 2258 });
    expect(accepted.body.lines[0]).toMatchObject({ quoteId: quote._id, quantity: 40, unitPrice: 56.45 });
  });
});
