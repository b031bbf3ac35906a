import type { Page } from '@playwright/test';
import type { Cart } from '#shared/cart/cart.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { addressTexts as a } from '#shared/messages/addresses.ts';
import { costTexts } from '#shared/messages/costs.ts';
import { messages } from '#shared/messages.ts';
import { orderCostsUi as t } from '#shared/messages/order-costs-ui.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { centsToDollars, formatUsd } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { demoShipping, demoTax } from '../server/src/db/seed/demo-settings.ts';
import { expect, fetchProducts, newBuyer, signUpViaApi, test } from './fixtures.ts';
import { fetchPurchaseOrder } from './support/purchase-order-helpers.ts';

const c = messages.cart;

/** The demo rod ends, sold by the kilogram (server/src/db/seed/demo-catalog-units.ts): a line's weight is its quantity. */
const rodEndsSku = 'TI-GR2-RODENDS-KG';
const kg = 10;

/*
 * What 10 kg to Pittsburgh costs, from the demo store's settings (server/src/db/seed/demo-settings.ts)
 * by PRODUCT.md §16's rules, in cents: freight is the first rate of the ship-to's zone (a region
 * match wins) whose upToKg holds the weight; the PA registration's rate taxes the goods and, as
 * the store taxes freight, the freight too, each rounded half up on its own.
 */
const paTax = demoTax.registrations.find((registration) => registration.region === 'US-PA')!;
const paZone = demoShipping.zones.find((zone) => zone.regions?.includes('US-PA'))!;
const freightCents = Math.round(paZone.rates.find((rate) => rate.upToKg >= kg)!.price * 100);
const taxCents = (cents: number) => Math.round((cents * paTax.rate) / 100);

function expected(goodsCents: number, incoterm: 'DAP' | 'EXW') {
  const freight = incoterm === 'EXW' ? 0 : freightCents;
  const tax = taxCents(goodsCents) + (demoTax.freightTaxable ? taxCents(freight) : 0);
  return {
    freight: formatUsd(centsToDollars(freight)),
    tax: formatUsd(centsToDollars(tax)),
    total: formatUsd(centsToDollars(goodsCents + freight + tax)),
    totalDollars: centsToDollars(goodsCents + freight + tax),
  };
}

