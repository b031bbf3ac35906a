import type { Page } from '@playwright/test';
import { certificatePaths } from '#shared/lazy-paths.ts';
import { messages } from '#shared/messages.ts';
import { certificatePortal as cp } from '#shared/messages/certificate-portal.ts';
import { heatChoice as h } from '#shared/messages/heat-choice.ts';
import { lots } from '#shared/messages/lots.ts';
import { quotes as q } from '#shared/messages/quotes.ts';
import { remnantsUi as r } from '#shared/messages/remnants-ui.ts';
import { requiredCertificates as rc } from '#shared/messages/required-certificates.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, seriousAxeViolations, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { certificatePdf, createBarProduct, remnantPriceText, shipTo, unique } from './support/lot-helpers.ts';
import { fetchPurchaseOrder, factOf } from './support/purchase-order-helpers.ts';

const c = messages.cart;
const o = messages.orderPages;
const l = lots.ui;
const type31 = 'EN 10204 3.1';

/**
 * Checkout of the page's cart with a ship-to address: answers the new order's id (the pay page's).
 * `remnant`: the checkout lists that line as a remnant, with its length.
 */
async function checkOut(page: Page, remnant?: { name: string; lengthMm: number }): Promise<string> {
  await page.goto(paths.cart);
  await page.getByRole('link', { name: c.checkout, exact: true }).click();
  await expect(page).toHaveURL(paths.checkout);
  if (remnant) {
    const line = page.getByRole('row').filter({ hasText: remnant.name });
    await expect(line).toContainText(r.badge);
    await expect(line).toContainText(r.length(remnant.lengthMm));
  }
  await page.getByLabel(c.shipToAddress).fill(shipTo.address);
  await page.getByLabel(c.phone, { exact: true }).fill(shipTo.phone);
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
  return decodeURIComponent(page.url().split('/').at(-2)!);
}

/**
 * Issue 31's journey (PRODUCT.md §20), worked by hand: staff receive 2 bars × 3,000 mm of one heat
 * with its 3.1 certificate; a buyer pins that heat for 1 × 1,200 mm and checks out: the order
 * names the heat and links the certificate at once; the rest of the bar, 3,000 − 1,200 = 1,800 mm
 * (at least the 100 mm minimum cut, shorter than a whole bar), is a remnant on /remnants at
 * $123.45/m × 1.8 m × (1 − 30 %) = $155.55; another buyer buys it and it is gone from the list;
 * the first buyer's quality engineer finds the certificate by heat number and downloads a ZIP.
 */
