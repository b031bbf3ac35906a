import type { APIRequestContext, Page } from '@playwright/test';
import type { Address } from '#shared/addresses/address.schema.ts';
import type { Cart } from '#shared/cart/cart.schema.ts';
import { unitPriceCents } from '#shared/catalog/pricing.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { addressTexts as a } from '#shared/messages/addresses.ts';
import { costTexts } from '#shared/messages/costs.ts';
import { messages } from '#shared/messages.ts';
import { orderCostsUi as t } from '#shared/messages/order-costs-ui.ts';
import { centsToDollars, formatUsd, orderTotalCents } from '#shared/money.ts';
import type { CheckoutQuote } from '#shared/orders/checkout-quote.schema.ts';
import { paths } from '#shared/routes.ts';
import { demoShipping, demoTax } from '../server/src/db/seed/demo-settings.ts';
import { expect, fetchProducts, newBuyer, signInAsAdmin, signUpViaApi, test, verifyEmailViaApi } from './fixtures.ts';
import { fetchPurchaseOrder } from './support/purchase-order-helpers.ts';

/*
 * PRODUCT.md §16's tax rules 1 and 2 through the real checkout, for a company's buyer: a German
 * company with a verified VAT ID is reverse charged on a shipment to Germany; a Pennsylvania
 * company with an approved resale certificate pays no PA sales tax, which a buyer on their own
 * pays to the same address. The store is the demo's (server/src/db/seed/demo-settings.ts).
 */

const c = messages.cart;

/**
 * The demo's molybdenum tube: sold by the piece, 500 mm long (a parcel takes 2,400 mm), with no
 * price breaks, so ten pieces are the list price × 10 and weigh ten pieces' weight.
 */
const sku = 'MO-PURE-TUBE-SEAM';
const pieces = 10;

const euVat = demoTax.registrations.find((registration) => registration.country === 'NL')!;
const paTax = demoTax.registrations.find((registration) => registration.region === 'US-PA')!;
const euZone = demoShipping.zones.find((zone) => zone.countries.includes('DE') && !zone.freightQuoted)!;
const paZone = demoShipping.zones.find((zone) => zone.regions?.includes('US-PA'))!;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const usd = (cents: number) => formatUsd(centsToDollars(cents));
/** A line's tax at `rate` percent, rounded half up to the cent (§16: per line, the freight one more). */
const taxCents = (cents: number, rate: number) => Math.round((cents * rate) / 100);

/** A small file the server judges a PDF by its bytes (as e2e/tax-exemptions.spec.ts uploads). */
const pdf = Buffer.from('%PDF-1.7\n% resale certificate\n1 0 obj <<>> endobj\n%%EOF\n');

const stuttgart: Address = {
  name: 'Jana Becker',
  company: 'Schwabenmetall GmbH',
  line1: 'Königstraße 28',
  postalCode: '70173',
  city: 'Stuttgart',
  region: 'DE-BW',
  country: 'DE',
  phone: '+49 711 555 0142',
};
const pittsburgh: Address = {
  name: 'Dana Morgan',
  company: 'Allegheny Fabrication',
  line1: '600 Grant Street',
  postalCode: '15219',
  city: 'Pittsburgh',
  region: 'US-PA',
  country: 'US',
  phone: '+1 412 555 0199',
};

/** The tube as GET /products/{id} answers it, and what ten pieces cost and weigh. */
async function theOrderedGoods(client: APIRequestContext) {
  const [found] = (await fetchProducts(client, { q: sku })).filter((candidate) => candidate.sku === sku);
  if (!found) throw new Error(`the demo catalog has no ${sku}`);
  const answer = await client.get(`/products/${encodeURIComponent(found._id)}`);
  expect(answer.status()).toBe(200);
  const product = (await answer.json()) as Product;
  // What makes it ship as a parcel at a list rate (otherwise the freight would be quoted later).
  expect(product.unit).toBe('pcs');
  expect(product.weightKg).not.toBeNull();
  expect(product.dimensions.length).toBeLessThanOrEqual(demoShipping.parcel.maxPieceLengthMm);
  const weightKg = product.weightKg! * pieces;
  expect(weightKg).toBeLessThanOrEqual(demoShipping.parcel.maxWeightKg);
  return { product, goodsCents: orderTotalCents(unitPriceCents(product, pieces), pieces), weightKg };
}

/** The price of the first rate of `zone` that takes `kg`, in cents. */
function freightCents(zone: (typeof demoShipping.zones)[number], kg: number): number {
  const rate = zone.rates.find((candidate) => candidate.upToKg >= kg);
  if (!rate) throw new Error(`${kg} kg is past ${zone.name}'s last rate`);
  return Math.round(rate.price * 100);
}

/**
 * Puts the ten pieces in the signed-in buyer's cart; answers the cart's shipping weight (the
 * server's: each line's whole grams), which is the product's piece weight × 10 to the gram.
 */
