import type { Page } from '@playwright/test';
import type { Product } from '#shared/catalog/product.schema.ts';
import { currencyChooser } from '#shared/messages/currency-chooser.ts';
import { fixedPriceTexts } from '#shared/messages/currencies.ts';
import { messages } from '#shared/messages.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { expect, fetchProducts, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';

/*
 * The buyer's currency in the browser (PRODUCT.md §17), on the store with the demo's settings
 * (USD base; EUR 0.92, GBP 0.79, JPY 151.4 per dollar). Expected prices are the catalog API's
 * own answers in that currency, which catalog-currency.api.test.ts works out by hand.
 */

const m = messages.cart;
const chooser = (page: Page) =>
  page.getByRole('navigation', { name: messages.ui.mainNav }).getByRole('combobox', { name: currencyChooser.label });
const cartRow = (page: Page, product: Product) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${product.name}`) }) });

/** The first product of the products page (its default order) that is sold by the piece and in stock, in `currency`. */
async function firstPieceProduct(page: Page, currency?: string): Promise<Product> {
  const products = await fetchProducts(page, { limit: 24, ...(currency && { currency }) });
  const product = products.find((p) => (p.unit ?? 'pcs') === 'pcs' && p.total >= p.minimum && !p.cutToLength);
  if (!product) throw new Error('the demo catalog has no product by the piece on its first page');
  return product;
}

test('a visitor with a full cart picks euros in the navbar: the cart, the catalog and the product page show euros, and a reload keeps them', async ({
  page,
  axe,
}) => {
  const inDollars = await firstPieceProduct(page);
  const inEuros = await firstPieceProduct(page, 'EUR');
  expect(inEuros._id).toBe(inDollars._id);
  const total = (product: Product) => Math.round(product.price * product.minimum * 100) / 100;

  // A cart in dollars first.
  await page.goto(paths.product(inDollars._id));
  await expect(chooser(page)).toHaveValue('USD');
  await page.getByRole('button', { name: m.addToCart, exact: true }).click();
  await expect(page.getByText(m.added(inDollars.name))).toBeVisible();
  await page.goto(paths.cart);
  await expect(cartRow(page, inDollars)).toContainText(formatMoney(total(inDollars), 'USD'));

  // Euros chosen on the cart page: the visitor's cart is priced in them at once.
  await chooser(page).selectOption('EUR');
  await expect(cartRow(page, inEuros)).toContainText(formatMoney(total(inEuros), 'EUR'));
  await expect(page.getByText(`${m.total}:`)).toContainText(formatMoney(total(inEuros), 'EUR'));
  expect(await axe()).toEqual([]);

  await page.goto(paths.products);
  const card = page.getByRole('article').filter({ hasText: inEuros.name }).first();
  await expect(card).toContainText(formatMoney(inEuros.price, 'EUR'));
  await expect(card).not.toContainText('$');
  expect(await axe()).toEqual([]);

  // Kept in a cookie: the server renders the next page in euros too.
  await page.reload();
  await expect(chooser(page)).toHaveValue('EUR');
  await expect(card).toContainText(formatMoney(inEuros.price, 'EUR'));
  await page.goto(paths.product(inEuros._id));
  const breaks = page.getByRole('table', { name: messages.productPage.priceBreaksCaption });
  await expect(breaks).toContainText(formatMoney(inEuros.price, 'EUR'));
});

test('a buyer who switches to yen sees the cart repriced, accepts it in whole yen, and checks out in yen', async ({
  page,
}) => {
  await signUpViaApi(page, newBuyer());
  const inDollars = await firstPieceProduct(page);
  await page.goto(paths.product(inDollars._id));
  await page.getByRole('button', { name: m.addToCart, exact: true }).click();
  await expect(page.getByText(m.added(inDollars.name))).toBeVisible();

  await page.goto(paths.cart);
  await chooser(page).selectOption('JPY');
  const inYen = await firstPieceProduct(page, 'JPY');
  // The line was seen in dollars: it is repriced in yen until the buyer accepts.
  const problem = page.getByText(m.repriced(formatMoney(inDollars.price, 'USD'), formatMoney(inYen.price, 'JPY')));
  await expect(problem).toBeVisible();
  await expect(page.getByRole('link', { name: m.checkout })).toHaveCount(0);
  await cartRow(page, inYen).getByRole('button', { name: m.acceptPrice }).click();
  await expect(problem).toHaveCount(0);
  const total = formatMoney(inYen.price * inYen.minimum, 'JPY');
  expect(total).not.toContain('.');
  await expect(cartRow(page, inYen)).toContainText(total);

  await page.getByRole('link', { name: m.checkout }).click();
  await expect(page).toHaveURL(paths.checkout);
  await expect(page.getByRole('main')).toContainText(total);
});

test("a company member sees the company's currency, set by the store, and cannot change it", async ({
  page,
  request,
  axe,
}) => {
  const token = await signUpViaApi(page, newBuyer({ name: 'Harriet Sheffield' }));
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
  const created = await page.request.post('/companies', {
    headers: bearer(token),
    data: { name: `Sheffield Forge ${Date.now()}`, billingAddress: '1 Forge Lane, Sheffield S1 2AB' },
  });
  expect(created.status()).toBe(201);
  const { _id: companyId } = (await created.json()) as { _id: string };
  const adminToken = await signInAsAdmin(request);
  const set = await request.patch(`/companies/${encodeURIComponent(companyId)}`, {
    headers: bearer(adminToken),
    data: { currency: 'GBP' },
  });
  expect(set.status()).toBe(200);

  // The server answers the member the company's currency (with the page's own session).
  const answer = await page.request.get('/currency', { headers: bearer(token) });
  expect(await answer.json()).toMatchObject({ currency: 'GBP', source: 'company' });

  await page.goto(paths.products);
  await expect(chooser(page)).toHaveValue('GBP');
  await expect(chooser(page)).toBeDisabled();
  await expect(chooser(page)).toHaveAccessibleDescription(currencyChooser.setForCompany('GBP'));
  const inPounds = await firstPieceProduct(page, 'GBP');
  await expect(page.getByRole('article').filter({ hasText: inPounds.name }).first()).toContainText(
    formatMoney(inPounds.price, 'GBP'),
  );
  expect(await axe()).toEqual([]);
});

test('an admin gives a product a fixed euro price and breaks on the edit page; the catalog answers it as a list price', async ({
  page,
  request,
  axe,
}) => {
  const adminToken = await signInAsAdmin(request);
  const product = await createProductAsAdmin(request, adminToken);
  await signInAsAdmin(page);
  await page.goto(paths.editProduct(product._id));
  const euroPrice = page.getByLabel(fixedPriceTexts.priceIn('EUR'), { exact: true });
  await expect(euroPrice).toHaveValue('');
  await expect(page.getByLabel(fixedPriceTexts.priceIn('JPY'), { exact: true })).toHaveAttribute('step', '1');
  await euroPrice.fill('11.5');
  await page.getByRole('button', { name: `${messages.productEdit.addBreak} (EUR)` }).click();
  await page.getByLabel(`${messages.productEdit.breakQuantity(1)} (EUR)`, { exact: true }).fill('100');
  await page.getByLabel(`${messages.productEdit.breakPrice(1)} (EUR)`, { exact: true }).fill('10.75');
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: messages.productEdit.save, exact: true }).click();
  await expect(page.getByText(messages.productEdit.saved, { exact: true })).toBeVisible();

  const inEuros = await request.get(`/products/${product._id}?currency=EUR`);
  expect(await inEuros.json()).toMatchObject({
    price: 11.5,
    priceBreaks: [{ minQuantity: 100, price: 10.75 }],
    currency: 'EUR',
    priceSource: 'list',
  });
  // Yen were left empty: still converted from the base price.
  expect(await (await request.get(`/products/${product._id}?currency=JPY`)).json()).toMatchObject({
    priceSource: 'converted',
  });
  // The page opens again with the euro list in its fields.
  await page.reload();
  await expect(euroPrice).toHaveValue('11.5');
});