test('bars received with a 3.1 become a pinned-heat cut with its certificate, and the rest of the bar is sold as a remnant', async ({
  page,
  browser,
  request,
  axe,
}) => {
  test.slow();
  const adminToken = await signInAsAdmin(request);
  const product = await createBarProduct(request, adminToken, { price: 123.45 });
  const heat = unique('HT');

  // Staff receive the lot of bars with its certificate on the product's Edit page.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(paths.editProduct(product._id));
  const receive = admin.getByRole('form', { name: l.receive });
  await receive.getByLabel(l.heat, { exact: true }).fill(heat);
  await receive.getByLabel(l.barLengthMm, { exact: true }).fill('3000');
  await receive.getByLabel(l.barCount, { exact: true }).fill('2');
  await receive.getByLabel(l.received, { exact: true }).fill('2026-07-01');
  await receive.getByLabel(l.mill, { exact: true }).fill('H.C. Starck');
  await receive.getByLabel(l.certificate, { exact: true }).selectOption(type31);
  await receive
    .getByLabel(`${l.certificate} (PDF)`, { exact: true })
    .setInputFiles({ name: 'mill-cert.pdf', mimeType: 'application/pdf', buffer: certificatePdf });
  await receive.getByLabel(l.public, { exact: true }).check();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await receive.getByRole('button', { name: l.receive, exact: true }).click();
  const lotRow = admin.getByRole('row').filter({ hasText: heat });
  await expect(lotRow).toContainText('6 m');
  await expect(lotRow).toContainText(l.bars([3000, 3000]));
  await expect(lotRow.getByRole('link', { name: type31 })).toBeVisible();

  // A buyer pins that heat for one piece of 1,200 mm, requires its 3.1, and checks out.
  await signUpViaApi(page, newBuyer());
  await page.request.delete('/cart');
  await page.goto(paths.product(product._id));
  await page.getByLabel(unitPages.pieces, { exact: true }).fill('1');
  await page.getByLabel(unitPages.lengthMm, { exact: true }).fill('1200');
  await page.getByLabel(h.label, { exact: true }).selectOption(heat);
  await page.getByLabel(rc.label, { exact: true }).selectOption('3.1');
  await page.getByRole('button', { name: c.addToCart, exact: true }).click();
  await expect(page.getByText(unitPages.cutAdded(product.name))).toBeVisible();
  const orderId = await checkOut(page);

  // The order names the heat and links its certificate at once: nobody attached it by hand.
  await page.goto(paths.purchaseOrder(orderId));
  const line = page.getByRole('row').filter({ hasText: product.name });
  await expect(line).toContainText('1 × 1,200 mm');
  await expect(line).toContainText(heat);
  await expect(line.getByRole('link', { name: q.downloadCertificate(type31, product.name) })).toBeVisible();
  expect(await axe()).toEqual([]);
  const order = await fetchPurchaseOrder(page, orderId);
  expect(order.lines[0]).toMatchObject({ heatNumber: heat, certificate: { type: type31 } });

  // The buyer's quality engineer finds the certificate by its heat number and downloads a ZIP.
  await page.goto(certificatePaths.certificates);
  await page.getByLabel(cp.search).fill(heat.toLowerCase());
  const selectRow = page.getByRole('checkbox', { name: cp.selectRow(heat, order.number) });
  await selectRow.check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: cp.downloadSelected }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^Certificates-\d{4}-\d\d-\d\d\.zip$/);

  // The rest of the bar is on /remnants, found from the navbar, at the discounted price.
  const price = remnantPriceText(product.price, 1800);
  expect(price).toBe('$155.55');
  const other = await (await browser.newContext()).newPage();
  await signUpViaApi(other, newBuyer());
  await other.request.delete('/cart');
  await other.goto(paths.home);
  await other
    .getByRole('navigation', { name: messages.ui.mainNav })
    .getByRole('link', { name: r.heading, exact: true })
    .click();
  await expect(other).toHaveURL(paths.remnants);
  await expect(other.getByRole('heading', { level: 1, name: r.heading })).toBeVisible();
  await other.getByLabel(messages.catalog.metal, { exact: true }).selectOption('tantalum');
  await expect(other).toHaveURL(/metal=tantalum/);
  const remnant = other.getByRole('row').filter({ hasText: product.name });
  await expect(remnant).toContainText(heat);
  await expect(remnant).toContainText(r.length(1800));
  await expect(remnant).toContainText(type31);
  await expect(remnant).toContainText(price);

  // Another buyer adds it, sees the cart count follow, and checks out.
  await remnant.getByRole('button', { name: r.addToCart, exact: true }).click();
  await expect(other.getByText(r.added(product.name, 1800))).toBeVisible();
  await expect(other.getByRole('link', { name: c.navLabel(1) })).toBeVisible();
  await expect(remnant.getByRole('link', { name: r.inYourCart })).toBeVisible();
  await other.goto(paths.cart);
  const cartLine = other.getByRole('row').filter({ hasText: product.name });
  await expect(cartLine).toContainText(r.badge);
  await expect(cartLine).toContainText(h.pinned(heat));
  await expect(cartLine).toContainText(r.length(1800));
  await expect(cartLine).toContainText(price);
  // Sold whole: no quantity to change.
  await expect(cartLine.getByRole('spinbutton')).toHaveCount(0);
  const remnantOrderId = await checkOut(other, { name: product.name, lengthMm: 1800 });
  const remnantOrder = await fetchPurchaseOrder(other, remnantOrderId);
  expect(remnantOrder.total).toBe(155.55);
  expect(remnantOrder.lines[0]).toMatchObject({ heatNumber: heat });

  // Sold once: gone from the list for everyone.
  await other.goto(`${paths.remnants}?productId=${product._id}`);
  await expect(other.getByText(r.none)).toBeVisible();
  await page.goto(`${paths.remnants}?productId=${product._id}`);
  await expect(page.getByText(r.none)).toBeVisible();
  await other.context().close();
  await admin.context().close();
});

