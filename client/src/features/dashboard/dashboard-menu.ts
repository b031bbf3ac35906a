import { messages } from '#shared/messages.ts';
import { menus } from '#shared/messages/menus.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { companies } from '#shared/messages/companies.ts';
import type { CompanyRole } from '#shared/companies/company.schema.ts';
import {
  backOfficePaths,
  certificatePaths,
  companyPaths,
  compliancePaths,
  outboxPaths,
  quotePaths,
  settingsPaths,
} from '#shared/lazy-paths.ts';
import { certificatePortal } from '#shared/messages/certificate-portal.ts';
import { paths } from '#shared/routes.ts';

const m = messages.dashboardMenu;
const q = quotes.menu;
const c = companies.pages.menu;

export interface MenuItem {
  to: string;
  label: string;
  end?: boolean;
  /** Other pages this item stands for (a detail page outside its own path), by path prefix. */
  also?: readonly string[];
}

/**
 * The company items (docs/product/companies.md): Company for every account (it creates one when in
 * none); Approvals and Statement for a company admin.
 */
function companyItems(companyRole: CompanyRole | undefined): MenuItem[] {
  const company: MenuItem = { to: companyPaths.company, label: c.company };
  if (companyRole !== 'admin') return [company];
  return [
    company,
    { to: companyPaths.approvals, label: c.approvals },
    { to: companyPaths.statement, label: c.statement },
  ];
}

/**
 * docs/product/screens.md side menu: My Profile always; admin tools for admins, headed by the
 * overview (docs/product/back-office.md#overview); review, orders and quotes for buyers; the
 * company items as the caller's company role allows (undefined: in no company, or not read yet).
 */
export function dashboardMenu(isAdmin: boolean, companyRole?: CompanyRole): MenuItem[] {
  const profile: MenuItem = { to: paths.dashboard, label: m.myProfile, end: true };
  // The certificate portal (PRODUCT.md §20): a buyer's own, a company admin's company's, the store's all.
  const certificates: MenuItem = { to: certificatePaths.certificates, label: certificatePortal.menu };
  if (isAdmin) {
    return [
      { to: backOfficePaths.overview, label: backOffice.menu },
      profile,
      { to: paths.makeAdmin, label: m.makeAdmin },
      { to: paths.addProduct, label: m.addProduct },
      { to: paths.manageAllOrders, label: m.manageAllOrders },
      { to: paths.manageProducts, label: m.manageProducts },
      // A quote opens at /dashboard/quotes/{id} for its buyer and the store alike.
      { to: quotePaths.manageQuotes, label: q.manageQuotes, also: [quotePaths.myQuotes] },
      certificates,
      { to: companyPaths.manageCompanies, label: c.manageCompanies },
      { to: compliancePaths.compliance, label: menus.compliance },
      { to: outboxPaths.outbox, label: menus.outbox },
      { to: settingsPaths.settings, label: menus.settings },
      ...companyItems(companyRole),
    ];
  }
  return [
    profile,
    { to: paths.addReview, label: m.addReview },
    // A purchase order's own page and its pay page are the buyer's orders too.
    { to: paths.myOrders, label: m.myOrders, also: ['/dashboard/purchase-orders'] },
    { to: quotePaths.myQuotes, label: q.myQuotes },
    certificates,
    ...companyItems(companyRole),
  ];
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The menu item of the page open now: the longest path that matches (a page's own, its parent's,
 * or one the item stands for).
 */
export function currentMenuItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const scored = items.flatMap((item) => {
    const own = item.end ? pathname === item.to : under(pathname, item.to);
    const lengths = [
      ...(own ? [item.to.length] : []),
      ...(item.also ?? []).filter((p) => under(pathname, p)).map((p) => p.length),
    ];
    return lengths.length ? [{ item, length: Math.max(...lengths) }] : [];
  });
  return scored.sort((a, b) => b.length - a.length)[0]?.item;
}
