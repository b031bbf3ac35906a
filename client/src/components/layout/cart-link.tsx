import { Link } from 'react-router';
import { cart as m } from '#shared/messages/cart.ts';
import { paths } from '#shared/routes.ts';
import { useMergeVisitorCart } from '../../lib/cart/merge-visitor-cart.ts';
import { useCartCount } from '../../lib/cart/use-cart-count.ts';

/**
 * The navbar's cart link with its number of lines (docs/product/ordering.md#cart). Always in the
 * navbar, so it is also where a visitor's cart joins the account's once signed in.
 */
export function CartLink() {
  const count = useCartCount();
  useMergeVisitorCart();
  return (
    <Link to={paths.cart} className="btn btn-ghost btn-sm gap-1" aria-label={m.navLabel(count)}>
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span className="hidden sm:inline">{m.navLink}</span>
      <span className="badge badge-sm badge-primary" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
