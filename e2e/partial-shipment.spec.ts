import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { shipments as sm } from '#shared/messages/shipments.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';
import { factOf } from './support/purchase-order-helpers.ts';

const o = messages.orderPages;
const shipTo = { address: '3 Rolling Mill Road, Sheffield S9 1AA', phone: '+44 114 496 0199' };

/** A paid two-line order of the page's buyer, placed and paid by the API as the web app would. */
async function paidTwoLineOrder(page: Page, productIds: string[]): Promise<PurchaseOrder> {
  await page.request.delete('/cart');
  for (const id of productIds) {
    expect((await page.request.put(`/cart/lines/${id}`, { data: { quantity: 10 } })).status()).toBe(200);
  }
  const placed = await page.request.post('/purchase-orders', { data: { shipTo } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as PurchaseOrder;
  const intent = await page.request.post('/create-payment-intent', { data: { purchaseOrderId: order._id } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const card = await page.request.post('/payments/test/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
  });
  const { paymentId } = (await card.json()) as { paymentId: string };
  const paid = await page.request.post(`/purchase-orders/${order._id}/pay`, { data: { transactionId: paymentId } });
  expect(paid.status()).toBe(200);
  return (await paid.json()) as PurchaseOrder;
}

/**
 * PRODUCT.md §22: an order ships in parts. The store ships one line of a paid two-line order, the
 * buyer sees it partially shipped with that shipment, then the store ships the rest.
 */
test('the store ships one line, the buyer sees it partially shipped, then the rest ships', async ({
  page,
  request,
  browser,
  axe,
}) => {
  test.slow();
  const adminToken = await signInAsAdmin(request);
  const first = await createProductAsAdmin(request, adminToken);
  const second = await createProductAsAdmin(request, adminToken);
  await signUpViaApi(page, newBuyer());
  const order = await paidTwoLineOrder(page, [first._id, second._id]);

  // The store ships the first line only: the second line's quantity set to 0.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(paths.manageOrder(order._id));
  await admin.getByRole('button', { name: o.ship, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: o.shipHeading(order.number) });
  const secondQuantity = dialog.getByLabel(sm.quantityLabel(`${second.sku} ${second.name}`, '10'));
  await expect(secondQuantity).toHaveValue('10');
  await secondQuantity.fill('0');
  await dialog.getByLabel(o.carrier, { exact: true }).fill('DHL Express');
  await dialog.getByLabel(o.trackingNumber, { exact: true }).fill('JD0146000001');
  await dialog.getByRole('button', { name: o.confirmShip, exact: true }).click();
  await expect(factOf(admin, messages.ordering.status)).toHaveText(o.statuses.partially_shipped);

  // The buyer sees it partially shipped, and the shipment with its tracking and line.
  await page.goto(paths.purchaseOrder(order._id));
  await expect(factOf(page, messages.ordering.status)).toHaveText(o.statuses.partially_shipped);
  const shipment = page.getByRole('article', { name: sm.shipmentTitle(1) });
  await expect(shipment).toContainText('JD0146000001');
  await expect(shipment.getByRole('table', { name: sm.linesCaption(1) })).toContainText(first.name);
  await expect(shipment).not.toContainText(second.name);
  expect(await axe()).toEqual([]);

  // The store ships the rest: the dialog offers only the second line.
  await admin.getByRole('button', { name: o.ship, exact: true }).click();
  await expect(dialog.getByRole('textbox')).toHaveCount(3);
  await dialog.getByLabel(o.carrier, { exact: true }).fill('UPS');
  await dialog.getByLabel(o.trackingNumber, { exact: true }).fill('1Z999AA1');
  await dialog.getByRole('button', { name: o.confirmShip, exact: true }).click();
  await expect(factOf(admin, messages.ordering.status)).toHaveText(o.statuses.shipped);
  await admin.context().close();

  await page.reload();
  await expect(factOf(page, messages.ordering.status)).toHaveText(o.statuses.shipped);
  await expect(page.getByRole('article', { name: sm.shipmentTitle(2) })).toContainText('1Z999AA1');
});
