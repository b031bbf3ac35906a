import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, seriousAxeViolations, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { cellOf, createProductAsAdmin, expectedTotal, rowOf } from './support/ordering-helpers.ts';
import { factOf, payWithCard, purchaseOrderWithProduct } from './support/purchase-order-helpers.ts';

const t = messages.ordering;
const o = messages.orderPages;

test.describe('purchase orders (docs/product/ordering.md, docs/product/back-office.md)', () => {
  test('a buyer pays a purchase order, the admin makes, ships and delivers it, and the buyer follows it with tracking and invoice', async ({
    page,
    request,
    browser,
    axe,
  }) => {
    test.slow();
    const product = await createProductAsAdmin(request, await signInAsAdmin(request));
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);

    // A one-line order from the Purchase page is a purchase order in My Orders: a one-line checkout,
    // with the buyer's PO number and notes (issue 27).
    await page.goto(paths.purchase(product._id));
    await page.getByLabel(t.address, { exact: true }).fill('7 Rolling Mill Road, Pittsburgh PA 15219');
    await page.getByLabel(t.phone, { exact: true }).fill('+1 412 555 0199');
    await page.getByLabel(messages.cart.poNumber, { exact: true }).fill('PO-7731');
    await page.getByLabel(messages.cart.notes, { exact: true }).fill('Goods-in, gate 2');
    await page.getByLabel(t.quantity, { exact: true }).fill('12');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(paths.myOrders);
    const total = expectedTotal(product.price, 12);
    const order = await purchaseOrderWithProduct(page, product.name);
    const row = rowOf(page, product.name);
    await expect(row).toContainText(order.number);
    await expect(await cellOf(page, row, t.quantity)).toHaveText('12');
    await expect(await cellOf(page, row, t.total)).toHaveText(total);
    await expect(await cellOf(page, row, t.status)).toHaveText(o.statuses.unpaid);
    await expect(row.getByRole('link', { name: t.pay, exact: true })).toBeVisible();

    // Its page: number, status, ship-to, phone, lines and the timeline; Pay, and no invoice yet.
    await row.getByRole('link', { name: o.view, exact: true }).click();
    await expect(page).toHaveURL(paths.purchaseOrder(order._id));
    await expect(page.getByRole('heading', { level: 1, name: o.orderTitle(order.number) })).toBeVisible();
    await expect(factOf(page, t.status)).toHaveText(o.statuses.unpaid);
    await expect(factOf(page, o.shipTo)).toHaveText('7 Rolling Mill Road, Pittsburgh PA 15219');
    await expect(factOf(page, o.phone)).toHaveText('+1 412 555 0199');
    await expect(factOf(page, o.poNumber)).toHaveText('PO-7731');
    await expect(factOf(page, o.notes)).toHaveText('Goods-in, gate 2');
    const lines = page.getByRole('table', { name: o.linesCaption(order.number) });
    await expect(lines.getByRole('row').filter({ hasText: product.name })).toContainText(total);
    const timeline = page.getByRole('region', { name: o.timeline });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await expect(timeline).toContainText(o.events.placed);
    await expect(page.getByRole('link', { name: o.downloadInvoice })).toHaveCount(0);
    expect(await axe()).toEqual([]);

    // The pay page: the order number and the amount on the Pay button; one card payment pays it.
    await page.getByRole('link', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(paths.purchaseOrderPayment(order._id));
    await expect(page.getByRole('main')).toContainText(order.number);
    const payLabel = o.payAmount(total);
    await expect(page.getByRole('button', { name: payLabel, exact: true })).toBeEnabled();
    expect(await axe()).toEqual([]);
    await payWithCard(page, '4242 4242 4242 4242', payLabel);
    const done = page.getByRole('status').filter({ hasText: messages.payment.succeeded });
    await expect(done).toBeVisible();
    const transactionId = (await done.locator('code').textContent())?.trim() ?? '';
    expect(transactionId).toMatch(/^pi_/);
    await done.getByRole('link', { name: o.backToOrder, exact: true }).click();
    await expect(page).toHaveURL(paths.purchaseOrder(order._id));
    await expect(factOf(page, t.status)).toHaveText(o.statuses.paid);
    await expect(factOf(page, t.transactionId)).toHaveText(transactionId);
    await expect(timeline).toContainText(o.events.paid);
    await expect(page.getByRole('link', { name: t.pay, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.cancel, exact: true })).toHaveCount(0);

    // The admin: in production, then Ship, which needs a carrier and a tracking number.
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await admin.goto(paths.manageOrder(order._id));
    await expect(factOf(admin, t.buyer)).toContainText(buyer.email);
    await admin.getByRole('button', { name: o.markInProduction, exact: true }).click();
    await expect(admin.getByText(o.movedTo(o.statuses.in_production), { exact: true })).toBeVisible();
    await expect(factOf(admin, t.status)).toHaveText(o.statuses.in_production);
    await admin.getByRole('button', { name: o.ship, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: o.shipHeading(order.number) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: o.confirmShip, exact: true }).click();
    await expect(dialog.getByText(messages.purchaseOrders.carrierRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByText(messages.purchaseOrders.trackingRequired, { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await dialog.getByLabel(o.carrier, { exact: true }).fill('DHL Express');
    await dialog.getByLabel(o.trackingNumber, { exact: true }).fill('JD014600006281230701');
    await dialog.getByRole('button', { name: o.confirmShip, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(factOf(admin, t.status)).toHaveText(o.statuses.shipped);
    await expect(factOf(admin, o.tracking)).toHaveText('DHL Express JD014600006281230701');
    // Shipped, it can no longer be cancelled.
    await expect(admin.getByRole('button', { name: t.cancelAndRefund, exact: true })).toHaveCount(0);

    // The buyer sees the tracking on the order's page and in My Orders, and the shipping on the timeline.
    await page.reload();
    await expect(factOf(page, o.tracking)).toHaveText('DHL Express JD014600006281230701');
    await expect(timeline).toContainText(o.events.shipped);
    expect(await axe()).toEqual([]);

    // The invoice link answers a PDF.
    const invoice = page.getByRole('link', { name: o.downloadInvoice, exact: true });
    const href = await invoice.getAttribute('href');
    expect(href).toMatch(new RegExp(`/purchase-orders/${order._id}/invoice\\.pdf$`));
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Delivered: the last step, with nothing left to do.
    await admin.getByRole('button', { name: o.markDelivered, exact: true }).click();
    await expect(factOf(admin, t.status)).toHaveText(o.statuses.delivered);
    await expect(admin.getByRole('button', { name: o.markDelivered, exact: true })).toHaveCount(0);
    await admin.context().close();

    await page.goto(paths.myOrders);
    await expect(row).toBeVisible();
    await expect(await cellOf(page, row, t.status)).toHaveText(o.statuses.delivered);
    await expect(row).toContainText('DHL Express JD014600006281230701');
    await expect(await cellOf(page, row, t.payment)).toContainText(transactionId);

    // The ship-to was saved to the profile (the box is ticked by default): the next order starts with it.
    await page.goto(paths.purchase(product._id));
    await expect(page.getByLabel(t.address, { exact: true })).toHaveValue('7 Rolling Mill Road, Pittsburgh PA 15219');
    await expect(page.getByLabel(t.phone, { exact: true })).toHaveValue('+1 412 555 0199');
  });

  test('a buyer cannot open another buyer’s purchase order', async ({ page, browser, request }) => {
    const product = await createProductAsAdmin(request, await signInAsAdmin(request));
    await signUpViaApi(page, newBuyer());
    const placed = await page.request.post('/orders', {
      data: {
        productId: product._id,
        productQuantity: 10,
        buyerAddress: '1 Test Street, Leeds',
        phone: '+44 113 496 0000',
      },
    });
    expect(placed.status()).toBe(201);
    const order = await purchaseOrderWithProduct(page, product.name);

    const other = await (await browser.newContext()).newPage();
    await signUpViaApi(other, newBuyer());
    await other.goto(paths.purchaseOrder(order._id));
    await expect(other.getByRole('heading', { level: 1, name: messages.purchaseOrders.notFound })).toBeVisible();
    await expect(other.getByRole('main')).not.toContainText(product.name);
    await other.context().close();
  });
});