async function fillCart(client: APIRequestContext, product: Product, weightKg: number): Promise<number> {
  const put = await client.put(`/cart/lines/${encodeURIComponent(product._id)}`, { data: { quantity: pieces } });
  expect(put.status()).toBe(200);
  const cart = (await (await client.get('/cart')).json()) as Cart;
  expect(cart.lines).toMatchObject([{ sku, quantity: pieces }]);
  expect(cart.totalWeightKg).toBeCloseTo(weightKg, 2);
  return cart.totalWeightKg!;
}

/** Checkout's ship-to, field by field, as a buyer types it. */
async function enterShipTo(page: Page, address: Address) {
  await page.getByRole('radio', { name: a.byField }).check();
  await page.getByLabel(a.fields.name, { exact: true }).fill(address.name ?? '');
  // A company member's menu has a navigation named Company too.
  await page.getByRole('textbox', { name: a.fields.company, exact: true }).fill(address.company ?? '');
  await page.getByLabel(a.fields.line1, { exact: true }).fill(address.line1);
  await page.getByLabel(a.fields.postalCode, { exact: true }).fill(address.postalCode ?? '');
  await page.getByLabel(a.fields.city, { exact: true }).fill(address.city);
  await page.getByLabel(a.fields.country, { exact: true }).selectOption(address.country);
  await page.getByLabel(a.fields.region, { exact: true }).selectOption(address.region!);
  await page.getByLabel(c.phone, { exact: true }).fill(address.phone ?? '');
}

/** The value cell of the breakdown's row headed `label`. */
const costOf = (page: Page, label: string) =>
  page.getByRole('table', { name: t.caption }).getByRole('row', { name: label }).getByRole('cell');
/** The breakdown's tax lines ("VAT 21 %"); with nothing taxed there are none, only the Tax row. */
const taxLines = (page: Page) => page.getByTestId('cost-breakdown').locator('[data-testid^="cost-tax-"]');

/**
 * What an untaxed order's breakdown shows: goods, the freight at the zone's rate for the weight,
 * no tax line but a Tax row of $0.00 with the note saying why, and the total of goods and freight.
 */
async function expectUntaxed(page: Page, costs: { goods: number; freight: number; kg: number; note: string }) {
  await expect(costOf(page, t.goods)).toHaveText(usd(costs.goods));
  await expect(costOf(page, t.freight)).toHaveText(usd(costs.freight));
  await expect(page.getByTestId('cost-tax')).toHaveText(usd(0));
  await expect(costOf(page, t.tax)).toContainText(costs.note);
  await expect(taxLines(page)).toHaveCount(0);
  await expect(page.getByTestId('cost-total')).toHaveText(usd(costs.goods + costs.freight));
  await expect(costOf(page, t.weight)).toHaveText(formatKg(costs.kg));
}

/** Places the order from the checkout (card: no terms) and answers its id, from the pay page's address. */
async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
  return decodeURIComponent(page.url().split('/').at(-2)!);
}

test('a German company with a verified VAT ID is reverse charged: freight at the EU rate, no VAT', async ({
  page,
  request,
  axe,
}) => {
  test.slow();
  const { product, goodsCents, weightKg } = await theOrderedGoods(request);
  const freight = freightCents(euZone, weightKg);
  const note = costTexts.taxNotes.reverseCharge;

  // The company admin creates the company and gives its VAT ID; the store verifies it by hand.
  const token = await signUpViaApi(page, newBuyer({ name: 'Jana Becker' }));
  const created = await page.request.post('/companies', {
    headers: bearer(token),
    data: {
      name: `Schwabenmetall ${Date.now()}`,
      billingAddress: {
        line1: 'Königstraße 28',
        postalCode: '70173',
        city: 'Stuttgart',
        region: 'DE-BW',
        country: 'DE',
      },
    },
  });
  expect(created.status()).toBe(201);
  const { _id: companyId } = (await created.json()) as { _id: string };
  const vatId = await page.request.patch('/companies/mine', { headers: bearer(token), data: { vatId: 'DE136695976' } });
  expect(vatId.status()).toBe(200);
  const adminToken = await signInAsAdmin(request);
  const verified = await request.patch(`/companies/${encodeURIComponent(companyId)}`, {
    headers: bearer(adminToken),
    data: { vatIdStatus: 'verified' },
  });
  expect(verified.status()).toBe(200);
  expect(await verified.json()).toMatchObject({ vatId: 'DE136695976', vatIdStatus: 'verified' });

  const kg = await fillCart(page.request, product, weightKg);
  await page.goto(paths.checkout);
  await enterShipTo(page, stuttgart);
  // The store is registered for VAT in the Netherlands: a German business accounts for it itself.
  await expectUntaxed(page, { goods: goodsCents, freight, kg, note });
  await expect(page.getByRole('row', { name: t.taxLine(euVat.label, euVat.rate) })).toHaveCount(0);
  await expect(costOf(page, t.incoterm)).toHaveText(`${demoShipping.incoterms.default} ${stuttgart.city}`);
  expect(await axe()).toEqual([]);

  const id = await placeOrder(page);
  await page.goto(paths.purchaseOrder(id));
  await expectUntaxed(page, { goods: goodsCents, freight, kg, note });
  expect(await axe()).toEqual([]);

  // The API says the same.
  expect(await fetchPurchaseOrder(page, id)).toMatchObject({
    goodsTotal: centsToDollars(goodsCents),
    freight: centsToDollars(freight),
    freightStatus: 'charged',
    taxTotal: 0,
    taxLines: [],
    taxNote: note,
    total: centsToDollars(goodsCents + freight),
    shipTo: { city: 'Stuttgart', region: 'DE-BW', country: 'DE' },
  });
});

