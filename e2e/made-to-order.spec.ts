import type { APIRequestContext } from '@playwright/test';
import type { Product } from '#shared/catalog/product.schema.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import { messages } from '#shared/messages.ts';
import { orderLines } from '#shared/messages/order-lines.ts';
import { quotes as q } from '#shared/messages/quotes.ts';
import { paths } from '#shared/routes.ts';
import {
  expect,
  newBuyer,
  seriousAxeViolations,
  signInAsAdmin,
  signUpViaApi,
  test,
  verifyEmailViaApi,
} from './fixtures.ts';
import { factOf, fetchPurchaseOrder } from './support/purchase-order-helpers.ts';

const c = messages.cart;
const customSize = 'OD 30 × wall 2 × 2,400 mm';

/** The catalog tube of the reviewer's report: titanium, 12.7 × 0.89 mm, sold by the metre. */
async function createTube(request: APIRequestContext, adminToken: string): Promise<Product> {
  const response = await request.post('/products', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      name: `Titanium Grade 2 Tube by the Metre, 12.7 × 0.89 mm E2E ${Date.now()}`,
      picture: '/images/products/titanium-bar.svg',
      about: 'Seamless CP titanium tube by the metre, for the made-to-order e2e spec.',
      origin: 'USA',
      metal: 'titanium',
      form: 'tube',
      grade: 'Grade 2',
      standard: 'ASTM B338',
      unit: 'm',
      dimensions: { od: 12.7, wall: 0.89 },
      price: 38.5,
      minimum: 0.1,
      total: 300,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Product;
}

/**
 * Issue 27's journey (PRODUCT.md §22) in the browser: a custom size asked from a catalog tube's
 * page with a drawing, answered at Manage Quotes, accepted; the order page shows the quoted tube,
 * made to order with its lead time and drawing, and the catalog tube's stock is untouched.
 */
test('a custom size requested from a product page becomes a made-to-order line of the quoted size', async ({
  page,
  request,
  browser,
  axe,
}) => {
  test.slow();
  const adminToken = await signInAsAdmin(request);
  const tube = await createTube(request, adminToken);
  const buyer = newBuyer();
  await signUpViaApi(page, buyer);
  await verifyEmailViaApi(page, buyer.email);

  await page.goto(paths.product(tube._id));
  await page.getByRole('link', { name: q.requestQuote, exact: true }).click();
  await expect(page.getByLabel(q.metal, { exact: true })).toHaveValue('titanium');
  await page.getByLabel(q.dimensions, { exact: true }).fill(customSize);
  await page.getByLabel(q.quantity, { exact: true }).fill('40');
  await page.getByLabel(orderLines.certificateLabel, { exact: true }).selectOption('EN 10204 3.1');
  await page.getByLabel(q.drawing, { exact: true }).setInputFiles({
    name: 'tube-od30.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% OD 30 tube\ntrailer <<>>\n%%EOF\n'),
  });
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: q.sendRequest, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/(?!new\b)[^/?]+$/);
  const quoteId = decodeURIComponent(page.url().split('/').at(-1)!);
  await expect(factOf(page, orderLines.supplyLabel)).toHaveText(orderLines.madeToOrder);
  const number = ((await (await page.request.get(`/quotes/${quoteId}`)).json()) as { number: string }).number;

  // The store answers at Manage Quotes.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(quotePaths.manageQuotes);
  await admin.getByRole('link', { name: number, exact: true }).click();
  await expect(factOf(admin, q.dimensions)).toHaveText(customSize);
  await admin.getByLabel(q.unitPriceLabel, { exact: true }).fill('184.50');
  await admin.getByLabel(q.leadTimeLabel, { exact: true }).fill('35');
  await admin
    .getByLabel(q.validUntilLabel, { exact: true })
    .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await admin.getByRole('button', { name: q.sendAnswer, exact: true }).click();
  await expect(factOf(admin, q.status)).toHaveText(q.statuses.quoted);
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.context().close();

  // The buyer accepts.
  await page.goto(quotePaths.quote(quoteId));
  await page.getByLabel(c.shipToAddress).fill('7 Mill Lane, Albany OR 97321');
  await page.getByLabel(c.phone, { exact: true }).fill('+1 541 555 0142');
  await page.getByRole('button', { name: q.accept, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
  const orderId = decodeURIComponent(page.url().split('/').at(-2)!);
  const order = await fetchPurchaseOrder(page, orderId);
  expect(order.lines[0]).toMatchObject({ madeToOrder: true, dimensions: customSize, quantity: 40, unit: 'pcs' });

  // The order page shows the quoted tube, made to order, with its lead time and drawing.
  await page.goto(paths.purchaseOrder(orderId));
  const row = page.getByRole('row', { name: new RegExp(customSize) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(orderLines.madeToOrderFacts(35));
  await expect(row).toContainText(orderLines.certificateRequired('EN 10204 3.1'));
  await expect(row).not.toContainText('12.7 × 0.89');
  await expect(row.getByRole('link', { name: orderLines.downloadDrawing(order.lines[0]!.name) })).toBeVisible();
  expect(await axe()).toEqual([]);

  // The catalog tube's stock is untouched.
  const after = (await (await request.get(`/products/${tube._id}`)).json()) as Product;
  expect(after.total).toBe(300);
});
