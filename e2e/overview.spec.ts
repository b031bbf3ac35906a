import type { APIRequestContext, Page } from '@playwright/test';
import { backOffice } from '#shared/messages/back-office.ts';
import { messages } from '#shared/messages.ts';
import { formatUsd } from '#shared/money.ts';
import { backOfficePaths } from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { monthLabel, type Overview, overviewSchema } from '#shared/stats/overview.schema.ts';
import { collectPageErrors, expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin, futureExpiry } from './support/ordering-helpers.ts';

const t = backOffice;

/** A buyer orders `quantity` of a product and pays by the test provider's card, all through the API. */
async function paidOrder(request: APIRequestContext, productId: string, quantity: number): Promise<void> {
  const token = await signUpViaApi(request, newBuyer());
  const headers = { authorization: `Bearer ${token}` };
  const placed = await request.post('/orders', {
    headers,
    data: { productId, productQuantity: quantity, buyerAddress: '1 Test Street, Leeds', phone: '+44 113 496 0000' },
  });
  expect(placed.status()).toBe(201);
  const { purchaseOrderId } = (await placed.json()) as { purchaseOrderId: string };
  const intent = await request.post('/create-payment-intent', { headers, data: { purchaseOrderId } });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await request.post('/payments/test/confirm', {
    headers,
    data: { clientSecret, cardNumber: '4242424242424242', expiry: futureExpiry(), cvc: '123' },
  });
  expect(confirm.status()).toBe(200);
  const { paymentId } = (await confirm.json()) as { paymentId: string };
  const paid = await request.post(`/purchase-orders/${purchaseOrderId}/pay`, {
    headers,
    data: { transactionId: paymentId },
  });
  expect(paid.status()).toBe(200);
}

async function overviewFromApi(page: Page, token: string): Promise<Overview> {
  const response = await page.request.get('/stats/overview', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return overviewSchema.parse(await response.json());
}

test.describe('the back office overview (docs/product/back-office.md#overview)', () => {
  test('the admin opens the overview first from the menu and reads the chart, its table and the lists', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    // A chart library that injected styles or evaluated code would show here as a CSP violation.
    const errors = collectPageErrors(page);
    const adminToken = await signInAsAdmin(page);
    // Other tests place orders on the same store at the same time: a paid order of this test's own
    // product makes sure there is a month with revenue and a product among the top ones.
    const product = await createProductAsAdmin(request, adminToken);
    await paidOrder(request, product._id, 12);

    await page.goto(paths.dashboard);
    const menu = page.getByRole('navigation', { name: messages.dashboardMenu.label });
    await expect(menu.getByRole('link').first()).toHaveText(t.menu);
    await menu.getByRole('link', { name: t.menu, exact: true }).click();
    await expect(page).toHaveURL(backOfficePaths.overview);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

    const revenue = page.getByRole('region', { name: t.revenue.heading });
    await expect(revenue.locator('svg.recharts-surface')).toBeVisible();
    await expect(revenue.locator('.recharts-bar-rectangle').first()).toBeAttached();
    const table = revenue.getByRole('table', { name: t.revenue.caption });
    await expect(table).toHaveCount(0);
    await revenue.getByRole('button', { name: t.revenue.showTable }).click();
    await expect(table.getByRole('row')).toHaveCount(14); // header, 12 months, total

    // The page shows the figures the API answers (page and API read again until no other test's
    // order slips in between the two).
    let first = true;
    await expect(async () => {
      if (!first) {
        await page.reload();
        await revenue.getByRole('button', { name: t.revenue.showTable }).click();
      }
      first = false;
      const overview = await overviewFromApi(page, adminToken);
      for (const month of overview.revenueByMonth) {
        const row = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: monthLabel(month.month) }) });
        await expect(row.getByRole('cell').first()).toHaveText(formatUsd(month.revenue), { timeout: 1000 });
        await expect(row.getByRole('cell').nth(1)).toHaveText(String(month.orders), { timeout: 1000 });
      }
      const thisMonth = overview.revenueByMonth.at(-1)!;
      expect(thisMonth.revenue).toBeGreaterThanOrEqual(product.price * 12);

      const statuses = page.getByRole('region', { name: t.statuses.heading });
      const paidCount = overview.purchaseOrdersByStatus.find((row) => row.status === 'paid')!.count;
      await expect(
        statuses.getByRole('link', { name: t.statuses.countLink(paidCount, messages.orderPages.statuses.paid) }),
      ).toHaveAttribute('href', `${paths.manageAllOrders}?status=paid`, { timeout: 1000 });

      const top = page.getByRole('region', { name: t.topProducts.heading });
      await expect(top.getByRole('row')).toHaveCount(overview.topProducts.length + 1, { timeout: 1000 });

      const low = page.getByRole('region', { name: t.lowStock.heading });
      if (overview.lowStock.count === 0) await expect(low).toContainText(t.lowStock.none, { timeout: 1000 });
      else
        await expect(low).toContainText(t.lowStock.count(overview.lowStock.products.length, overview.lowStock.count), {
          timeout: 1000,
        });

      const quotes = page.getByRole('region', { name: t.quotes.heading });
      await expect(quotes).toContainText(t.quotes.requested(overview.openQuotes.requested), { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    // This test's product sold 12: it links to its product page from the top products if it is among the ten.
    const overview = await overviewFromApi(page, adminToken);
    if (overview.topProducts.some((row) => row.productId === product._id)) {
      await expect(
        page.getByRole('region', { name: t.topProducts.heading }).getByRole('link', { name: product.name }),
      ).toHaveAttribute('href', paths.product(product._id));
    }

    expect(await axe()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