test('a Pennsylvania company with an approved resale certificate pays no PA sales tax; a buyer on their own does', async ({
  page,
  request,
  browser,
  axe,
}) => {
  test.slow();
  const { product, goodsCents, weightKg } = await theOrderedGoods(request);
  const freight = freightCents(paZone, weightKg);
  const certificate = `REV-${Date.now().toString().slice(-6)}`;
  const note = costTexts.taxNotes.exempt(certificate);

  // The company admin (verified: uploads need it) uploads the certificate; the store approves it.
  const owner = newBuyer({ name: 'Dana Morgan' });
  const token = await signUpViaApi(page, owner);
  await verifyEmailViaApi(page, owner.email);
  const created = await page.request.post('/companies', {
    headers: bearer(token),
    data: {
      name: `Allegheny Fabrication ${Date.now()}`,
      billingAddress: {
        line1: '1 Liberty Avenue',
        postalCode: '15222',
        city: 'Pittsburgh',
        region: 'US-PA',
        country: 'US',
      },
    },
  });
  expect(created.status()).toBe(201);
  const uploaded = await page.request.post('/companies/mine/tax-exemptions', {
    headers: bearer(token),
    multipart: {
      file: { name: 'pa-resale.pdf', mimeType: 'application/pdf', buffer: pdf },
      region: 'US-PA',
      number: certificate,
      reason: 'resale',
      expiresOn: `${new Date().getUTCFullYear() + 2}-12-31`,
    },
  });
  expect(uploaded.status()).toBe(201);
  const { _id: exemptionId } = (await uploaded.json()) as { _id: string };
  const adminToken = await signInAsAdmin(request);
  const approved = await request.post(`/tax-exemptions/${encodeURIComponent(exemptionId)}/approve`, {
    headers: bearer(adminToken),
  });
  expect(approved.status()).toBe(200);
  expect(await approved.json()).toMatchObject({ number: certificate, status: 'approved' });

  const kg = await fillCart(page.request, product, weightKg);
  await page.goto(paths.checkout);
  await enterShipTo(page, pittsburgh);
  // Exempt: no PA sales tax on the goods, nor on the freight (taxable in PA, at rate 0 here).
  await expectUntaxed(page, { goods: goodsCents, freight, kg, note });
  await expect(page.getByRole('row', { name: t.taxLine(paTax.label, paTax.rate) })).toHaveCount(0);
  expect(await axe()).toEqual([]);

  const id = await placeOrder(page);
  await page.goto(paths.purchaseOrder(id));
  await expectUntaxed(page, { goods: goodsCents, freight, kg, note });
  expect(await fetchPurchaseOrder(page, id)).toMatchObject({
    freight: centsToDollars(freight),
    taxTotal: 0,
    taxLines: [],
    taxNote: note,
    total: centsToDollars(goodsCents + freight),
  });

  // For contrast: a buyer in no company, the same goods to the same address, pays 6 % on both.
  const solo = await browser.newContext();
  try {
    const soloPage = await solo.newPage();
    await signUpViaApi(soloPage, newBuyer());
    await fillCart(soloPage.request, product, weightKg);
    await soloPage.goto(paths.checkout);
    await enterShipTo(soloPage, pittsburgh);
    expect(demoTax.freightTaxable).toBe(true);
    const taxed = taxCents(goodsCents, paTax.rate) + taxCents(freight, paTax.rate);
    await expect(costOf(soloPage, t.taxLine(paTax.label, paTax.rate))).toHaveText(usd(taxed));
    await expect(soloPage.getByTestId('cost-total')).toHaveText(usd(goodsCents + freight + taxed));
    await expect(soloPage.getByText(note)).toHaveCount(0);
    // The quote the page shows is the server's.
    const quote = await soloPage.request.post('/checkout/quote', { data: { shipTo: pittsburgh } });
    expect(quote.status()).toBe(200);
    expect((await quote.json()) as CheckoutQuote).toMatchObject({
      taxLines: [{ label: paTax.label, rate: paTax.rate, amount: centsToDollars(taxed) }],
      taxTotal: centsToDollars(taxed),
      taxNote: null,
    });
  } finally {
    await solo.close();
  }
});
