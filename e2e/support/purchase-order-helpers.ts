import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { exactly, futureExpiry } from './ordering-helpers.ts';

type Client = Page | APIRequestContext;
const requestOf = (client: Client): APIRequestContext => ('goto' in client ? client.request : client);

/** The signed-in buyer's purchase order that has a line of `productName` (each test orders its own). */
export async function purchaseOrderWithProduct(client: Client, productName: string): Promise<PurchaseOrder> {
  const response = await requestOf(client).get('/purchase-orders?scope=mine&pageSize=100');
  expect(response.status()).toBe(200);
  const items = (await response.json()) as PurchaseOrder[];
  const order = items.find((item) => item.lines.some((line) => line.name === productName));
  if (!order) throw new Error(`no purchase order with a line of ${productName}`);
  return order;
}

export async function fetchPurchaseOrder(client: Client, id: string): Promise<PurchaseOrder> {
  const response = await requestOf(client).get(`/purchase-orders/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PurchaseOrder;
}

/** The row of a purchase order list headed by the order's number (Manage All Orders). */
export function orderRowOf(page: Page, number: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
}

/** The value of a fact of the detail page's header list (`<dt>label</dt><dd>value</dd>`). */
export function factOf(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('dt')
    .filter({ hasText: exactly(label) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Fills the test provider's card form and presses the pay button (`payButton`: its full name). */
export async function payWithCard(page: Page, cardNumber: string, payButton: string = messages.ordering.pay) {
  const t = messages.ordering;
  await page.getByLabel(t.cardNumber, { exact: true }).fill(cardNumber);
  await page.getByLabel(t.expiry, { exact: true }).fill(futureExpiry());
  await page.getByLabel(t.cvc, { exact: true }).fill('123');
  await page.getByRole('button', { name: payButton, exact: true }).click();
}

/** Accepts (or dismisses) the next confirm dialog and answers its text. */
export function nextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
}
