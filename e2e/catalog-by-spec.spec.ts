import type { APIRequestContext, Page } from '@playwright/test';
import { lineTotalCents, unitPriceCents } from '#shared/catalog/pricing.ts';
import type { Product, ProductInput } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { centsToDollars, formatUsd } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { expect, fetchProducts, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { productCards, productNames } from './support/locators.ts';

const c = messages.catalog;
const p = messages.productPage;
const e = messages.productEdit;
const usd = (cents: number) => formatUsd(centsToDollars(cents));

/** A product with the whole specification of docs/product/catalog.md, named so that a search finds only it. */
function specProduct(): ProductInput {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Spec bar E2E ${tag}`,
    picture: '/images/products/titanium-bar.svg',
    about: 'Titanium Grade 5 bar for the catalog-by-specification suite.',
    origin: 'Germany',
    total: 2000,
    minimum: 20,
    price: 12.5,
    metal: 'titanium',
    form: 'bar',
    sku: `E2E-${tag}`.slice(0, 40),
    grade: 'Grade 5',
    standard: 'ASTM B348',
    condition: 'Annealed',
    certificate: 'EN 10204 3.1',
    dimensions: { diameter: 10, length: 1000 },
    increment: 10,
    maximum: 1000,
    priceBreaks: [
      { minQuantity: 100, price: 11 },
      { minQuantity: 500, price: 9.75 },
    ],
    leadTimeDays: 3,
  };
}

async function createProduct(request: APIRequestContext, token: string, input: ProductInput): Promise<Product> {
  const response = await request.post('/products', { data: input, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

const quantityField = (page: Page) => page.getByLabel(p.quantity, { exact: true });
const liveUnitPrice = (page: Page) => page.getByTestId('live-unit-price');
const liveTotal = (page: Page) => page.getByTestId('live-total');
const specRow = (page: Page, label: string) =>
  page
    .getByRole('table', { name: p.specCaption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

test.describe('product page /product/{id} (docs/product/catalog.md)', () => {
  test('a card name opens it; unit price and total follow the typed quantity', async ({ page, request, axe }) => {
    const [first] = await fetchProducts(request, { limit: 1 });
    await page.goto(paths.products);
    await productCards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === paths.product(first!._id));
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(first!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(specRow(page, p.origin)).toContainText(first!.origin);

    // Expected figures from the shared pricing rules, whatever breaks the demo product has.
    const step = Math.max(1, first!.increment);
    const start = Math.ceil(first!.minimum / step) * step;
    const more = start + step * 3;
    await expect(quantityField(page)).toHaveValue(String(start));
    await expect(liveTotal(page)).toHaveText(usd(lineTotalCents(first!, start)));
    await quantityField(page).fill(String(more));
    await expect(liveUnitPrice(page)).toHaveText(usd(unitPriceCents(first!, more)));
    await expect(liveTotal(page)).toHaveText(usd(lineTotalCents(first!, more)));
    expect(await axe()).toEqual([]);
  });

  test('a card picture links to it too', async ({ page, request }) => {
    const [first] = await fetchProducts(request, { limit: 1 });
    await page.goto(paths.products);
    const picture = productCards(page)
      .first()
      .getByRole('link')
      .filter({ has: page.getByRole('img') });
    await expect(picture).toHaveAttribute('href', paths.product(first!._id));
  });

  test("opened directly, it carries the server's head tags, which go when the buyer moves on", async ({
    page,
    request,
  }) => {
    const [first] = await fetchProducts(request, { limit: 1 });
    await page.goto(paths.product(first!._id));
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    const canonical = page.locator('head link[rel="canonical"]');
    const jsonLd = page.locator('head script[type="application/ld+json"]');
    await expect(canonical).toHaveAttribute('href', new RegExp(`${paths.product(first!._id)}$`));
    await expect(jsonLd).toHaveCount(1);
    // One title and one description, hydrated or not (issue 27: the page and the server each wrote one).
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('title')).toHaveCount(1);
    await page.getByRole('link', { name: p.backToProducts }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.products);
    await expect(canonical).toHaveCount(0);
    await expect(jsonLd).toHaveCount(0);
    await expect(page).not.toHaveTitle(new RegExp(first!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('an unknown product shows a clean not-found page', async ({ page }) => {
    await page.goto(paths.product('999999999'));
    await expect(page.getByRole('heading', { level: 1, name: messages.errors.productNotFound })).toBeVisible();
    await expect(page.getByRole('link', { name: p.backToProducts })).toBeVisible();
  });

  test('shows the specification table and price breaks; the quantity rules speak as the buyer types', async ({
    page,
    axe,
  }) => {
    const token = await signInAsAdmin(page);
    const input = specProduct();
    const product = await createProduct(page.request, token, input);
    await page.goto(`${paths.products}?q=${encodeURIComponent(input.name)}`);
    await productNames(page).first().getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === paths.product(product._id));

    await expect(specRow(page, p.sku)).toContainText(input.sku!);
    await expect(specRow(page, p.grade)).toContainText('Grade 5');
    await expect(specRow(page, p.standard)).toContainText('ASTM B348');
    await expect(specRow(page, p.dimensions)).toContainText('Diameter 10 mm × Length 1000 mm');
    await expect(specRow(page, p.condition)).toContainText('Annealed');
    await expect(specRow(page, p.certificate)).toContainText('EN 10204 3.1');
    await expect(page.getByText(p.leadTime(3), { exact: true })).toBeVisible();

    // List price first, then the breaks ascending.
    const breaks = page.getByRole('table', { name: p.priceBreaksCaption }).getByRole('row');
    await expect(breaks).toHaveText([/Quantity/, /20\+ pcs\s*\$12\.50/, /100\+ pcs\s*\$11\.00/, /500\+ pcs\s*\$9\.75/]);

    await expect(liveUnitPrice(page)).toHaveText('$12.50');
    await expect(liveTotal(page)).toHaveText('$250.00');
    await quantityField(page).fill('100');
    await expect(liveUnitPrice(page)).toHaveText('$11.00');
    await expect(liveTotal(page)).toHaveText('$1,100.00');
    await quantityField(page).fill('105');
    await expect(page.getByText(messages.purchase.notMultiple(10), { exact: true })).toBeVisible();
    await quantityField(page).fill('1010');
    await expect(page.getByText(messages.purchase.aboveMaximum(1000), { exact: true })).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});

// Molybdenum: no other spec adds or edits molybdenum products while these compare the page with the API.
test.describe('products page filters, sort and views (docs/product/catalog.md)', () => {
  test('metal, in stock, size and sort go to the URL, narrow the list, and survive a reload', async ({
    page,
    request,
    axe,
  }) => {
    const expected = await fetchProducts(request, {
      metal: 'molybdenum',
      inStock: 'true',
      sort: 'price-asc',
      limit: 24,
    });
    await page.goto(paths.products);
    await page.getByLabel(c.metal, { exact: true }).selectOption({ label: 'Molybdenum' });
    await page.getByLabel(c.inStockOnly, { exact: true }).check();
    await page.getByLabel(c.sort, { exact: true }).selectOption({ label: c.sortLabels['price-asc'] });
    await expect(page).toHaveURL(/metal=molybdenum/);
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(productNames(page)).toHaveText(expected.map((product) => product.name));

    await page.reload();
    await expect(page.getByLabel(c.metal, { exact: true })).toHaveValue('molybdenum');
    await expect(page.getByLabel(c.inStockOnly, { exact: true })).toBeChecked();
    await expect(page.getByLabel(c.sort, { exact: true })).toHaveValue('price-asc');
    await expect(productNames(page)).toHaveText(expected.map((product) => product.name));
    expect(await axe()).toEqual([]);

    await page.getByLabel(c.sizeMin, { exact: true }).fill('1');
    await page.getByLabel(c.sizeMax, { exact: true }).fill('10');
    await page.getByRole('button', { name: c.applySize, exact: true }).click();
    await expect(page).toHaveURL(/sizeMin=1&sizeMax=10/);
    const sized = await fetchProducts(request, {
      metal: 'molybdenum',
      inStock: 'true',
      sort: 'price-asc',
      sizeMin: 1,
      sizeMax: 10,
      limit: 24,
    });
    if (sized.length > 0) await expect(productNames(page)).toHaveText(sized.map((product) => product.name));
    else await expect(page.getByText(c.noMatch, { exact: true })).toBeVisible();
  });

  test('grade options come from the catalog facets and filter the list', async ({ page, request }) => {
    const answer = await request.get('/products/facets');
    expect(answer.status()).toBe(200);
    const facets = (await answer.json()) as { grades: string[] };
    expect(facets.grades.length).toBeGreaterThan(0);
    const grade = facets.grades[0]!;
    const expected = await fetchProducts(request, { grade, limit: 24 });
    await page.goto(paths.products);
    await page.getByLabel(c.grade, { exact: true }).selectOption(grade);
    await expect.poll(() => new URL(page.url()).searchParams.get('grade')).toBe(grade);
    await expect(productNames(page)).toHaveText(expected.map((product) => product.name));
  });

  test('the list view is a dense table; the toggle is in the URL and the back button undoes it', async ({
    page,
    request,
    axe,
  }) => {
    const expected = await fetchProducts(request, { metal: 'molybdenum', limit: 24 });
    await page.goto(`${paths.products}?metal=molybdenum`);
    await expect(productCards(page)).toHaveCount(expected.length);
    await page.getByRole('button', { name: c.listView, exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    const table = page.getByRole('table', { name: c.listCaption });
    await expect(table.getByRole('columnheader')).toHaveText(Object.values(c.columns));
    await expect(table.getByRole('rowheader')).toHaveText(expected.map((product) => product.name));
    await expect(page.getByRole('button', { name: c.listView, exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await axe()).toEqual([]);

    await page.goBack();
    await expect(productCards(page)).toHaveCount(expected.length);
    await page.goForward();
    await expect(table).toBeVisible();
  });

  test('a hand-edited URL with bad values shows an empty state; Clear filters brings the catalog back', async ({
    page,
  }) => {
    await page.goto(`${paths.products}?sort=cheapest&sizeMin=10&sizeMax=2&metal=gold`);
    await expect(page.getByText(c.invalidFilters, { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
    await page.getByRole('button', { name: c.clearFilters, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.products && url.search === '');
    await expect(productCards(page)).toHaveCount(24);
  });

  test('the navbar links Products beside Home and Blogs', async ({ page }) => {
    await page.goto(paths.home);
    const nav = page.getByRole('navigation', { name: messages.ui.mainNav, exact: true });
    await nav.getByRole('link', { name: messages.ui.products, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.products);
  });
});

test.describe('purchase page and admin edit (docs/product/catalog.md, docs/product/back-office.md)', () => {
  test('the purchase form shows the unit price and total of the typed quantity', async ({ page, request }) => {
    const [first] = await fetchProducts(request, { limit: 1 });
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.purchase(first!._id));
    const step = Math.max(1, first!.increment);
    const quantity = Math.ceil(first!.minimum / step) * step + step * 2;
    await page.getByLabel(messages.ordering.quantity, { exact: true }).fill(String(quantity));
    await expect(liveUnitPrice(page)).toHaveText(usd(unitPriceCents(first!, quantity)));
    await expect(liveTotal(page)).toHaveText(usd(lineTotalCents(first!, quantity)));
  });

  test("an admin changes a product's grade on the edit page and the product page shows it", async ({ page }) => {
    test.slow();
    const token = await signInAsAdmin(page);
    // Only the basic fields: the edit page is what sets the grade.
    const { name, picture, about, origin, total, minimum, price } = specProduct();
    const product = await createProduct(page.request, token, { name, picture, about, origin, total, minimum, price });
    await page.goto(paths.updateProduct(product._id));
    await page.getByRole('link', { name: e.editAllFields, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.editProduct(product._id));
    await page.getByLabel(e.labels.grade, { exact: true }).fill('Grade 23');
    await page.getByRole('button', { name: e.save, exact: true }).click();
    await expect(page.getByText(e.saved, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: e.viewProduct, exact: true }).click();
    await expect(specRow(page, p.grade)).toContainText('Grade 23');
  });
});
