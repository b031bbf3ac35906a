import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { loadCartWidgets } from '../load-cart-widgets.ts';
import { Avatar } from '../ui/avatar.tsx';
import { BrandLink } from './brand-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { navItems } from './nav-items.ts';
import { NavLinks } from './nav-links.tsx';
import { withTexts } from '../../lib/with-texts.ts';

// Only signed-in users see it: visitors' first load does without its code (the performance targets).
// `.then`, not `(await import()).UserMenu`: shorter once bundled, and this is the first load.
const UserMenu = lazy(() => withTexts(import('./user-menu.tsx')).then((m) => ({ default: m.UserMenu })));
// The count needs the cart's code and, signed in, GET /cart: it follows the first paint.
const CartLink = lazy(async () => ({ default: (await loadCartWidgets()).CartLink }));
// The language chooser and the currency chooser (GET /currency; on a store with one currency it
// shows nothing): they follow the first paint.
const Choosers = lazy(() => withTexts(import('./choosers.tsx')).then((m) => ({ default: m.Choosers })));

/** docs/product/screens.md navbar: page links, the user's name and avatar menu, and a menu for small screens. */
export function Navbar() {
  const { user, isLoading, signOut } = useAuth();
  const items = navItems(Boolean(user));
  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100">
      <nav aria-label={messages.ui.mainNav} className="navbar mx-auto max-w-7xl px-2 sm:px-4">
        <div className="navbar-start gap-1">
          <MobileMenu items={items} />
          <BrandLink />
        </div>
        <div className="navbar-center hidden lg:flex">
          <NavLinks items={items} className="menu menu-horizontal gap-1 px-1" />
        </div>
        <div className="navbar-end gap-2">
          <Suspense fallback={null}>
            <Choosers />
          </Suspense>
          <Suspense fallback={null}>
            <CartLink />
          </Suspense>
          {isLoading ? (
            // Keeps the place of the account controls while the session check answers.
            <span className="skeleton size-10 rounded-full" aria-hidden="true" />
          ) : user ? (
            <Suspense fallback={<span className="skeleton size-10 rounded-full" aria-hidden="true" />}>
              <UserMenu user={user} signOut={signOut} />
            </Suspense>
          ) : (
            <>
              <Avatar src={null} className="hidden size-10 sm:block" />
              <Link to={paths.signIn} className="btn btn-primary btn-sm">
                {messages.ui.signIn}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
