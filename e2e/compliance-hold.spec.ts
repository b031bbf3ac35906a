import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '#shared/catalog/product.schema.ts';
import { compliancePaths } from '#shared/lazy-paths.ts';
import { addressTexts as a } from '#shared/messages/addresses.ts';
import { complianceHolds as ch } from '#shared/messages/compliance-holds.ts';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { expect, fetchProducts, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { fetchPurchaseOrder } from './support/purchase-order-helpers.ts';

/*
 * PRODUCT.md §19: an export-controlled bar (the demo's Ti Grade 5 bar, 1C202) shipped to a review
 * destination asks the buyer for an end-use statement and is held; a store admin releases it
 * (it becomes payable) or refuses it (cancelled, stock back). Iceland is the review destination:
 * no other journey ships there, and the store's settings go back when the test is done.
 */
const controlledSku = 'TI-GR5-BAR-B348';
const reykjavik = { line1: 'Borgartún 26', postalCode: '105', city: 'Reykjavík', country: 'IS' };
const endUse = { endUser: 'Norðurál Metals ehf', country: 'IS', purpose: 'Test coupons for a turbine repair shop' };

// Both journeys set and restore the same store setting: one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

async function controlledProduct(page: Page): Promise<Product> {
  const [product] = (await fetchProducts(page, { q: controlledSku })).filter((p) => p.sku === controlledSku);
  if (!product) throw new Error(`the demo catalog has no ${controlledSku}`);
  return product;
}

/** Iceland as a review destination for the test's length, as the store admin sets it. */
async function withReviewDestination(request: APIRequestContext, run: (adminToken: string) => Promise<void>) {
  const token = await signInAsAdmin(request);
  const headers = { authorization: `Bearer ${token}` };
  const before = await (await request.get('/settings/compliance', { headers })).json();
  const put = await request.put('/settings/compliance', {
    headers,
    data: { ...before, reviewDestinations: [...before.reviewDestinations, 'IS'] },
  });
  expect(put.status()).toBe(200);
  try {
    await run(token);
  } finally {
    await request.put('/settings/compliance', { headers, data: before });
  }
}

/** A buyer of the page with the controlled bar in their cart (its minimum). */
async function buyerWithControlledCart(page: Page): Promise<Product> {
  const product = await controlledProduct(page);
  await signUpViaApi(page, newBuyer());
  const line = await page.request.put(`/cart/lines/${product._id}`, { data: { quantity: product.minimum } });
  expect(line.status()).toBe(200);
  return product;
}

test('a held order: the buyer gives the end-use statement, the store releases it and it can be paid', async ({
  page,
  request,
  axe,
}) => {
  test.slow();
  await withReviewDestination(request, async () => {
    await buyerWithControlledCart(page);
    await page.goto(paths.checkout);
    await page.getByRole('radio', { name: a.byField }).check();
    await page.getByLabel(a.fields.line1, { exact: true }).fill(reykjavik.line1);
    await page.getByLabel(a.fields.postalCode, { exact: true }).fill(reykjavik.postalCode);
    await page.getByLabel(a.fields.city, { exact: true }).fill(reykjavik.city);
    await page.getByLabel(a.fields.country, { exact: true }).selectOption(reykjavik.country);
    await page.getByLabel(messages.cart.phone, { exact: true }).fill('+354 555 0100');

    const statement = page.getByRole('group', { name: ch.checkout.legend });
    await expect(statement).toBeVisible();
    await statement.getByLabel(ch.checkout.endUser, { exact: true }).fill(endUse.endUser);
    await statement.getByLabel(ch.checkout.country, { exact: true }).selectOption(endUse.country);
    await statement.getByLabel(ch.checkout.purpose, { exact: true }).fill(endUse.purpose);
    await statement.getByLabel(ch.checkout.confirm).check();
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: messages.cart.placeOrder, exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').at(-1)!);
    await expect(page.getByRole('heading', { name: ch.page.heldTitle })).toBeVisible();
    await expect(page.getByText(ch.page.heldBuyer)).toBeVisible();
    await expect(page.getByRole('heading', { name: ch.page.endUseTitle })).toBeVisible();
    await expect(page.getByText(endUse.purpose)).toBeVisible();
    await expect(page.getByRole('button', { name: messages.ordering.pay })).toHaveCount(0);
    expect(await axe()).toEqual([]);
    const held = await fetchPurchaseOrder(page, id);
    expect(held).toMatchObject({ status: 'compliance_hold', endUse: { endUser: endUse.endUser, country: 'IS' } });

    // The store's compliance page: the reason, then Release with a note.
    await signInAsAdmin(page);
    await page.goto(compliancePaths.compliance);
    const card = page.getByRole('article', { name: held.number });
    await expect(card).toContainText(ch.dashboard.lines);
    await expect(card).toContainText('IS');
    expect(await axe()).toEqual([]);
    await card.getByRole('button', { name: ch.page.release, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(ch.page.releaseTitle) });
    await dialog.getByLabel(ch.page.noteLabel).fill('End user and end use verified');
    expect(await axe()).toEqual([]);
    await dialog.getByRole('button', { name: ch.page.release, exact: true }).click();
    await expect(page.getByText(ch.page.releasedToast)).toBeVisible();
    await expect(page.getByRole('article', { name: held.number })).toHaveCount(0);

    const released = (await (await page.request.get(`/purchase-orders/${id}`)).json()) as PurchaseOrder;
    expect(released.status).toBe('unpaid');
    expect(released.compliance).toMatchObject({ state: 'released', note: 'End user and end use verified' });
  });
});

test('a held order refused by the store is cancelled and its stock returned', async ({ page, request, axe }) => {
  await withReviewDestination(request, async () => {
    const product = await buyerWithControlledCart(page);
    const stockBefore = (await controlledProduct(page)).total;
    const placed = await page.request.post('/purchase-orders', {
      data: { shipTo: { ...reykjavik, phone: '+354 555 0101' }, endUse: { ...endUse, confirm: true } },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as PurchaseOrder;
    expect(order.status).toBe('compliance_hold');
    expect((await controlledProduct(page)).total).toBe(stockBefore - product.minimum);

    await signInAsAdmin(page);
    await page.goto(paths.manageOrder(order._id));
    await expect(page.getByRole('heading', { name: ch.page.heldTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: ch.page.reasons })).toBeVisible();
    await page.getByRole('button', { name: ch.page.refuse, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(ch.page.refuseTitle) });
    await expect(dialog).toContainText(ch.page.refuseWarning);
    await dialog.getByLabel(ch.page.reasonLabel).fill('End user on a restricted list');
    await dialog.getByRole('button', { name: ch.page.refuse, exact: true }).click();
    await expect(page.getByText(ch.page.refusedToast)).toBeVisible();
    await expect(page.getByRole('heading', { name: ch.page.reviewTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: ch.page.reviewTitle })).toContainText(
      'End user on a restricted list',
    );
    expect(await axe()).toEqual([]);
    expect((await controlledProduct(page)).total).toBe(stockBefore);
  });
});
