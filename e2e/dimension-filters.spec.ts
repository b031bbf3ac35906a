import type { Page } from '@playwright/test';
import { quantityProblem } from '#shared/catalog/pricing.ts';
import type { ProductFacets } from '#shared/catalog/product-query.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { metalLabels } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages.ts';
import { catalogFilters as f } from '#shared/messages/catalog-filters.ts';
import { paths } from '#shared/routes.ts';
import { type Client, expect, fetchProducts, test } from './fixtures.ts';
import { productNames } from './support/locators.ts';

const m = messages.cart;

async function facetsOf(client: Client, query = ''): Promise<ProductFacets> {
  const request = 'request' in client ? client.request : client;
  const response = await request.get(`/products/facets${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductFacets;
}

/** The first quantity the rules allow: the minimum, rounded up to the order multiple. */
const firstQuantity = (product: Product) => Math.ceil(product.minimum / product.increment) * product.increment;

const listRow = (page: Page, product: Product) =>
  page
    .getByRole('table', { name: f.listCaption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: product.name, exact: true }) });

// PRODUCT.md §23: a range for every dimension, facets that narrow, and ordering from the list view.
test.describe('products page: dimension filters and the list view (PRODUCT.md §23)', () => {
  test('an OD range narrows the list and goes to the URL; choosing titanium narrows the grades to titanium’s', async ({
    page,
    request,
    axe,
  }) => {
    const all = await facetsOf(request);
    const od = all.dimensions.od;
    expect(od).not.toBeNull();
    // From the smallest OD to the middle of the span: some tubes, not all.
    const odMin = od!.min;
    const odMax = Math.round(((od!.min + od!.max) / 2) * 100) / 100;
    const expected = await fetchProducts(request, { odMin, odMax, limit: 24 });
    expect(expected.length).toBeGreaterThan(0);

    await page.goto(paths.products);
    const dimensions = page.getByRole('group', { name: f.dimensions });
    // The empty fields show the catalog's own bounds.
    await expect(dimensions.getByLabel(f.dimensionMin('OD'), { exact: true })).toHaveAttribute(
      'placeholder',
      String(od!.min),
    );
    await dimensions.getByLabel(f.dimensionMin('OD'), { exact: true }).fill(String(odMin));
    await dimensions.getByLabel(f.dimensionMax('OD'), { exact: true }).fill(String(odMax));
    await dimensions.getByRole('button', { name: f.applyDimensions, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('odMax')).toBe(String(odMax));
    expect(new URL(page.url()).searchParams.get('odMin')).toBe(String(odMin));
    await expect(productNames(page)).toHaveText(expected.map((product) => product.name));
    for (const product of expected) expect(product.dimensions.od).toBeLessThanOrEqual(odMax);
    expect(await axe()).toEqual([]);

    // The grade list offers what the other filters leave: titanium's grades within the OD range.
    await page.getByLabel(messages.catalog.metal, { exact: true }).selectOption({ label: metalLabels.titanium });
    await expect(page).toHaveURL(/metal=titanium/);
    const titanium = await facetsOf(request, `?metal=titanium&odMin=${odMin}&odMax=${odMax}`);
    expect(titanium.grades.length).toBeLessThan(all.grades.length);
    const grades = page.getByLabel(f.grade, { exact: true }).getByRole('option');
    await expect(grades).toHaveText([f.allGrades, ...titanium.grades]);

    // Reloaded, the fields show the URL's range.
    await page.reload();
    await expect(page.getByLabel(f.dimensionMax('OD'), { exact: true })).toHaveValue(String(odMax));
  });

  test('every list row has a quantity with the cards’ rules and Add to cart', async ({ page, axe }) => {
    // Molybdenum: no other spec adds or edits molybdenum products, and a visitor's cart takes no stock.
    const products = await fetchProducts(page, { metal: 'molybdenum', limit: 24 });
    const product = products.find(
      (p) => p.unit === 'pcs' && p.total >= firstQuantity(p) * 3 && (p.maximum ?? Infinity) >= firstQuantity(p) * 2,
    );
    expect(product, 'a molybdenum product with room for two first quantities').toBeDefined();
    const first = firstQuantity(product!);

    await page.goto(`${paths.products}?metal=molybdenum&view=list`);
    const row = listRow(page, product!);
    const quantity = row.getByLabel(f.rowQuantity(product!.name), { exact: true });
    const add = row.getByRole('button', { name: m.addToCart, exact: true });
    await expect(quantity).toHaveValue(String(first));
    await expect(add).toBeEnabled();
    expect(await axe()).toEqual([]);

    // More than the stock: the shared rule says so, and the row's button waits for a quantity it allows.
    const tooMany = (Math.floor(product!.total / product!.increment) + 1) * product!.increment;
    await quantity.fill(String(tooMany));
    await expect(row.getByText(quantityProblem(product!, tooMany)!, { exact: true })).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');

    await quantity.fill(String(first * 2));
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByText(m.added(product!.name))).toBeVisible();
    await page.goto(paths.cart);
    await expect(page.getByLabel(m.quantityOf(product!.name))).toHaveValue(String(first * 2));
  });
});
