import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Exact match, so Home is not marked current on every page. */
  end?: boolean;
}

/** docs/product/screens.md navbar: Home, Products (docs/product/catalog.md), Remnants (PRODUCT.md §20), Blogs, and Dashboard only for a signed-in user. */
export function navItems(signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: paths.home, label: messages.ui.home, end: true },
    { to: paths.products, label: messages.ui.products },
    { to: paths.remnants, label: messages.ui.remnants },
    { to: paths.blogs, label: messages.ui.blogs },
  ];
  if (signedIn) items.push({ to: paths.dashboard, label: messages.ui.dashboard });
  return items;
}
