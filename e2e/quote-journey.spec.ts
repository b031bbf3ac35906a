import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { centsToDollars, dollarsToCents, formatUsd, orderTotalCents } from '#shared/money.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
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
import { createProductAsAdmin } from './support/ordering-helpers.ts';
import { factOf, fetchPurchaseOrder, nextConfirm, payWithCard } from './support/purchase-order-helpers.ts';

const q = quotes;
const c = messages.cart;
const o = messages.orderPages;

/** A small but real PDF: the store judges uploads by their bytes (a PDF starts with %PDF-). */
function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${text}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** YYYY-MM-DD, `days` after today (UTC): a valid-until day safely ahead. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function quoteOf(page: Page, id: string): Promise<Quote> {
  const response = await page.request.get(`/quotes/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Quote;
}

/**
 * The journey of docs/product/quotes.md in the browser against the built app and the real server:
 * a buyer asks for a quote from a product page with a drawing, the store answers it at Manage
 * Quotes, the buyer accepts and pays it, the store attaches the mill certificate to the line and
 * the buyer downloads exactly that file. axe checks every quotes page on the way.
 */
test('a quote requested from a product page with a drawing, answered, accepted, paid, certified', async ({
  page,
  request,
  browser,
  axe,
}) => {
  test.slow();
  const adminToken = await signInAsAdmin(request);
  const product = await createProductAsAdmin(request, adminToken);
  const buyer = newBuyer();
  await signUpViaApi(page, buyer);
  // The drawing is an upload: only from a verified email (PRODUCT.md §21).
  await verifyEmailViaApi(page, buyer.email);

  // From the product page: the form knows the product, its metal and form.
  await page.goto(paths.product(product._id));
  await page.getByRole('link', { name: q.requestQuote, exact: true }).click();
  await expect(page).toHaveURL(`${quotePaths.newQuote}?productId=${product._id}`);
  await expect(page.getByRole('link', { name: q.fromProduct(product.name) })).toBeVisible();
  await expect(page.getByLabel(q.metal, { exact: true })).toHaveValue('niobium');
  await expect(page.getByLabel(q.form, { exact: true })).toHaveValue('plate');
  await page.getByLabel(q.grade, { exact: true }).fill('R04200 Type 1');
  await page.getByLabel(q.dimensions, { exact: true }).fill('2 × 300 × 600 mm');
  await page.getByLabel(q.quantity, { exact: true }).fill('500');
  await page.getByLabel(q.notes, { exact: true }).fill('Sheared edges, deburred');
  const drawing = pdf('drawing of the plate');
  await page.getByLabel(q.drawing, { exact: true }).setInputFiles({
    name: 'plate-drawing.pdf',
    mimeType: 'application/pdf',
    buffer: drawing,
  });
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: q.sendRequest, exact: true }).click();

  // The quote's page: requested, with its drawing.
  await expect(page).toHaveURL(/\/dashboard\/quotes\/(?!new\b)[^/?]+$/);
  const quoteId = decodeURIComponent(page.url().split('/').at(-1)!);
  const requested = await quoteOf(page, quoteId);
  expect(requested).toMatchObject({
    status: 'requested',
    productId: product._id,
    metal: 'niobium',
    form: 'plate',
    grade: 'R04200 Type 1',
    dimensions: '2 × 300 × 600 mm',
    quantity: 500,
  });
  await expect(page.getByRole('heading', { name: q.quoteTitle(requested.number) })).toBeVisible();
  await expect(factOf(page, q.status)).toHaveText(q.statuses.requested);
  await expect(page.getByRole('link', { name: q.downloadDrawing('plate-drawing.pdf') })).toBeVisible();
  expect(await axe()).toEqual([]);

  // My Quotes lists it.
  await page.goto(quotePaths.myQuotes);
  await expect(page.getByRole('link', { name: requested.number, exact: true })).toBeVisible();
  expect(await axe()).toEqual([]);

  // The store answers it from Manage Quotes; it can read the drawing.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(quotePaths.manageQuotes);
  await expect(admin.getByRole('heading', { name: q.manageQuotesTitle })).toBeVisible();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.getByRole('link', { name: requested.number, exact: true }).click();
  await expect(admin).toHaveURL(quotePaths.quote(quoteId));
  const drawingHref = await admin
    .getByRole('link', { name: q.downloadDrawing('plate-drawing.pdf') })
    .getAttribute('href');
  const drawingAnswer = await admin.request.get(drawingHref ?? '');
  expect(drawingAnswer.status()).toBe(200);
  expect(Buffer.from(await drawingAnswer.body()).equals(drawing)).toBe(true);
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.getByLabel(q.unitPriceLabel, { exact: true }).fill('38.50');
  await admin.getByLabel(q.leadTimeLabel, { exact: true }).fill('21');
  await admin.getByLabel(q.validUntilLabel, { exact: true }).fill(daysAhead(30));
  await admin.getByLabel(q.noteLabel, { exact: true }).fill('Mill run in three weeks');
  await admin.getByRole('button', { name: q.sendAnswer, exact: true }).click();
  await expect(factOf(admin, q.status)).toHaveText(q.statuses.quoted);
  await expect(factOf(admin, q.unitPrice)).toHaveText(formatUsd(38.5));

  // The buyer accepts: a purchase order at the quoted price, paid as any other.
  const total = formatUsd(centsToDollars(orderTotalCents(dollarsToCents(38.5), 500)));
  await page.goto(quotePaths.quote(quoteId));
  await expect(factOf(page, q.total)).toHaveText(total);
  await page.getByLabel(c.shipToAddress).fill('7 Crucible Lane, Sheffield S3 8DQ');
  await page.getByLabel(c.phone, { exact: true }).fill('+44 114 496 0321');
  await page.getByLabel(c.poNumber).fill('PO-QUOTE-5520');
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: q.accept, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
  const orderId = decodeURIComponent(page.url().split('/').at(-2)!);
  const order = await fetchPurchaseOrder(page, orderId);
  expect(order).toMatchObject({ poNumber: 'PO-QUOTE-5520', status: 'unpaid' });
  expect(order.lines).toHaveLength(1);
  const line = order.lines[0]!;
  expect(line).toMatchObject({ quantity: 500, unitPrice: 38.5, quoteId });
  await payWithCard(page, '4242 4242 4242 4242', o.payAmount(total));
  await expect(page.getByRole('status').filter({ hasText: messages.payment.succeeded })).toBeVisible();
  expect((await quoteOf(page, quoteId)).status).toBe('accepted');

  // The store attaches the line's mill certificate with its heat number.
  const certificate = pdf('EN 10204 3.1 inspection certificate, heat H-77812');
  await admin.goto(paths.manageOrder(orderId));
  await admin.getByRole('button', { name: `${q.attachCertificate}: ${line.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: q.attachHeading(line.name) });
  await dialog.getByLabel(q.certificateFile, { exact: true }).setInputFiles({
    name: 'H-77812-3.1.pdf',
    mimeType: 'application/pdf',
    buffer: certificate,
  });
  await dialog.getByLabel(q.certificateTypeLabel, { exact: true }).selectOption('EN 10204 3.1');
  await dialog.getByLabel(q.heatNumberLabel, { exact: true }).fill('H-77812');
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await dialog.getByRole('button', { name: q.upload, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('link', { name: q.downloadCertificate('EN 10204 3.1', line.name) })).toBeVisible();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.context().close();

  // The buyer sees the heat number and downloads exactly that certificate.
  await page.goto(paths.purchaseOrder(orderId));
  await expect(
    page.getByRole('row', { name: new RegExp(line.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toContainText('H-77812');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: q.downloadCertificate('EN 10204 3.1', line.name) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('H-77812-3.1.pdf');
  expect((await readFile(await download.path())).equals(certificate)).toBe(true);
  expect(await axe()).toEqual([]);
});

test('a buyer withdraws a quote after confirming, and it can no longer be accepted', async ({ page, axe }) => {
  const buyer = newBuyer();
  await signUpViaApi(page, buyer);
  await page.goto(quotePaths.newQuote);
  await page.getByLabel(q.metal, { exact: true }).selectOption('tantalum');
  await page.getByLabel(q.form, { exact: true }).selectOption('wire');
  await page.getByLabel(q.dimensions, { exact: true }).fill('Ø 0.25 mm × 100 m');
  await page.getByLabel(q.quantity, { exact: true }).fill('3');
  await page.getByRole('button', { name: q.sendRequest, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/(?!new\b)[^/?]+$/);
  const quoteId = decodeURIComponent(page.url().split('/').at(-1)!);
  const { number } = await quoteOf(page, quoteId);

  // Dismissed, nothing happens; confirmed, it is withdrawn.
  let question = nextConfirm(page, false);
  await page.getByRole('button', { name: q.withdraw, exact: true }).click();
  expect(await question).toBe(q.confirmWithdraw(number));
  expect((await quoteOf(page, quoteId)).status).toBe('requested');
  question = nextConfirm(page, true);
  await page.getByRole('button', { name: q.withdraw, exact: true }).click();
  await question;
  await expect(factOf(page, q.status)).toHaveText(q.statuses.withdrawn);
  await expect(page.getByRole('button', { name: q.withdraw, exact: true })).toHaveCount(0);
  expect((await quoteOf(page, quoteId)).status).toBe('withdrawn');
  expect(await axe()).toEqual([]);
});

test('a drawing of another type is refused before sending; the store declines with a reason the buyer reads', async ({
  page,
  browser,
}) => {
  const buyer = newBuyer();
  await signUpViaApi(page, buyer);
  await page.goto(quotePaths.newQuote);
  await page.getByLabel(q.metal, { exact: true }).selectOption('tungsten');
  await page.getByLabel(q.form, { exact: true }).selectOption('bar');
  await page.getByLabel(q.dimensions, { exact: true }).fill('Ø 40 × 1200 mm');
  await page.getByLabel(q.quantity, { exact: true }).fill('12');
  const drawingField = page.getByLabel(q.drawing, { exact: true });
  await drawingField.setInputFiles({ name: 'bar.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText(q.fileType('a PDF, PNG or JPEG'))).toBeVisible();
  await expect(drawingField).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: q.sendRequest, exact: true }).click();
  await expect(page).toHaveURL(quotePaths.newQuote);
  // Without the drawing it goes as JSON.
  await drawingField.setInputFiles([]);
  await page.getByRole('button', { name: q.sendRequest, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/(?!new\b)[^/?]+$/);
  const quoteId = decodeURIComponent(page.url().split('/').at(-1)!);
  const { number, drawing } = await quoteOf(page, quoteId);
  expect(drawing).toBeNull();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(`${quotePaths.manageQuotes}?status=requested`);
  await admin.getByRole('link', { name: number, exact: true }).click();
  await admin.getByLabel(q.declineNote, { exact: true }).fill('We do not forge tungsten bars this size');
  const question = nextConfirm(admin, true);
  await admin.getByRole('button', { name: q.decline, exact: true }).click();
  expect(await question).toBe(q.confirmDecline(number));
  await expect(factOf(admin, q.status)).toHaveText(q.statuses.declined);
  await admin.context().close();

  await page.reload();
  await expect(factOf(page, q.status)).toHaveText(q.statuses.declined);
  await expect(factOf(page, q.storeNote)).toHaveText('We do not forge tungsten bars this size');
  await expect(page.getByRole('button', { name: q.accept, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: q.withdraw, exact: true })).toHaveCount(0);
});
