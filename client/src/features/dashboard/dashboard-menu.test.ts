import { describe, expect, it } from 'vitest';
import { menus } from '#shared/messages/menus.ts';
import { messages } from '#shared/messages.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { companies } from '#shared/messages/companies.ts';
import { companyPaths, quotePaths } from '#shared/lazy-paths.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { certificatePortal } from '#shared/messages/certificate-portal.ts';
import { paths } from '#shared/routes.ts';
import { currentMenuItem, dashboardMenu } from './dashboard-menu.ts';

const m = messages.dashboardMenu;
const c = companies.pages.menu;

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
      certificatePortal.menu,
      c.manageCompanies,
      menus.compliance,
      menus.outbox,
      menus.settings,
      c.company,
    ]);
  });

  it('gives buyers the review, orders, quotes and certificates links and no admin tool', () => {
    expect(dashboardMenu(false).map((item) => item.label)).toEqual([
      m.myProfile,
      m.addReview,
      m.myOrders,
      quotes.menu.myQuotes,
      certificatePortal.menu,
      c.company,
    ]);
  });

  it("adds Approvals and Statement for a company admin only; a company's buyer gets Company alone", () => {
    const labels = (isAdmin: boolean, role?: 'admin' | 'buyer') => dashboardMenu(isAdmin, role).map((i) => i.label);
    expect(labels(false, 'admin').slice(-3)).toEqual([c.company, c.approvals, c.statement]);
    expect(labels(false, 'buyer').slice(-3)).toEqual([quotes.menu.myQuotes, certificatePortal.menu, c.company]);
    expect(labels(false, 'buyer')).not.toContain(c.approvals);
    expect(labels(false, 'buyer')).not.toContain(c.statement);
    expect(labels(true, 'admin').slice(-7)).toEqual([
      c.manageCompanies,
      menus.compliance,
      menus.outbox,
      menus.settings,
      c.company,
      c.approvals,
      c.statement,
    ]);
    expect(labels(false, 'admin')).not.toContain(c.manageCompanies);
  });

  it('lights Statement under the company page for a company admin, and Company for a buyer', () => {
    expect(currentMenuItem(dashboardMenu(false, 'admin'), companyPaths.statement)?.label).toBe(c.statement);
    expect(currentMenuItem(dashboardMenu(false, 'admin'), companyPaths.company)?.label).toBe(c.company);
    expect(currentMenuItem(dashboardMenu(false, 'buyer'), companyPaths.statement)?.label).toBe(c.company);
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
