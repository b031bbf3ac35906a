import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { quotePaths } from '#shared/lazy-paths.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { paths } from '#shared/routes.ts';
import { currentMenuItem, dashboardMenu } from './dashboard-menu.ts';

const m = messages.dashboardMenu;

describe('dashboard side menu (docs/product/screens.md, docs/product/rules.md#roles)', () => {
  it('gives admins the overview first, then the admin tools and not the buyer links', () => {
    expect(dashboardMenu(true).map((item) => item.label)).toEqual([
      backOffice.menu,
      m.myProfile,
      m.makeAdmin,
      m.addProduct,
      m.manageAllOrders,
      m.manageProducts,
      quotes.menu.manageQuotes,
    ]);
  });

  it('gives buyers the review, orders and quotes links and no admin tool', () => {
    expect(dashboardMenu(false).map((item) => item.label)).toEqual([
      m.myProfile,
      m.addReview,
      m.myOrders,
      quotes.menu.myQuotes,
    ]);
  });

  it("names the page open now, a detail page by its list's item, and nothing for a page off the menu", () => {
    const admin = dashboardMenu(true);
    expect(currentMenuItem(admin, paths.dashboard)?.label).toBe(m.myProfile);
    expect(currentMenuItem(admin, paths.manageProducts)?.label).toBe(m.manageProducts);
    expect(currentMenuItem(admin, paths.editProduct('7'))?.label).toBe(m.manageProducts);
    expect(currentMenuItem(admin, paths.manageOrder('po-1'))?.label).toBe(m.manageAllOrders);
    expect(currentMenuItem(dashboardMenu(false), paths.purchaseOrder('po-1'))?.label).toBe(m.myOrders);
    expect(currentMenuItem(dashboardMenu(false), paths.purchaseOrderPayment('po-1'))?.label).toBe(m.myOrders);
    expect(currentMenuItem(admin, quotePaths.quote('q-1'))?.label).toBe(quotes.menu.manageQuotes);
    expect(currentMenuItem(dashboardMenu(false), quotePaths.quote('q-1'))?.label).toBe(quotes.menu.myQuotes);
    expect(currentMenuItem(admin, '/dashboard/elsewhere')).toBeUndefined();
    expect(currentMenuItem(dashboardMenu(false), quotePaths.quote('q-1'))?.label).toBe(quotes.menu.myQuotes);
  });
});