/** A paid order of the page's buyer for its cart, by the API as the web app would place and pay it. */
async function placeAndPay(page: Page): Promise<PurchaseOrder> {
  const placed = await page.request.post('/purchase-orders', { data: { shipTo } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PurchaseOrder;
  const intent = await page.request.post('/create-payment-intent', { data: { purchaseOrderId: order._id } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const card = await page.request.post('/payments/test/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
  });
  const { paymentId } = (await card.json()) as { paymentId: string };
  const paid = await page.request.post(`/purchase-orders/${order._id}/pay`, { data: { transactionId: paymentId } });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as PurchaseOrder;
}

/**
 * PRODUCT.md §20 "Certificates follow the metal": a line whose buyer required a 3.1 is not
 * shipped while its certificate is missing (the stock came without one): the store's order page
 * says so beside the line, shipping answers 409 naming the line; once the certificate is
 * attached, it ships.
 */
test('the store cannot ship a line that requires a 3.1 until its certificate is attached', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const adminToken = await signInAsAdmin(request);
  const created = await request.post('/products', {
    data: {
      name: `Titanium plate E2E ${unique('')}`,
      picture: '/images/products/niobium-plate.svg',
      about: 'Titanium plate with a 3.1 on request, for the certificate control e2e test.',
      origin: 'USA',
      metal: 'titanium',
      form: 'plate',
      total: 40,
      minimum: 2,
      price: 55,
      certificate: type31,
    },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { _id: string; name: string };

  // The buyer requires the product's 3.1 on its page; its stock (no lot certificate) has none.
  await signUpViaApi(page, newBuyer());
  await page.request.delete('/cart');
  await page.goto(paths.product(product._id));
  await page.getByLabel(rc.label, { exact: true }).selectOption('3.1');
  await page.getByRole('button', { name: c.addToCart, exact: true }).click();
  await expect(page.getByText(c.added(product.name))).toBeVisible();
  const order = await placeAndPay(page);
  expect(order.lines[0]).toMatchObject({ certificateRequired: '3.1', certificate: null });

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(paths.manageOrder(order._id));
  const lines = admin.getByRole('table', { name: o.linesCaption(order.number) });
  await expect(lines.getByRole('row').filter({ hasText: product.name })).toContainText(rc.missingBadge('3.1'));
  const refused = await request.post(`/purchase-orders/${order._id}/ship`, {
    data: { carrier: 'DHL Express', trackingNumber: 'JD0146000031' },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(rc.missingBeforeShip(1, product.name, '3.1'));
  await admin.reload();
  await expect(factOf(admin, messages.ordering.status)).toHaveText(o.statuses.paid);

  // The certificate attached, the store ships it.
  const attached = await request.post(`/purchase-orders/${order._id}/lines/${order.lines[0]!._id}/certificate`, {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      file: { name: 'mill-cert.pdf', mimeType: 'application/pdf', buffer: certificatePdf },
      type: type31,
      heatNumber: unique('HT'),
    },
  });
  expect(attached.status(), await attached.text()).toBe(200);
  await admin.reload();
  await expect(lines.getByRole('row').filter({ hasText: product.name })).toContainText(type31);
  await expect(admin.getByText(rc.missingBadge('3.1'))).toHaveCount(0);
  await admin.getByRole('button', { name: o.ship, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: o.shipHeading(order.number) });
  await dialog.getByLabel(o.carrier, { exact: true }).fill('DHL Express');
  await dialog.getByLabel(o.trackingNumber, { exact: true }).fill('JD0146000031');
  await dialog.getByRole('button', { name: o.confirmShip, exact: true }).click();
  await expect(factOf(admin, messages.ordering.status)).toHaveText(o.statuses.shipped);
  await admin.context().close();
});
