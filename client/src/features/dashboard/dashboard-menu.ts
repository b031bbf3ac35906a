import { messages } from '#shared/messages.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { backOffice } from '#shared/messages/back-office.ts';
import { backOfficePaths, quotePaths } from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';

const m = messages.dashboardMenu;
const q = quotes.menu;

export interface MenuItem {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * docs/product/screens.md side menu: My Profile always; admin tools for admins, headed by the
 * overview (docs/product/back-office.md#overview); review, orders and quotes for buyers.
 */
export function dashboardMenu(isAdmin: boolean): MenuItem[] {
  const profile: MenuItem = { to: paths.dashboard, label: m.myProfile, end: true };
  if (isAdmin) {
    return [
      { to: backOfficePaths.overview, label: backOffice.menu },
      profile,
      { to: paths.makeAdmin, label: m.makeAdmin },
      { to: paths.addProduct, label: m.addProduct },
      { to: paths.manageAllOrders, label: m.manageAllOrders },
      { to: paths.manageProducts, label: m.manageProducts },
      { to: quotePaths.manageQuotes, label: q.manageQuotes },
    ];
  }
  return [
    profile,
    { to: paths.addReview, label: m.addReview },
    { to: paths.myOrders, label: m.myOrders },
    { to: quotePaths.myQuotes, label: q.myQuotes },
  ];
}

/** The menu item of the page open now: the longest path that matches (a page's own, or its parent's). */
export function currentMenuItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const matches = items.filter((item) =>
    item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`),
  );
  return matches.sort((a, b) => b.to.length - a.to.length)[0];
}