async function demoProduct(page: Page, sku: string): Promise<Product> {
  const [product] = (await fetchProducts(page, { q: sku })).filter((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`the demo catalog has no ${sku}`);
  return product;
}

/** The value cell of the breakdown's row headed `label`. */
const costOf = (page: Page, label: string) =>
  page.getByRole('table', { name: t.caption }).getByRole('row', { name: label }).getByRole('cell');

test('the checkout quotes PA tax and freight, EXW drops the freight, and the order page keeps the total', async ({
  page,
  axe,
}) => {
  test.slow();
  const product = await demoProduct(page, rodEndsSku);
  await signUpViaApi(page, newBuyer());
  await page.goto(paths.product(product._id));
  await page.getByLabel(unitPages.quantityIn('kg'), { exact: true }).fill(String(kg));
  await page.getByRole('button', { name: c.addToCart, exact: true }).click();
  await expect(page.getByText(c.added(product.name))).toBeVisible();
  // The goods are the cart's (priced by the catalog's rules); freight and tax are what is tested here.
  const cart = (await (await page.request.get('/cart')).json()) as Cart;
  const goodsCents = Math.round(cart.total * 100);
  expect(cart.lines).toMatchObject([{ sku: rodEndsSku, quantity: kg, weightKg: kg }]);

  await page.goto(paths.checkout);
  await page.getByRole('radio', { name: a.byField }).check();
  await page.getByLabel(a.fields.line1, { exact: true }).fill('600 Grant Street');
  await page.getByLabel(a.fields.postalCode, { exact: true }).fill('15219');
  await page.getByLabel(a.fields.city, { exact: true }).fill('Pittsburgh');
  await page.getByLabel(a.fields.country, { exact: true }).selectOption('US');
  await page.getByLabel(a.fields.region, { exact: true }).selectOption('US-PA');
  await page.getByLabel(c.phone, { exact: true }).fill('+1 412 555 0199');

  // The store's default Incoterm for a domestic order, at the ship-to's city.
  const dap = expected(goodsCents, 'DAP');
  await expect(costOf(page, t.taxLine(paTax.label, paTax.rate))).toContainText(dap.tax);
  await expect(costOf(page, t.freight)).toContainText(dap.freight);
  await expect(costOf(page, t.goods)).toContainText(formatUsd(centsToDollars(goodsCents)));
  await expect(page.getByTestId('cost-total')).toHaveText(dap.total);
  await expect(costOf(page, t.weight)).toContainText(`${kg} kg`);
  await expect(costOf(page, t.incoterm)).toHaveText('DAP Pittsburgh');
  await expect(page.getByLabel(t.incoterm, { exact: true })).toHaveValue(demoShipping.incoterms.default);
  await expect(page.getByLabel(t.carrierAccount)).toHaveCount(0);
  expect(await axe()).toEqual([]);

  // EXW: the buyer's carrier collects at the store's dock; no freight, and no tax on it.
  await page.getByLabel(t.incoterm, { exact: true }).selectOption('EXW');
  const exw = expected(goodsCents, 'EXW');
  await expect(costOf(page, t.freight)).toContainText(exw.freight);
  await expect(costOf(page, t.freight)).toContainText(t.collectedByCarrier);
  await expect(page.getByTestId('cost-total')).toHaveText(exw.total);
  await expect(costOf(page, t.taxLine(paTax.label, paTax.rate))).toContainText(exw.tax);
  await expect(costOf(page, t.incoterm)).toHaveText(`EXW ${demoShipping.origin.city}`);
  await page.getByLabel(t.carrierAccount).fill('UPS 8X47R2');
  expect(await axe()).toEqual([]);

  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
  const id = decodeURIComponent(page.url().split('/').at(-2)!);
  const order = await fetchPurchaseOrder(page, id);
  expect(order).toMatchObject({
    incoterm: 'EXW',
    incotermPlace: demoShipping.origin.city,
    carrierAccount: 'UPS 8X47R2',
    freight: 0,
    total: exw.totalDollars,
  });

  await page.goto(paths.purchaseOrder(id));
  await expect(page.getByTestId('cost-total')).toHaveText(exw.total);
  await expect(costOf(page, t.taxLine(paTax.label, paTax.rate))).toContainText(exw.tax);
  await expect(costOf(page, t.incoterm)).toHaveText(`EXW ${demoShipping.origin.city}`);
  await expect(costOf(page, t.carrierAccountFact)).toHaveText('UPS 8X47R2');
  await expect(page.getByTestId('freight-pending-note')).toHaveCount(0);
  expect(await axe()).toEqual([]);

  // The cart estimates the next order to the address this checkout saved, on the default terms.
  await page.goto(paths.product(product._id));
  await page.getByLabel(unitPages.quantityIn('kg'), { exact: true }).fill(String(kg));
  await page.getByRole('button', { name: c.addToCart, exact: true }).click();
  await expect(page.getByText(c.added(product.name))).toBeVisible();
  await page.goto(paths.cart);
  await expect(page.getByRole('region', { name: t.estimateHeading })).toBeVisible();
  await expect(costOf(page, t.taxLine(paTax.label, paTax.rate))).toContainText(dap.tax);
  await expect(costOf(page, t.freight)).toContainText(dap.freight);
  await expect(page.getByTestId('cost-total')).toHaveText(dap.total);
  expect(await axe()).toEqual([]);
});

test('freight to a zone the store quotes by hand reads "To be quoted" with the reason, and the order page says when to pay', async ({
  page,
  axe,
}) => {
  test.slow();
  const product = await demoProduct(page, rodEndsSku);
  await signUpViaApi(page, newBuyer());
  expect((await page.request.put(`/cart/lines/${product._id}`, { data: { quantity: 2 } })).status()).toBe(200);
  const quoted = demoShipping.zones.find((zone) => zone.freightQuoted && zone.countries.includes('AU'))!;

  await page.goto(paths.checkout);
  await page.getByRole('radio', { name: a.byField }).check();
  await page.getByLabel(a.fields.line1, { exact: true }).fill('1 Macquarie Street');
  await page.getByLabel(a.fields.city, { exact: true }).fill('Sydney');
  await page.getByLabel(a.fields.country, { exact: true }).selectOption('AU');
  await page.getByLabel(c.phone, { exact: true }).fill('+61 2 5550 1234');
  await expect(costOf(page, t.freight)).toContainText(t.toBeQuoted);
  await expect(costOf(page, t.freight)).toContainText(costTexts.freightPending.zoneQuoted(quoted.name));
  // Outside the home country without a registration: zero-rated, and the note says so.
  await expect(costOf(page, t.tax)).toContainText(costTexts.taxNotes.export);

  // An export-only term, then a domestic ship-to: the server's 400 says which terms it may be.
  const incoterm = page.getByLabel(t.incoterm, { exact: true });
  await incoterm.selectOption('CPT');
  await expect(costOf(page, t.incoterm)).toHaveText('CPT Sydney');
  await page.getByLabel(a.fields.country, { exact: true }).selectOption('US');
  const refusal = page.getByRole('alert').filter({ hasText: t.quoteFailed });
  await expect(refusal).toContainText(
    costTexts.incotermNotOffered('CPT', 'domestic', demoShipping.incoterms.domestic.join(', ')),
  );
  await page.getByLabel(a.fields.country, { exact: true }).selectOption('AU');
  await expect(refusal).toHaveCount(0);
  await expect(costOf(page, t.incoterm)).toHaveText('CPT Sydney');

  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+(\/pay)?$/);
  const id = decodeURIComponent(page.url().split('/purchase-orders/')[1]!.split('/')[0]!);
  const order = await fetchPurchaseOrder(page, id);
  expect(order).toMatchObject({ freightStatus: 'pending', freight: null, incoterm: 'CPT' });
  await page.goto(paths.purchaseOrder(id));
  await expect(page.getByTestId('freight-pending-note')).toHaveText(t.freightPendingNote);
  await expect(costOf(page, t.freight)).toHaveText(t.toBeQuoted);
  await expect(costOf(page, t.incoterm)).toHaveText('CPT Sydney');
  expect(await axe()).toEqual([]);
});
