import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { lastLinkTo } from '../server/src/testing/mail-outbox.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test, verifyEmailViaApi } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';
import { factOf, fetchPurchaseOrder, nextConfirm } from './support/purchase-order-helpers.ts';
import { testServer } from './support/test-server.ts';

const o = messages.ordering;
const statuses = messages.orderPages.statuses;
const shipTo = { address: '1 Foundry Row, Sheffield S1 1AA', phone: '+44 114 496 0123' };

/** Cart of `quantity` of the product, then checkout by the API as the page's signed-in account. */
async function placeOrder(page: Page, productId: string, quantity: number, paymentMethod: 'card' | 'account') {
  await page.request.delete('/cart');
  const line = await page.request.put(`/cart/lines/${productId}`, { data: { quantity } });
  expect(line.status()).toBe(200);
  const placed = await page.request.post('/purchase-orders', { data: { shipTo, paymentMethod } });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as PurchaseOrder;
}

/** The token of the newest invitation mailed to `email` (DATA_DIR/outbox of the e2e store). */
async function invitationToken(email: string): Promise<string> {
  const { dataDir } = await testServer();
  let link: string | undefined;
  await expect
    .poll(() => (link = lastLinkTo(dataDir, email, '/join/')), { message: `invitation to ${email}` })
    .toBeTruthy();
  return /\/join\/([\w-]+)/.exec(new URL(link!).pathname)?.[1] ?? '';
}

/**
 * PRODUCT.md §22, issue 27's drift: the pages show the actions the server lists. A company buyer
 * may cancel their order while it waits for approval, and the store may cancel a confirmed order
 * on account; the web app's old copy of the rules offered neither.
 */
test('the buyer cancels an order awaiting approval; the store cancels a confirmed order on account', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const adminToken = await signInAsAdmin(request);
  const admin = { authorization: `Bearer ${adminToken}` };
  const product = await createProductAsAdmin(request, adminToken);

  // A company whose orders above $500 wait for approval, with net 30 on account from the store.
  await signUpViaApi(page, newBuyer({ name: 'Olga Owner' }));
  const company = await page.request.post('/companies', {
    data: { name: `Actions Alloys ${Date.now()}`, taxId: 'GB123456789', billingAddress: '1 Foundry Row' },
  });
  expect(company.status()).toBe(201);
  const { _id: companyId } = (await company.json()) as { _id: string };
  expect((await page.request.patch('/companies/mine', { data: { approvalThreshold: 500 } })).status()).toBe(200);
  const terms = await request.patch(`/companies/${companyId}`, {
    headers: admin,
    data: { paymentTerms: 'net30', creditLimit: 100_000 },
  });
  expect(terms.status()).toBe(200);

  // A colleague joins as buyer.
  const colleague = newBuyer({ name: 'Carl Colleague' });
  const invited = await page.request.post('/companies/mine/invitations', {
    data: { email: colleague.email, role: 'buyer' },
  });
  expect(invited.status()).toBe(201);
  const buyerPage = await (await browser.newContext()).newPage();
  await signUpViaApi(buyerPage, colleague);
  await verifyEmailViaApi(buyerPage, colleague.email);
  const joined = await buyerPage.request.post(`/invitations/${await invitationToken(colleague.email)}/accept`);
  expect(joined.status()).toBe(200);

  // Above the threshold the buyer's order waits for a company admin: its buyer may still cancel it.
  const waiting = await placeOrder(buyerPage, product._id, Math.ceil(600 / product.price), 'card');
  expect(waiting.status).toBe('pending_approval');
  await buyerPage.goto(paths.purchaseOrder(waiting._id));
  await expect(factOf(buyerPage, o.status)).toHaveText(statuses.pending_approval);
  const cancel = buyerPage.getByRole('button', { name: o.cancel, exact: true });
  await expect(cancel).toBeVisible();
  const asked = nextConfirm(buyerPage, true);
  await cancel.click();
  await asked;
  await expect(factOf(buyerPage, o.status)).toHaveText(statuses.cancelled);
  await expect(cancel).toBeHidden();

  // Below it, on account, the order is confirmed at once: its buyer may not cancel it, the store may.
  const confirmed = await placeOrder(buyerPage, product._id, product.minimum, 'account');
  expect(confirmed.status).toBe('confirmed');
  await buyerPage.goto(paths.purchaseOrder(confirmed._id));
  await expect(factOf(buyerPage, o.status)).toHaveText(statuses.confirmed);
  await expect(buyerPage.getByRole('link', { name: o.pay, exact: true })).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: o.cancel, exact: true })).toBeHidden();

  const store = await (await browser.newContext()).newPage();
  await signInAsAdmin(store);
  await store.goto(paths.manageOrder(confirmed._id));
  await expect(factOf(store, o.status)).toHaveText(statuses.confirmed);
  const storeCancel = store.getByRole('button', { name: o.cancel, exact: true });
  await expect(storeCancel).toBeVisible();
  const storeAsked = nextConfirm(store, true);
  await storeCancel.click();
  await storeAsked;
  await expect(factOf(store, o.status)).toHaveText(statuses.cancelled);
  expect((await fetchPurchaseOrder(store, confirmed._id)).allowedActions).not.toContain('cancel');
  await store.context().close();
  await buyerPage.context().close();
});
