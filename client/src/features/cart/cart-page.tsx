import { Link } from 'react-router';
import { cart as m } from '#shared/messages/cart.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { useQueryClient } from '@tanstack/react-query';
import { removeCut, replaceCut } from '../../lib/cart/add-cut.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { removeRemnant } from '../../lib/remnants/remnants-api.ts';
import { CartLineRow } from './components/cart-line-row.tsx';
import { RemnantLineRow } from './components/remnant-line-row.tsx';
import { MemberPriceNote } from './components/member-price-note.tsx';
import { useCartView } from './use-cart-view.ts';
import { cartSignature } from './cart-signature.ts';
import { CartCostEstimate } from './components/cart-cost-estimate.tsx';
import { type CartLineView, cartWeightKg, weightText } from '../../components/orders/line-units.ts';
import { type Column, ResponsiveTable } from '../../components/ui/responsive-table.tsx';
import { TotalBar } from '../../components/ui/total-bar.tsx';

/** The cart's columns: each row is a CartLineRow, which keeps its typed quantity. */
const cartColumns = (): Column<CartLineView>[] => [
  { header: m.columns.sku },
  { header: m.columns.product, rowHeader: true },
  { header: m.columns.quantity },
  { header: m.columns.unitPrice, numeric: true },
  { header: unitPages.weightColumn, numeric: true },
  { header: m.columns.lineTotal, numeric: true },
  { header: m.remove, hideHeader: true },
];

/** What sign-in returns to (features/auth/require-auth.tsx's ReturnTo): the checkout. */
const toCheckoutAfterSignIn = { from: paths.checkout };

/**
 * /cart (docs/product/ordering.md#cart): the lines with their quantity, today's unit price and
 * line total, problems in red by their line, the total of the lines that can be ordered, and
 * Checkout (a visitor signs in first and comes back to the checkout with the cart merged).
 */
export function CartPage() {
  const { store, cart, productById, isLoading, error, refetch } = useCartView();
  const queryClient = useQueryClient();
  const heading = (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <PageTitle title={m.pageTitle} />
      <h1 className="text-3xl font-bold">{m.pageTitle}</h1>
      <Link to={paths.quickOrder} className="link">
        {m.quickOrderLink}
      </Link>
    </div>
  );
  if (error) {
    return (
      <section className="flex flex-col gap-6">
        {heading}
        <ErrorState error={error} title={m.loadError} onRetry={() => void refetch()} />
      </section>
    );
  }
  if (isLoading || !cart) {
    return (
      <section className="flex flex-col gap-6">
        {heading}
        <LoadingState />
      </section>
    );
  }
  if (cart.count === 0) {
    return (
      <section className="flex flex-col gap-6">
        {heading}
        <div className="flex flex-col items-start gap-4 rounded-box border border-base-300 p-6">
          <p>{m.empty}</p>
          <Link to={paths.products} className="btn btn-primary">
            {m.browseProducts}
          </Link>
        </div>
      </section>
    );
  }
  const pending = store.pending;
  const pendingLine =
    pending && ('lineId' in pending ? pending.lineId : 'productId' in pending ? pending.productId : '');
  return (
    <section className="flex flex-col gap-6">
      {heading}
      <ResponsiveTable
        columns={cartColumns()}
        rows={cart.lines}
        rowKey={(line) => line.lineId}
        renderRow={(line) =>
          line.remnantId ? (
            <RemnantLineRow
              key={line.lineId}
              line={line}
              currency={cart.currency ?? 'USD'}
              onRemove={(remnantId) => removeRemnant(queryClient, remnantId)}
            />
          ) : (
            <CartLineRow
              currency={cart.currency ?? 'USD'}
              key={`${line.lineId}-${line.quantity}-${line.unitPrice}`}
              line={line}
              rules={line.productId ? productById.get(line.productId) : undefined}
              busy={pendingLine === line.lineId || pendingLine === line.productId}
              onSetQuantity={store.setQuantity}
              onSetCertificate={store.setCertificate}
              onSetHeat={store.setHeat}
              onRemove={store.remove}
              onRemoveCut={(cutId) => removeCut(queryClient, cutId)}
              onReplaceCut={(cutLine) => replaceCut(queryClient, cutLine)}
            />
          )
        }
      />
      <div className="flex flex-col items-end gap-3">
        {cartWeightKg(cart) !== null && (
          <p data-testid="cart-weight">
            {unitTexts.totalWeight}: <span className="font-semibold">{weightText(cartWeightKg(cart))}</span>
          </p>
        )}
        {store.signedIn && <MemberPriceNote />}
        {store.signedIn && cart.ready && <CartCostEstimate cart={cartSignature(cart.lines)} />}
        {!cart.ready && <p className="text-sm text-red-700">{m.notReady}</p>}
      </div>
      {/* On a phone the total and Checkout stay at the bottom of the screen (PRODUCT.md §23). */}
      <TotalBar className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-xl">
          {m.total}: <span className="font-bold">{formatMoney(cart.total, cart.currency ?? 'USD')}</span>
        </p>
        {store.signedIn ? (
          cart.ready ? (
            <Link to={paths.checkout} className="btn btn-primary">
              {m.checkout}
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" disabled>
              {m.checkout}
            </button>
          )
        ) : (
          <Link to={paths.signIn} state={toCheckoutAfterSignIn} className="btn btn-primary">
            {m.signInToCheckout}
          </Link>
        )}
      </TotalBar>
    </section>
  );
}
