import { Link } from 'react-router';
import { cart as m } from '#shared/messages/cart.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useCart } from '../../lib/cart/use-cart.ts';
import { usePurchaseOrderPrefill } from '../../components/orders/purchase-order-defaults.ts';
import { CheckoutForm } from './components/checkout-form.tsx';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { LineQuantity } from '../../components/orders/line-quantity.tsx';
import { type CartLineView, cartWeightKg, unitPriceText, weightText } from '../../components/orders/line-units.ts';
import { type Column, ResponsiveTable } from '../../components/ui/responsive-table.tsx';
import { TotalBar } from '../../components/ui/total-bar.tsx';
import { MemberPriceNote } from './components/member-price-note.tsx';
import { RemnantFacts, RemnantName } from './components/remnant-line-row.tsx';
import { cartSignature } from './cart-signature.ts';
import { orderCostsUi } from '#shared/messages/order-costs-ui.ts';

/** The checkout's lines, read-only. */
const checkoutColumns = (currency: string): Column<CartLineView>[] => [
  { header: m.columns.sku, cell: (line) => line.sku },
  {
    header: m.columns.product,
    rowHeader: true,
    className: 'font-normal',
    cell: (line) => (line.remnantId ? <RemnantName line={line} link={false} /> : line.name),
  },
  {
    header: m.columns.quantity,
    numeric: true,
    // PRODUCT.md §20: a remnant is sold whole, its length and heat say what it is.
    cell: (line) => (line.remnantId ? <RemnantFacts line={line} /> : <LineQuantity line={line} />),
  },
  { header: m.columns.unitPrice, numeric: true, cell: (line) => unitPriceText(line, currency) },
  { header: unitPages.weightColumn, numeric: true, cell: (line) => weightText(line.weightKg) },
  { header: m.columns.lineTotal, numeric: true, cell: (line) => formatMoney(line.lineTotal, currency) },
];

/**
 * /checkout (docs/product/ordering.md#checkout), signed-in (RequireAuth): the cart's lines and
 * total, read-only, and the form that places the purchase order. A cart with a problem goes back
 * to the cart page, where each problem can be fixed.
 */
export function CheckoutPage() {
  const { serverCart: cart, serverError, refetch } = useCart();
  const prefill = usePurchaseOrderPrefill();

  const title = (
    <>
      <PageTitle title={m.checkoutTitle} />
      <h1 className="text-3xl font-bold">{m.checkoutTitle}</h1>
    </>
  );
  if (serverError) return <ErrorState error={serverError} title={m.loadError} onRetry={() => void refetch()} />;
  if (!cart || prefill.isPending) return <LoadingState />;
  if (cart.count === 0 || !cart.ready) {
    return (
      <section className="flex flex-col items-start gap-4">
        {title}
        <p>{cart.count === 0 ? m.emptyCheckout : m.notReady}</p>
        <Link to={paths.cart} className="btn btn-primary">
          {m.backToCart}
        </Link>
      </section>
    );
  }
  return (
    <section className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <div className="flex flex-col gap-4">
        {title}
        <ResponsiveTable
          columns={checkoutColumns(cart.currency ?? 'USD')}
          rows={cart.lines}
          rowKey={(line) => line.lineId}
        />
        {cartWeightKg(cart) !== null && (
          <p className="self-end" data-testid="checkout-weight">
            {unitTexts.totalWeight}: <span className="font-semibold">{weightText(cartWeightKg(cart))}</span>
          </p>
        )}
        {/* On a phone the goods' total stays at the bottom of the screen (PRODUCT.md §23). */}
        <TotalBar className="self-stretch text-right">
          <p className="text-xl">
            {orderCostsUi.goods}: <span className="font-bold">{formatMoney(cart.total, cart.currency ?? 'USD')}</span>
          </p>
        </TotalBar>
        <div className="self-end">
          <MemberPriceNote />
        </div>
        <Link to={paths.cart} className="link self-start">
          {m.backToCart}
        </Link>
      </div>
      <div className="card h-fit border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body">
          <CheckoutForm defaults={prefill.defaults} company={prefill.company} cart={cartSignature(cart.lines)} />
        </div>
      </div>
    </section>
  );
}
