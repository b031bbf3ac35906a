import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { documents } from '#shared/messages/documents.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { addressTexts as a } from '#shared/messages/addresses.ts';
import { languageChooser } from '#shared/messages/language-chooser.ts';
import { messages } from '#shared/messages.ts';
import { orderCostsUi } from '#shared/messages/order-costs-ui.ts';
import { paths } from '#shared/routes.ts';
import { expect, fetchProducts, newBuyer, signUpViaApi, test } from './fixtures.ts';
import { mailsTo } from '../server/src/testing/mail-outbox.ts';
import { testServer } from './support/test-server.ts';
import { textsIn } from './support/texts-in.ts';

/*
 * A buyer in Stuttgart and one in Lyon (PRODUCT.md §18, issue 33): the language chosen in the
 * navbar, every page they pass through in it (texts found as the catalogs say them in that
 * language), the numbers in its format, and nothing serious for axe.
 */
let say: Awaited<ReturnType<typeof textsIn>>;
test.beforeAll(async () => {
  say = await textsIn();
});

const c = messages.cart;
/** The navbar's language chooser, named in the page's language. */
const chooser = (page: Page, language: Language = 'en') =>
  page
    .getByRole('navigation', { name: say(language, () => messages.ui.mainNav) })
    .getByRole('combobox', { name: say(language, () => languageChooser.label) });

async function pieceProduct(page: Page): Promise<Product> {
  const products = await fetchProducts(page, { limit: 24 });
  const product = products.find((p) => (p.unit ?? 'pcs') === 'pcs' && p.total >= p.minimum && !p.cutToLength);
  if (!product) throw new Error('the demo catalog has no product by the piece on its first page');
  return product;
}

const journeys: { language: Language; name: string; city: string; postalCode: string; country: string }[] = [
  { language: 'de', name: 'Deutsch', city: 'Stuttgart', postalCode: '70173', country: 'DE' },
  { language: 'fr', name: 'Français', city: 'Lyon', postalCode: '69002', country: 'FR' },
];

for (const journey of journeys) {
  const { language } = journey;
  const t = <T>(read: () => T) => say(language, read);

  test(`a buyer chooses ${journey.name} and browses, adds to the cart and checks out in it`, async ({ page, axe }) => {
    test.slow();
    // The server's rendering and the browser's first render agree in the language (no React
    // hydration error): the translations are in before the app hydrates.
    const hydrationErrors: string[] = [];
    const hydrationError = /hydrat|did not match|Minified React error #(418|423|425|421)/i;
    page.on('console', (message) => {
      if (message.type() === 'error' && hydrationError.test(message.text())) hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (hydrationError.test(error.message)) hydrationErrors.push(error.message);
    });
    const buyer = newBuyer();
    await signUpViaApi(page, buyer);
    await page.goto(paths.home);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooser(page).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: t(() => messages.home.ourProducts) })).toBeVisible();
    await expect(chooser(page, language).locator('option:checked')).toHaveText(journey.name);
    expect(await axe()).toEqual([]);

    // The catalog, server-rendered in the chosen language, and the product page.
    const product = await pieceProduct(page);
    await page.goto(paths.products);
    await expect(page.getByRole('heading', { name: t(() => messages.catalog.heading), level: 1 })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.goto(paths.product(product._id));
    await page.getByRole('button', { name: t(() => c.addToCart), exact: true }).click();
    await expect(page.getByText(t(() => c.added(product.name)))).toBeVisible();
    expect(await axe()).toEqual([]);

    await page.goto(paths.cart);
    await expect(page.getByRole('heading', { name: t(() => c.pageTitle), level: 1 })).toBeVisible();
    expect(await axe()).toEqual([]);

    // The checkout's fields and costs in the language; the order placed.
    await page.goto(paths.checkout);
    await page.getByRole('radio', { name: t(() => a.byField) }).check();
    await page
      .getByLabel(
        t(() => a.fields.line1),
        { exact: true },
      )
      .fill('Königstraße 10');
    await page
      .getByLabel(
        t(() => a.fields.postalCode),
        { exact: true },
      )
      .fill(journey.postalCode);
    await page
      .getByLabel(
        t(() => a.fields.city),
        { exact: true },
      )
      .fill(journey.city);
    await page
      .getByLabel(
        t(() => a.fields.country),
        { exact: true },
      )
      .selectOption(journey.country);
    await page
      .getByLabel(
        t(() => c.phone),
        { exact: true },
      )
      .fill('+49 711 555 0199');
    await expect(page.getByRole('table', { name: t(() => orderCostsUi.caption) })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: t(() => c.placeOrder), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+\/pay$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await axe()).toEqual([]);

    // The order mail in the buyer's language (the chooser saved it on the profile).
    const id = decodeURIComponent(page.url().split('/').at(-2)!);
    const order = (await (await page.request.get(`/purchase-orders/${id}`)).json()) as PurchaseOrder;
    const { dataDir } = await testServer();
    // (The verification mail came first, in English: it was sent before the language was chosen.)
    const orderMail = () => mailsTo(dataDir, buyer.email).find((mail) => mail.includes(order.number));
    await expect.poll(orderMail).toBeDefined();
    const mail = orderMail()!;
    expect(mail).toMatch(new RegExp(`^Content-Language: ${language}`, 'im'));
    expect(mail).toContain(t(() => documents.mail.subject.placed(order.number, null)));
    expect(mail).toContain(t(() => documents.mail.placed.heading));

    // Paid (as the pay page would), the invoice is downloaded from the order page in the language.
    const intent = await page.request.post('/create-payment-intent', { data: { purchaseOrderId: id } });
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const card = await page.request.post('/payments/test/confirm', {
      data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    const { paymentId } = (await card.json()) as { paymentId: string };
    const paid = await page.request.post(`/purchase-orders/${id}/pay`, { data: { transactionId: paymentId } });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.goto(paths.purchaseOrder(id));
    const invoice = page.getByRole('link', { name: t(() => messages.orderPages.downloadInvoice), exact: true });
    const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(t(() => documents.invoice.heading));
    expect(text).toContain(t(() => documents.invoice.billTo));
    expect(text).not.toContain(documents.invoice.billTo);
    expect(await axe()).toEqual([]);
    expect(hydrationErrors).toEqual([]);
  });
}
