import { paths } from '#shared/routes.ts';

export interface MenuItem {
  to: string;
  label: string;
  end?: boolean;
}

/** SPEC.md §2 side menu: My Profile always; admin tools for admins; review and orders for buyers. */
export function dashboardMenu(isAdmin: boolean): MenuItem[] {
  const profile: MenuItem = { to: paths.dashboard, label: 'My Profile', end: true };
  if (isAdmin) {
    return [
      profile,
      { to: paths.makeAdmin, label: 'Make Admin' },
      { to: paths.addProduct, label: 'Add a Product' },
      { to: paths.manageAllOrders, label: 'Manage All orders' },
      { to: paths.manageProducts, label: 'Manage Products' },
    ];
  }
  return [profile, { to: paths.addReview, label: 'Add A Review' }, { to: paths.myOrders, label: 'My Orders' }];
}
