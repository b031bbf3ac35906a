import type { Page } from '@playwright/test';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { expect, fetchProducts, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { submitSignIn } from './support/identity-ui.ts';
import { productCards } from './support/locators.ts';
import { createProductAsAdmin, isReddish, textRgb } from './support/ordering-helpers.ts';
import { formatUsd } from '#shared/money.ts';

const m = messages.cart;

/** The first quantity the rules allow: the minimum, rounded up to the order multiple. */
const firstQuantity = (product: Product) => Math.ceil(product.minimum / product.increment) * product.increment;

/**
 * Products of metals the other specs leave alone (niobium, nitinol), with stock far above what
 * this spec orders, so stock changes elsewhere cannot refuse a quantity here.
 */
async function roomyProducts(page: Page): Promise<[Product, Product]> {
  const roomy = (product: Product) =>
    product.total >= firstQuantity(product) * 4 && (product.maximum ?? Infinity) >= firstQuantity(product) * 3;
  const [nitinol, niobium] = await Promise.all([
    fetchProducts(page, { metal: 'nitinol' }),
    fetchProducts(page, { metal: 'niobium' }),
  ]);
  const a = nitinol.find(roomy);
  const b = niobium.find(roomy);
  if (!a || !b) throw new Error('the demo catalog has no roomy nitinol and niobium products');
  return [a, b];
}

const cartLink = (page: Page, lines: number) =>
  page
    .getByRole('navigation', { name: messages.ui.mainNav })
    .getByRole('link', { name: m.navLabel(lines), exact: true });
const cartRow = (page: Page, product: Product) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${product.name}`) }) });

test.describe('cart and quick order (docs/product/ordering.md)', () => {
  test("a visitor's cart follows them into their account, where they change and remove lines", async ({
    page,
    request,
    axe,
  }) => {
    // Five pages and three axe runs, the checkout asking its quote: more than 30 s on a loaded machine.
    test.slow();
    const [fromCard, fromPage] = await roomyProducts(page);
    const buyer = newBuyer();
    // The account exists already; the browser stays a visitor until it signs in below.
    await signUpViaApi(request, buyer);

    // A card's Add to cart adds the first orderable quantity.
    await page.goto(`${paths.products}?metal=nitinol`);
    const card = productCards(page).filter({ has: page.getByRole('heading', { name: fromCard.name, exact: true }) });
    await card.getByRole('button', { name: m.addToCart, exact: true }).click();
    await expect(page.getByText(m.added(fromCard.name))).toBeVisible();
    await expect(cartLink(page, 1)).toBeVisible();

    // The product page adds the quantity typed in its quantity field.
    await page.goto(paths.product(fromPage._id));
    await page.getByLabel(messages.productPage.quantity, { exact: true }).fill(String(firstQuantity(fromPage) * 2));
    await page.getByRole('button', { name: m.addToCart, exact: true }).click();
    await expect(cartLink(page, 2)).toBeVisible();

    await cartLink(page, 2).click();
    await expect(page.getByRole('heading', { level: 1, name: m.pageTitle })).toBeVisible();
    await expect(cartRow(page, fromCard)).toContainText(fromCard.sku);
    await expect(page.getByLabel(m.quantityOf(fromPage.name))).toHaveValue(String(firstQuantity(fromPage) * 2));
    expect(await axe()).toEqual([]);

    // Checkout asks a visitor to sign in, then comes back with the cart merged into the account's.
    await page.getByRole('link', { name: m.signInToCheckout }).click();
    await submitSignIn(page, buyer);
    await expect(page).toHaveURL(paths.checkout);
    await expect(page.getByRole('heading', { level: 1, name: m.checkoutTitle })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: fromCard.name, exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: fromPage.name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: m.placeOrder })).toBeVisible();
    expect(await axe()).toEqual([]);
    const serverCart = await page.request.get('/cart', {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
    });
    expect((await serverCart.json()).count).toBe(2);

    // On the buyer's cart: a new quantity, then one line removed.
    await page.goto(paths.cart);
    const triple = firstQuantity(fromCard) * 3;
    await page.getByLabel(m.quantityOf(fromCard.name)).fill(String(triple));
    await cartRow(page, fromCard).getByRole('button', { name: m.update }).click();
    await expect(page.getByLabel(m.quantityOf(fromCard.name))).toHaveValue(String(triple));
    await expect(cartRow(page, fromCard).getByRole('button', { name: m.update })).toBeDisabled();
    await page.getByRole('button', { name: m.removeLabel(fromPage.name) }).click();
    await expect(cartRow(page, fromPage)).toHaveCount(0);
    await expect(cartLink(page, 1)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(m.quantityOf(fromCard.name))).toHaveValue(String(triple));
  });

  test('quick order adds the good rows and names the bad ones with their reasons', async ({ page, axe }) => {
    const [product] = await roomyProducts(page);
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.quickOrder);
    await expect(page.getByRole('heading', { level: 1, name: m.quickOrderTitle })).toBeVisible();
    await page.getByLabel(m.quickOrderText).fill(`${product.sku} ${firstQuantity(product)}\nNO-SUCH-SKU-42 3`);
    await page.getByRole('button', { name: m.quickOrderSubmit }).click();

    const result = page.getByRole('status').filter({ hasText: m.rowsAdded(1) });
    await expect(result).toBeVisible();
    await expect(result.getByRole('listitem')).toHaveText([m.rowProblem(2, m.unknownSku('NO-SUCH-SKU-42'))]);
    expect(await axe()).toEqual([]);

    await result.getByRole('link', { name: m.goToCart }).click();
    await expect(page.getByLabel(m.quantityOf(product.name))).toHaveValue(String(firstQuantity(product)));
    await expect(cartLink(page, 1)).toBeVisible();
  });

  test('a line repriced since it was added shows its problem in red until the buyer accepts the new price', async ({
    page,
    request,
  }) => {
    // A product of this test's own: the price change reaches no other spec's cart.
    const adminToken = await signInAsAdmin(request);
    const product = await createProductAsAdmin(request, adminToken);
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.product(product._id));
    await page.getByRole('button', { name: m.addToCart, exact: true }).click();
    await expect(cartLink(page, 1)).toBeVisible();

    const repriced = await request.patch(`/products/${product._id}`, {
      data: { price: 45 },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(repriced.status()).toBe(200);

    await page.goto(paths.cart);
    const problem = page.getByText(m.repriced(formatUsd(product.price), formatUsd(45)));
    await expect(problem).toBeVisible();
    expect(isReddish(await textRgb(problem))).toBe(true);
    await expect(page.getByRole('button', { name: m.checkout })).toBeDisabled();

    await cartRow(page, product).getByRole('button', { name: m.acceptPrice }).click();
    await expect(problem).toHaveCount(0);
    await expect(cartRow(page, product)).toContainText(formatUsd(45 * product.minimum));
    await page.getByRole('link', { name: m.checkout }).click();
    await expect(page).toHaveURL(paths.checkout);
  });
});
