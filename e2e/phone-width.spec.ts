import type { APIRequestContext, Page } from '@playwright/test';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import {
  backOfficePaths,
  certificatePaths,
  companyPaths,
  compliancePaths,
  outboxPaths,
  quotePaths,
  settingsPaths,
} from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { expect, newBuyer, seriousAxeViolations, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin, placeOrderViaApi } from './support/ordering-helpers.ts';

/** PRODUCT.md §23: a phone 390 px wide (an iPhone 12 to 15). */
const phone = { width: 390, height: 844 };
const shipTo = { address: '1 Foundry Row, Sheffield S1 1AA', phone: '+44 114 496 0123' };

/** The pages whose lines are cards with the total kept on the screen (the TotalBar or a sticky footer). */
const withTotal = new Set<string>();

interface Finding {
  path: string;
  scrollWidth?: number;
  totalHidden?: boolean;
  axe?: string[];
}

/**
 * Opens `path` at 390 px and measures it: the document no wider than the screen (no sideways
 * scroll), the total in view where the page has one, and axe's serious findings. Answers what is
 * wrong, so that one run names every page that fails.
 */
async function measure(page: Page, path: string, ready: () => Promise<void>): Promise<Finding[]> {
  await page.goto(path);
  await ready();
  // The page's lists and forms fill in after the heading: wait for the network to rest.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const findings: Finding[] = [];
  const scrollWidth = await page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document;
    return root.documentElement.scrollWidth;
  });
  if (scrollWidth > phone.width) findings.push({ path, scrollWidth });
  if (withTotal.has(path)) {
    const total = page.getByTestId('page-total').first();
    const inView = await total
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => expect(total).toBeInViewport({ timeout: 2_000 }))
      .then(
        () => true,
        () => false,
      );
    if (!inView) findings.push({ path, totalHidden: true });
  }
  const axe = await seriousAxeViolations(page);
  if (axe.length) findings.push({ path, axe: axe.map((v) => `${v.rule}: ${v.targets.join(', ')}`) });
  return findings;
}

const heading = (page: Page) => () => page.getByRole('heading', { level: 1 }).first().waitFor();

async function measureAll(page: Page, pages: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of pages) findings.push(...(await measure(page, path, heading(page))));
  return findings;
}

async function placeOrder(page: Page, productId: string, quantity: number, paymentMethod: 'card' | 'account') {
  await page.request.delete('/cart');
  expect((await page.request.put(`/cart/lines/${productId}`, { data: { quantity } })).status()).toBe(200);
  const placed = await page.request.post('/purchase-orders', { data: { shipTo, paymentMethod } });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as PurchaseOrder;
}

/** A company admin with net 30 on account from the store. */
async function companyAdmin(page: Page, request: APIRequestContext, adminToken: string): Promise<void> {
  await signUpViaApi(page, newBuyer({ name: 'Phoebe Phone' }));
  const company = await page.request.post('/companies', {
    data: { name: `Phone Alloys ${Date.now()}`, taxId: 'GB123456789', billingAddress: '1 Foundry Row' },
  });
  expect(company.status()).toBe(201);
  const { _id: companyId } = (await company.json()) as { _id: string };
  const terms = await request.patch(`/companies/${companyId}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { paymentTerms: 'net30', creditLimit: 100_000 },
  });
  expect(terms.status()).toBe(200);
}

test.describe('every page at 390 px (PRODUCT.md §23)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(phone);
  });

  test('public pages: no sideways scroll, axe clean', async ({ page, request }) => {
    test.setTimeout(150_000);
    const adminToken = await signInAsAdmin(request);
    const product = await createProductAsAdmin(request, adminToken);
    const pages = [
      paths.home,
      paths.blogs,
      paths.products,
      paths.product(product._id),
      paths.remnants,
      paths.signIn,
      paths.signUp,
      paths.resetPassword,
      paths.verifyEmail,
      paths.cart,
      paths.quickOrder,
      companyPaths.join('no-such-invitation'),
      '/no-such-page',
    ];
    expect(await measureAll(page, pages)).toEqual([]);
  });

  test('a company admin and buyer: cart, checkout, orders, statement as cards with the total in view', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const adminToken = await signInAsAdmin(request);
    const product = await createProductAsAdmin(request, adminToken);
    await companyAdmin(page, request, adminToken);
    const onAccount = await placeOrder(page, product._id, product.minimum, 'account');
    const byCard = await placeOrder(page, product._id, product.minimum, 'card');
    const legacy = await placeOrderViaApi(page, product._id, product.minimum);
    // Two lines in the cart, for the cart and checkout pages.
    expect((await page.request.put(`/cart/lines/${product._id}`, { data: { quantity: 20 } })).status()).toBe(200);
    const second = await createProductAsAdmin(request, adminToken);
    expect((await page.request.put(`/cart/lines/${second._id}`, { data: { quantity: 10 } })).status()).toBe(200);

    for (const path of [paths.cart, paths.checkout, paths.purchaseOrder(onAccount._id), companyPaths.statement]) {
      withTotal.add(path);
    }
    const pages = [
      paths.cart,
      paths.checkout,
      paths.myOrders,
      paths.purchaseOrder(onAccount._id),
      paths.purchaseOrder(byCard._id),
      paths.purchaseOrderPayment(byCard._id),
      paths.payment(legacy._id),
      companyPaths.statement,
    ];
    expect(await measureAll(page, pages)).toEqual([]);
  });

  test("a company admin's other pages", async ({ page, request }) => {
    test.setTimeout(150_000);
    const adminToken = await signInAsAdmin(request);
    const product = await createProductAsAdmin(request, adminToken);
    await companyAdmin(page, request, adminToken);
    const pages = [
      paths.quickOrder,
      paths.purchase(product._id),
      paths.dashboard,
      paths.addReview,
      quotePaths.myQuotes,
      quotePaths.newQuote,
      certificatePaths.certificates,
      companyPaths.company,
      companyPaths.approvals,
    ];
    expect(await measureAll(page, pages)).toEqual([]);
  });

  test('a store admin: the manage pages', async ({ page, request }) => {
    test.setTimeout(150_000);
    const adminToken = await signInAsAdmin(request);
    const product = await createProductAsAdmin(request, adminToken);
    // An order to manage, by a buyer of its own.
    const buyer = await (await page.context().browser()!.newContext()).newPage();
    await signUpViaApi(buyer, newBuyer());
    const order = await placeOrder(buyer, product._id, product.minimum, 'card');
    await signInAsAdmin(page);
    const pages = [
      paths.makeAdmin,
      paths.addProduct,
      paths.manageAllOrders,
      paths.manageOrder(order._id),
      paths.manageProducts,
      paths.updateProduct(product._id),
      paths.editProduct(product._id),
      quotePaths.manageQuotes,
      companyPaths.manageCompanies,
      compliancePaths.compliance,
      backOfficePaths.overview,
      outboxPaths.outbox,
      settingsPaths.settings,
    ];
    expect(await measureAll(page, pages)).toEqual([]);
  });
});
