import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import { orderSearch } from '#shared/messages/order-search.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test, useViewport } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';

const shipTo = { address: '1 Foundry Row, Sheffield S1 1AA', phone: '+44 114 496 0123' };

async function placeOrder(page: Page, productId: string, poNumber: string): Promise<PurchaseOrder> {
  await page.request.delete('/cart');
  expect((await page.request.put(`/cart/lines/${productId}`, { data: { quantity: 10 } })).status()).toBe(200);
  const placed = await page.request.post('/purchase-orders', { data: { shipTo, poNumber } });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as PurchaseOrder;
}

/** Issue 32: My Orders finds past orders by number, PO number and product, by status and by the days placed. */
test('a buyer finds past orders on My Orders by product, PO number, status and date', async ({ page, request }) => {
  test.slow();
  await useViewport(page, 'desktop');
  const adminToken = await signInAsAdmin(request);
  const [first, second] = [
    await createProductAsAdmin(request, adminToken),
    await createProductAsAdmin(request, adminToken),
  ];
  await signUpViaApi(page, newBuyer());
  const tag = Date.now().toString(36).toUpperCase();
  const a = await placeOrder(page, first._id, `PO-A-${tag}`);
  const b = await placeOrder(page, second._id, `PO-B-${tag}`);
  const shown = (order: PurchaseOrder) => page.getByRole('link', { name: order.number, exact: true });

  await page.goto(paths.myOrders);
  await expect(shown(a)).toBeVisible();
  await expect(shown(b)).toBeVisible();

  const search = page.getByRole('searchbox', { name: messages.orderPages.search });
  await search.fill(first.name);
  await search.press('Enter');
  await expect(shown(b)).toBeHidden();
  await expect(shown(a)).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);

  await search.fill(`po-b-${tag.toLowerCase()}`);
  await search.press('Enter');
  await expect(shown(a)).toBeHidden();
  await expect(shown(b)).toBeVisible();

  // Both unpaid: Paid leaves none, with the no-match line.
  await page.getByRole('button', { name: orderSearch.clearFilters }).click();
  await page.getByLabel(messages.ordering.statusFilter).selectOption('paid');
  await expect(page.getByText(messages.orderPages.noMatchingOrders)).toBeVisible();
  await page.getByLabel(messages.ordering.statusFilter).selectOption('unpaid');
  await expect(shown(a)).toBeVisible();

  // The days placed: from tomorrow none; today both.
  const today = a.createdAt.slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(orderSearch.from).fill(tomorrow);
  await expect(page.getByText(messages.orderPages.noMatchingOrders)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
  await page.getByLabel(orderSearch.from).fill(today);
  await page.getByLabel(orderSearch.to).fill(today);
  await expect(shown(a)).toBeVisible();
  await expect(shown(b)).toBeVisible();

  // The URL keeps the filters: a reload shows the same list.
  await page.reload();
  await expect(page.getByLabel(orderSearch.to)).toHaveValue(today);
  await expect(shown(b)).toBeVisible();
});
