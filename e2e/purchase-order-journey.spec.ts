import { PDFParse } from 'pdf-parse';
import { messages } from '#shared/messages.ts';
import { formatUsd } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin, expectedTotal } from './support/ordering-helpers.ts';
import { factOf, fetchPurchaseOrder, payWithCard } from './support/purchase-order-helpers.ts';

const c = messages.cart;
const o = messages.orderPages;
const t = messages.ordering;

/**
 * The whole journey of docs/product/ordering.md, in the browser against the built app and the
 * real server: several products into the cart, checkout with a PO number, one payment, the store
 * ships with tracking, the buyer follows the tracking, downloads the invoice and orders again.
 */
test('several products, one purchase order with a PO number, paid once, shipped with tracking, invoiced', async ({
  page,
  request,
  browser,
  axe,
}) => {
  test.slow();
  const adminToken = await signInAsAdmin(request);
  const [first, second] = [
    await createProductAsAdmin(request, adminToken),
    await createProductAsAdmin(request, adminToken),
  ];
  const buyer = newBuyer();
  await signUpViaApi(page, buyer);

  // Two products into the cart from their pages, 10 and 20 pieces.
  for (const [product, quantity] of [
    [first, 10],
    [second, 20],
  ] as const) {
    await page.goto(paths.product(product._id));
    await page.getByLabel(messages.productPage.quantity, { exact: true }).fill(String(quantity));
    await page.getByRole('button', { name: c.addToCart, exact: true }).click();
    await expect(page.getByText(c.added(product.name))).toBeVisible();
  }
  const cartLink = page
    .getByRole('navigation', { name: messages.ui.mainNav })
    .getByRole('link', { name: c.navLabel(2) });
  await cartLink.click();
  await expect(page).toHaveURL(paths.cart);
  const total = formatUsd((Math.round(first.price * 100) * 10 + Math.round(second.price * 100) * 20) / 100);
  await expect(page.getByRole('main')).toContainText(total);

  // Checkout with the buyer's own PO number.
  await page.getByRole('link', { name: c.checkout, exact: true }).click();
  await expect(page).toHaveURL(paths.checkout);
  await page.getByLabel(c.shipToAddress).fill('12 Forge Street, Sheffield S1 2AB');
  await page.getByLabel(c.phone, { exact: true }).fill('+44 114 496 0777');
  await page.getByLabel(c.poNumber).fill('PO-JOURNEY-4471');
  await page.getByLabel(c.notes).fill('Deliver to goods-in, dock 3');
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();

  // One payment for the whole order: its number and the amount on the button.
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
  const id = decodeURIComponent(page.url().split('/').at(-2)!);
  const order = await fetchPurchaseOrder(page, id);
  expect(order).toMatchObject({ poNumber: 'PO-JOURNEY-4471', status: 'unpaid', notes: 'Deliver to goods-in, dock 3' });
  expect(order.lines.map((line) => [line.name, line.quantity])).toEqual([
    [first.name, 10],
    [second.name, 20],
  ]);
  await expect(page.getByRole('main')).toContainText(order.number);
  await payWithCard(page, '4242 4242 4242 4242', o.payAmount(total));
  await expect(page.getByRole('status').filter({ hasText: messages.payment.succeeded })).toBeVisible();

  // The store finds it by PO number and ships it with carrier and tracking.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(`${paths.manageAllOrders}?q=PO-JOURNEY-4471`);
  await admin.getByRole('link', { name: order.number, exact: true }).click();
  await expect(admin).toHaveURL(paths.manageOrder(order._id));
  await admin.getByRole('button', { name: o.ship, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: o.shipHeading(order.number) });
  await dialog.getByLabel(o.carrier, { exact: true }).fill('UPS');
  await dialog.getByLabel(o.trackingNumber, { exact: true }).fill('1Z999AA10123456784');
  await dialog.getByRole('button', { name: o.confirmShip, exact: true }).click();
  await expect(factOf(admin, t.status)).toHaveText(o.statuses.shipped);
  await admin.context().close();

  // The buyer sees the tracking and downloads the invoice, which names the PO number and both lines.
  await page.goto(paths.purchaseOrder(order._id));
  await expect(factOf(page, o.tracking)).toHaveText('UPS 1Z999AA10123456784');
  const href = await page.getByRole('link', { name: o.downloadInvoice, exact: true }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const { text } = await parser.getText();
  await parser.destroy();
  for (const expected of [
    order.number,
    'PO-JOURNEY-4471',
    expectedTotal(first.price, 10),
    expectedTotal(second.price, 20),
    total,
  ]) {
    expect(text).toContain(expected);
  }

  // Order again: both lines back in the cart at today's prices.
  await page.getByRole('button', { name: o.orderAgain, exact: true }).click();
  await expect(cartLink).toBeVisible();
});
