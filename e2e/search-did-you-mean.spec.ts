import { catalogSearch } from '#shared/messages/catalog-search.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { expect, fetchProducts, test } from './fixtures.ts';
import { productNames } from './support/locators.ts';

const t = messages.catalog;

test.describe('search on the products page (PRODUCT.md §23)', () => {
  test('a misspelt word finds its products and the page says what it searched for', async ({ page, request }) => {
    const expected = await fetchProducts(request, { q: 'nitinol' });
    expect(expected.length).toBeGreaterThan(0);

    await page.goto(paths.products);
    await page.getByRole('searchbox', { name: t.search, exact: true }).fill('nitnol');

    await expect(page.getByText(catalogSearch.showingResultsFor('nitinol'), { exact: true })).toBeVisible();
    await expect(productNames(page)).toHaveCount(expected.length);
    for (const name of await productNames(page).allInnerTexts()) expect(name).toMatch(/nitinol|ni-ti/i);
    // Searched as typed: no such line.
    await page.getByRole('searchbox', { name: t.search, exact: true }).fill('nitinol');
    await expect(page.getByText(t.resultCount(expected.length), { exact: true })).toBeVisible();
    await expect(page.getByText(catalogSearch.showingResultsFor('nitinol'), { exact: true })).toHaveCount(0);
  });

  test('when no product holds every word, the page says it shows products with some of them', async ({ page }) => {
    await page.goto(paths.products);
    const search = page.getByRole('searchbox', { name: t.search, exact: true });
    await search.fill('hypotube zzqqxxyy');
    await expect(page.getByText(catalogSearch.someWords, { exact: true })).toBeVisible();
    await expect(productNames(page).first()).toContainText(/hypotube/i);
    await search.fill('hypotube');
    await expect(productNames(page).first()).toContainText(/hypotube/i);
    await expect(page.getByText(catalogSearch.someWords, { exact: true })).toHaveCount(0);
  });
});
