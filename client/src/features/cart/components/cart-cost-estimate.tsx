import { orderCostsUi as t } from '#shared/messages/order-costs-ui.ts';
import { CostBreakdown } from '../../../components/orders/cost-breakdown.tsx';
import { usePurchaseOrderPrefill } from '../../../components/orders/purchase-order-defaults.ts';
import { useCheckoutQuote } from '../api/checkout-quote.ts';
import { quoteRequestOf } from '../quote-request.ts';

/**
 * The cart's estimate of what the order costs (PRODUCT.md §16): freight and tax to the ship-to the
 * checkout will start with (the company's default address, else the one saved on the profile), by
 * the same `POST /checkout/quote` the checkout asks. Without a complete saved address it says the
 * checkout works them out; the checkout's own figures follow the address and terms chosen there.
 */
export function CartCostEstimate({ cart }: { cart: string }) {
  const prefill = usePurchaseOrderPrefill();
  const request = prefill.isPending ? null : quoteRequestOf({ shipTo: prefill.defaults.shipTo });
  const quote = useCheckoutQuote(request?.ok ? request.body : null, cart);
  if (!request) return null;
  if (!request.ok) return <p className="max-w-sm text-right text-sm">{t.estimateAtCheckout}</p>;
  if (quote.isPending) return <p className="text-sm">{t.quoteLoading}</p>;
  if (quote.isError) return <p className="text-sm">{t.estimateAtCheckout}</p>;
  return (
    <section aria-label={t.estimateHeading} className="w-full max-w-sm">
      <h2 className="mb-1 text-sm font-semibold">{t.estimateHeading}</h2>
      <CostBreakdown costs={quote.data} showAmountDue={false} freightPending={quote.data.freightPending} />
    </section>
  );
}
