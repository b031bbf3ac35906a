import { settingsPaths } from '#shared/lazy-paths.ts';
import { messages } from '#shared/messages.ts';
import { remnants as api } from '#shared/messages/remnants.ts';
import { remnantsUi as r } from '#shared/messages/remnants-ui.ts';
import type { Remnant } from '#shared/remnants/remnant.schema.ts';
import { settingsTexts } from '#shared/messages/settings-texts.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import {
  createBarProduct,
  placeCutOrderViaApi,
  receiveBarsViaApi,
  remnantPriceText,
  unique,
} from './support/lot-helpers.ts';

const c = messages.cart;
const ofProduct = (productId: string) => `${paths.remnants}?productId=${productId}`;

/**
 * PRODUCT.md §20 "Remnants": the public page, its filters in the URL, the product page's section,
 * a visitor asked to sign in, and a remnant another buyer took first (409 with its reason).
 *
 * By hand: 2 bars × 3,000 mm of $123.45/m; a cut of 1,200 mm leaves 1,800 mm ($123.45 × 1.8 × 0.7
 * = $155.547 → $155.55), a cut of 2,000 mm from the other bar leaves 1,000 mm ($86.415 → $86.42,
 * half a cent rounded up).
 */
test.describe('remnants', () => {
  test('the page lists a product’s remnants with their prices, filters them by length, and the product page links to them', async ({
    page,
    browser,
    request,
    axe,
  }) => {
    test.slow();
    const adminToken = await signInAsAdmin(request);
    const product = await createBarProduct(request, adminToken, { price: 123.45 });
    const heat = unique('HR');
    await receiveBarsViaApi(request, adminToken, product._id, { heatNumber: heat, barLengthMm: 3000, barCount: 2 });
    const cutter = await (await browser.newContext()).newPage();
    await signUpViaApi(cutter, newBuyer());
    await placeCutOrderViaApi(cutter, product._id, { pieces: 1, lengthMm: 1200, heatNumber: heat });
    await placeCutOrderViaApi(cutter, product._id, { pieces: 1, lengthMm: 2000, heatNumber: heat });
    await cutter.context().close();
    expect([remnantPriceText(product.price, 1800), remnantPriceText(product.price, 1000)]).toEqual([
      '$155.55',
      '$86.42',
    ]);

    // Rendered by the server as the other public pages are: the list is in the HTML itself.
    const html = await page.request.get(ofProduct(product._id), { headers: { accept: 'text/html' } });
    expect(html.status()).toBe(200);
    expect(await html.text()).toContain(product.name);

    // A visitor: both remnants with their prices, each to buy once signed in.
    await page.goto(ofProduct(product._id));
    await expect(page.getByRole('heading', { level: 1, name: r.heading })).toBeVisible();
    const rows = page.getByRole('table', { name: r.caption }).getByRole('row').filter({ hasText: product.name });
    await expect(rows).toHaveCount(2);
    const long = rows.filter({ hasText: r.length(1800) });
    const short = rows.filter({ hasText: r.length(1000) });
    await expect(long).toContainText('$155.55');
    await expect(short).toContainText('$86.42');
    await expect(long).toContainText(heat);
    await expect(long).toContainText('EN 10204 3.1');
    await expect(page.getByText(r.resultCount(2))).toBeVisible();
    await expect(long.getByRole('link', { name: r.signInToBuy })).toBeVisible();
    expect(await axe()).toEqual([]);

    // Length from 1,500 mm: only the longer one, and the filter is in the address.
    await page.getByLabel(r.lengthMin, { exact: true }).fill('1500');
    await page.getByLabel(r.lengthMin, { exact: true }).press('Enter');
    await expect(page).toHaveURL(/lengthMin=1500/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(r.length(1800));
    await expect(page.getByText(r.resultCount(1))).toBeVisible();

    // An upside-down range is explained, not asked for; Clear filters shows all again.
    await page.goto(`${paths.remnants}?lengthMin=2000&lengthMax=1000`);
    await expect(page.getByText(r.invalidFilters)).toBeVisible();
    await page.getByRole('button', { name: r.clearFilters }).click();
    await expect(page).toHaveURL(paths.remnants);

    // The product page lists them and links to them on /remnants.
    await page.goto(paths.product(product._id));
    const section = page.getByRole('region', { name: r.ofProduct });
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expect(section.getByRole('listitem').filter({ hasText: r.length(1000) })).toContainText('$86.42');
    await section.getByRole('link', { name: r.ofProductLink }).click();
    await expect(page).toHaveURL(ofProduct(product._id));
    await expect(rows).toHaveCount(2);

    // A visitor signs in first.
    await long.getByRole('link', { name: r.signInToBuy }).click();
    await expect(page).toHaveURL(paths.signIn);
  });

  test('a remnant another buyer took first answers with the reason, and a product without remnants shows none', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const adminToken = await signInAsAdmin(request);
    const product = await createBarProduct(request, adminToken, { price: 80 });
    const heat = unique('HQ');
    await receiveBarsViaApi(request, adminToken, product._id, { heatNumber: heat, barLengthMm: 2500, barCount: 1 });
    const cutter = await (await browser.newContext()).newPage();
    await signUpViaApi(cutter, newBuyer());
    await placeCutOrderViaApi(cutter, product._id, { pieces: 1, lengthMm: 1000, heatNumber: heat });
    await cutter.context().close();

    // This buyer has the list open…
    await signUpViaApi(page, newBuyer());
    await page.request.delete('/cart');
    await page.goto(ofProduct(product._id));
    const row = page.getByRole('row').filter({ hasText: product.name });
    // $80 × 1.5 m × 0.7 = $84.00.
    await expect(row).toContainText('$84.00');
    const [remnant] = (await (await page.request.get(`/remnants?productId=${product._id}`)).json()) as Remnant[];
    expect(remnant).toMatchObject({ lengthMm: 1500, heatNumber: heat, price: 84, inCart: false });

    // …when another buyer takes it: Add to cart says why it cannot be had.
    const rival = await (await browser.newContext()).newPage();
    await signUpViaApi(rival, newBuyer());
    expect((await rival.request.post(`/cart/remnants/${remnant!._id}`)).status()).toBe(200);
    await rival.context().close();
    await row.getByRole('button', { name: r.addToCart, exact: true }).click();
    await expect(page.getByText(api.taken)).toBeVisible();
    await expect(page.getByRole('link', { name: c.navLabel(0) })).toBeVisible();

    // A product that never left a remnant: its page has no such section.
    const plain = await createBarProduct(request, adminToken);
    const answered = page.waitForResponse((response) => response.url().includes(`/remnants?productId=${plain._id}`));
    await page.goto(paths.product(plain._id));
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();
    await expect(page.getByRole('region', { name: r.ofProduct })).toHaveCount(0);
  });

  test('the shipping settings show the remnant discount, 30 % unless changed', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(settingsPaths.settings);
    const shipping = page.getByRole('form', { name: settingsTexts.sections.shipping });
    await expect(shipping.getByLabel(r.discount, { exact: true })).toHaveValue('30');
  });
});
