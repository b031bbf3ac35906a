import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { paths } from '#shared/routes.ts';
import {
  expect,
  fetchProducts,
  newBuyer,
  seriousAxeViolations,
  signInAsAdmin,
  signUpViaApi,
  test,
} from './fixtures.ts';
import { fetchPurchaseOrder, payWithCard } from './support/purchase-order-helpers.ts';

const c = messages.cart;
const o = messages.orderPages;

/** A demo product by its SKU (server/src/db/seed/demo-catalog.ts). */
async function demoProduct(page: Page, sku: string): Promise<Product> {
  const [product] = (await fetchProducts(page, { q: sku })).filter((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`the demo catalog has no ${sku}`);
  return product;
}

/** Checkout with a ship-to address, and the card payment of the whole order; answers the order's id. */
async function checkOutAndPay(page: Page, total: string): Promise<string> {
  await page.getByRole('link', { name: c.checkout, exact: true }).click();
  await expect(page).toHaveURL(paths.checkout);
  await page.getByLabel(c.shipToAddress).fill('3 Mill Lane, Sheffield S3 8AB');
  await page.getByLabel(c.phone, { exact: true }).fill('+44 114 496 0123');
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
  const id = decodeURIComponent(page.url().split('/').at(-2)!);
  await payWithCard(page, '4242 4242 4242 4242', o.payAmount(total));
  await expect(page.getByRole('status').filter({ hasText: messages.payment.succeeded })).toBeVisible();
  return id;
}

/** The text of the purchase order's invoice PDF, as the buyer downloads it from the order page. */
async function invoiceText(page: Page, orderId: string): Promise<string> {
  await page.goto(paths.purchaseOrder(orderId));
  const href = await page.getByRole('link', { name: o.downloadInvoice, exact: true }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

/**
 * The demo tube (server/src/db/seed/demo-catalog-units.ts): titanium Grade 2, 12.7 mm OD × 0.89 mm
 * wall, $38.50/m below 25 m, cut from 100 mm to 6 m at $6.50 a cut, density 4.51 g/cm³.
 *
 * 7 × 1,250 mm by hand:
 * - metres: 7 × 1,250 mm = 8,750 mm = 8.75 m, below the 25 m break, so $38.50/m;
 * - metal: 8,750 mm × 3,850 ¢/m / 1,000 = 33,687.5 ¢, rounded half up once → $336.88;
 * - cutting: 7 × $6.50 = $45.50; line total $336.88 + $45.50 = $382.38;
 * - weight: section π/4 × (12.7² − (12.7 − 2 × 0.89)²) = π/4 × (161.29 − 119.2464) = 33.021 mm²;
 *   × 8,750 mm = 288,933 mm³ = 288.933 cm³ × 4.51 g/cm³ = 1,303.09 g → 1.303 kg.
 */
const tubeSku = 'TI-GR2-TUBE-M-B338';
const tubeFigures = {
  unit: 'm',
  price: 38.5,
  density: 4.51,
  dimensions: { od: 12.7, wall: 0.89 },
  cutToLength: { minLengthMm: 100, maxLengthMm: 6000, cutFee: 6.5 },
};
const tube7x1250 = { unitPrice: '$38.50/m', cutFees: '$45.50', weight: '1.303 kg', total: '$382.38' };

/**
 * The demo rod ends by the kilogram: titanium Grade 2 at $32.00/kg below 20 kg.
 * 2.4 kg by hand: 2,400 g × 3,200 ¢/kg / 1,000 = 7,680 ¢ = $76.80; the weight is the quantity, 2.4 kg.
 */
const kgSku = 'TI-GR2-RODENDS-KG';
const kgFigures = { unit: 'kg', price: 32 };
const kg2400 = { unitPrice: '$32.00/kg', total: '$76.80' };

test.describe('sold by the metre and the kilogram, cut to length (PRODUCT.md §15)', () => {
  test('a tube cut to 7 × 1,250 mm: live price and weight, cart, checkout, payment and the invoice', async ({
    page,
    browser,
    axe,
  }) => {
    test.slow();
    const tube = await demoProduct(page, tubeSku);
    expect(tube).toMatchObject(tubeFigures);
    await signUpViaApi(page, newBuyer());

    await page.goto(paths.product(tube._id));
    await expect(page.getByRole('main')).toContainText(tube7x1250.unitPrice);
    await page.getByLabel(unitPages.pieces, { exact: true }).fill('7');
    await page.getByLabel(unitPages.lengthMm, { exact: true }).fill('1250');
    await expect(page.getByTestId('live-quantity')).toHaveText('8.75 m');
    await expect(page.getByTestId('live-unit-price')).toHaveText(tube7x1250.unitPrice);
    await expect(page.getByTestId('live-cut-fees')).toHaveText(tube7x1250.cutFees);
    await expect(page.getByTestId('live-weight')).toHaveText(tube7x1250.weight);
    await expect(page.getByTestId('live-total')).toHaveText(tube7x1250.total);
    // Out of bounds: the shared rule's message under the field, and nothing to add.
    await page.getByLabel(unitPages.lengthMm, { exact: true }).fill(String(tube.cutToLength!.maxLengthMm + 1));
    await expect(
      page.getByText(unitTexts.lengthOutOfBounds(tube.cutToLength!.minLengthMm, tube.cutToLength!.maxLengthMm)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: c.addToCart, exact: true })).toBeDisabled();
    await page.getByLabel(unitPages.lengthMm, { exact: true }).fill('1250');
    expect(await axe()).toEqual([]);

    await page.getByRole('button', { name: c.addToCart, exact: true }).click();
    await expect(page.getByText(unitPages.cutAdded(tube.name))).toBeVisible();
    await page.goto(paths.cart);
    const row = page.getByRole('row').filter({ hasText: tube.name });
    await expect(row).toContainText('7 × 1,250 mm');
    await expect(row).toContainText(tube7x1250.weight);
    await expect(row).toContainText(tube7x1250.total);
    await expect(page.getByTestId('cart-weight')).toContainText(tube7x1250.weight);

    const id = await checkOutAndPay(page, tube7x1250.total);
    const order = await fetchPurchaseOrder(page, id);
    expect(order.lines).toMatchObject([{ unit: 'm', quantity: 8.75, cut: { pieces: 7, lengthMm: 1250 } }]);
    const text = await invoiceText(page, id);
    for (const expected of ['7 × 1,250 mm', tube7x1250.weight, tube7x1250.total]) expect(text).toContain(expected);
    // The purchase order page says it too, with the weight; My Orders with the order's weight.
    await expect(page.getByRole('main')).toContainText('7 × 1,250 mm');
    await expect(page.getByTestId('order-weight')).toHaveText(tube7x1250.weight);
    await page.goto(paths.myOrders);
    await expect(page.getByRole('main')).toContainText('7 × 1,250 mm');
    await expect(page.getByRole('main')).toContainText(`${unitTexts.totalWeight}: ${tube7x1250.weight}`);

    // The store packs 7 pieces of 1,250 mm weighing 1.303 kg (the admin's order page).
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await admin.goto(paths.manageOrder(id));
    const packing = admin.getByRole('table', { name: unitPages.packingCaption(order.number) });
    await expect(packing.getByRole('row').filter({ hasText: tube.name })).toContainText('7 × 1,250 mm');
    await expect(admin.getByTestId('packing-weight')).toHaveText(tube7x1250.weight);
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await admin.context().close();
  });

  test('a product sold by the kilogram, 2.4 kg', async ({ page }) => {
    test.slow();
    const product = await demoProduct(page, kgSku);
    expect(product).toMatchObject(kgFigures);
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.product(product._id));
    await page.getByLabel(unitPages.quantityIn('kg'), { exact: true }).fill('2.4');
    await expect(page.getByTestId('live-unit-price')).toHaveText(kg2400.unitPrice);
    await expect(page.getByTestId('live-weight')).toHaveText('2.4 kg');
    await expect(page.getByTestId('live-total')).toHaveText(kg2400.total);
    await page.getByRole('button', { name: c.addToCart, exact: true }).click();
    await expect(page.getByText(c.added(product.name))).toBeVisible();
    await page.goto(paths.cart);
    await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText(kg2400.total);
    await expect(page.getByTestId('cart-weight')).toContainText('2.4 kg');
    const id = await checkOutAndPay(page, kg2400.total);
    const order = await fetchPurchaseOrder(page, id);
    expect(order.lines).toMatchObject([{ unit: 'kg', quantity: 2.4, weightKg: 2.4 }]);
    expect(order.totalWeightKg).toBe(2.4);
    // The Purchase page takes the same decimal quantity and prices it alike.
    await page.goto(paths.purchase(product._id));
    await page.getByLabel(unitPages.quantityIn('kg'), { exact: true }).fill('2.4');
    await expect(page.getByTestId('live-unit-price')).toHaveText(kg2400.unitPrice);
    await expect(page.getByTestId('live-total')).toHaveText(kg2400.total);
  });

  test('the Purchase page orders a cut in one step: 3 × 500 mm of the tube', async ({ page }) => {
    const tube = await demoProduct(page, tubeSku);
    await signUpViaApi(page, newBuyer());
    await page.goto(paths.purchase(tube._id));
    const t = messages.ordering;
    await page.getByLabel(t.address, { exact: true }).fill('3 Mill Lane, Sheffield S3 8AB');
    await page.getByLabel(t.phone, { exact: true }).fill('+44 114 496 0123');
    await page.getByLabel(unitPages.pieces, { exact: true }).fill('3');
    await page.getByLabel(unitPages.lengthMm, { exact: true }).fill('500');
    // 3 × 500 mm = 1.5 m × $38.50 = $57.75, + 3 × $6.50 = $19.50: $77.25.
    await expect(page.getByTestId('live-total')).toHaveText('$77.25');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(paths.myOrders);
    const response = await page.request.get('/purchase-orders?scope=mine');
    const [order] = (await response.json()) as PurchaseOrder[];
    expect(order).toMatchObject({
      total: 77.25,
      lines: [{ sku: tubeSku, unit: 'm', quantity: 1.5, cut: { pieces: 3, lengthMm: 500, cutFee: 6.5 } }],
    });
  });

  test("the admin's edit page loads a tube's unit, density and cut, labelled and axe-clean", async ({ page }) => {
    const tube = await demoProduct(page, tubeSku);
    await signInAsAdmin(page);
    await page.goto(paths.editProduct(tube._id));
    await expect(page.getByLabel(unitPages.unitLabel, { exact: true })).toHaveValue('m');
    await expect(page.getByLabel(unitPages.densityLabel, { exact: true })).toHaveValue('4.51');
    await expect(page.getByRole('checkbox', { name: unitPages.cutToLengthLabel })).toBeChecked();
    await expect(page.getByLabel(unitPages.minLengthMm, { exact: true })).toHaveValue('100');
    await expect(page.getByLabel(unitPages.maxLengthMm, { exact: true })).toHaveValue('6000');
    await expect(page.getByLabel(unitPages.cutFee, { exact: true })).toHaveValue('6.5');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Sold by the kilogram, a product cannot be cut: the checkbox clears and locks.
    await page.getByLabel(unitPages.unitLabel, { exact: true }).selectOption('kg');
    await expect(page.getByRole('checkbox', { name: unitPages.cutToLengthLabel })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: unitPages.cutToLengthLabel })).toBeDisabled();
  });

  test('a cut line repriced since it was added is accepted at the new cut fee, still 7 × 1,250 mm', async ({
    page,
    request,
  }) => {
    // A product of this test's own, so the new fee reaches no other test's figures.
    const adminToken = await signInAsAdmin(request);
    const created = await request.post('/products', {
      data: {
        name: `Nitinol tube by the metre E2E ${Date.now()}`,
        picture: '/images/products/niobium-plate.svg',
        about: 'Superelastic nitinol tube by the metre, for the cut-to-length e2e suite.',
        origin: 'USA',
        metal: 'nitinol',
        form: 'tube',
        unit: 'm',
        total: 100,
        minimum: 0.1,
        price: 20,
        density: 6.45,
        dimensions: { od: 4, wall: 0.5 },
        cutToLength: { minLengthMm: 100, maxLengthMm: 2000, cutFee: 2 },
      },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as Product;
    await signUpViaApi(page, newBuyer());
    const added = await page.request.post('/cart/cuts', {
      data: { productId: product._id, pieces: 7, lengthMm: 1250 },
    });
    expect(added.status()).toBe(201);
    const repriced = await request.patch(`/products/${product._id}`, {
      data: { cutToLength: { minLengthMm: 100, maxLengthMm: 2000, cutFee: 3 } },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(repriced.status()).toBe(200);

    await page.goto(paths.cart);
    const row = page.getByRole('row').filter({ hasText: product.name });
    const problem = row.getByText(c.repriced('$2.00', '$3.00'));
    await expect(problem).toBeVisible();
    await expect(page.getByRole('button', { name: c.checkout })).toBeDisabled();
    await row.getByRole('button', { name: c.acceptPrice, exact: true }).click();
    await expect(problem).toHaveCount(0);
    // 8.75 m × $20.00 = $175.00, + 7 × $3.00 = $21.00: $196.00.
    await expect(row).toContainText('7 × 1,250 mm');
    await expect(row).toContainText('$196.00');
    await expect(page.getByRole('link', { name: c.checkout, exact: true })).toBeVisible();
  });
});
