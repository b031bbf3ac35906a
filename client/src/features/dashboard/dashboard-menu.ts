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
  /** Other pages this item stands for (a detail page outside its own path), by path prefix. */
  also?: readonly string[];
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
      // A quote opens at /dashboard/quotes/{id} for its buyer and the store alike.
      { to: quotePaths.manageQuotes, label: q.manageQuotes, also: [quotePaths.myQuotes] },
    ];
  }
  return [
    profile,
    { to: paths.addReview, label: m.addReview },
    // A purchase order's own page and its pay page are the buyer's orders too.
    { to: paths.myOrders, label: m.myOrders, also: ['/dashboard/purchase-orders'] },
    { to: quotePaths.myQuotes, label: q.myQuotes },
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
