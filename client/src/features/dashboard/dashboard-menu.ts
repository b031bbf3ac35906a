import { messages } from '#shared/messages.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { quotePaths } from '#shared/quote-routes.ts';
import { paths } from '#shared/routes.ts';

const m = messages.dashboardMenu;
const q = quotes.menu;

export interface MenuItem {
  to: string;
  label: string;
  end?: boolean;
}

/** docs/product/screens.md side menu: My Profile always; admin tools for admins; review, orders and quotes for buyers. */
export function dashboardMenu(isAdmin: boolean): MenuItem[] {
  const profile: MenuItem = { to: paths.dashboard, label: m.myProfile, end: true };
  if (isAdmin) {
    return [
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
