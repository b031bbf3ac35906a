import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { cart as m } from '#shared/messages/cart.ts';
import { checkoutInputSchema, withRequestedDateCheck } from '#shared/orders/purchase-order.schema.ts';
import { PurchaseOrderFields } from '../../../components/orders/purchase-order-fields.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { localToday } from '../../../lib/local-date.ts';
import type { MyCompany } from '../../../lib/queries/my-company.ts';
import { usePlacePurchaseOrder } from '../api/place-purchase-order.ts';
import { afterCheckout } from '../checkout-rules.ts';
import { EndUseFields } from '../../../components/orders/end-use-fields.tsx';
import { useCheckoutQuote } from '../api/checkout-quote.ts';
import { CheckoutCosts, useSettledQuoteRequest } from './checkout-costs.tsx';

type CheckoutValues = z.input<typeof checkoutInputSchema>;

/**
 * Ship-to, phone, PO number, requested date and notes (docs/product/ordering.md#checkout), then the
 * delivery terms and what the order will cost (PRODUCT.md §16). The lines come from the server's
 * cart, never from this form. One Idempotency-Key per visit of the page: a second click or a retry
 * after a lost answer finds the first order.
 */
interface CheckoutFormProps {
  /** purchaseOrderDefaults: the company's or the profile's ship-to, the profile's phone. */
  defaults: CheckoutValues;
  /** The buyer's company (null: none): its ship-to addresses, and Pay on account when it has terms. */
  company: MyCompany | null;
  /** Names the cart's contents: the cost is quoted anew for a changed cart. */
  cart: string;
}

/**
 * The end-use statement when the checkout's quote says this cart to this ship-to needs one
 * (PRODUCT.md §19): the same query as the costs' (one request), so the server's rule decides.
 */
function CheckoutEndUse({ cart }: { cart: string }) {
  const request = useSettledQuoteRequest();
  const quote = useCheckoutQuote(request.ok ? request.body : null, cart);
  return <EndUseFields required={request.ok && quote.data?.endUseRequired === true} />;
}

export function CheckoutForm({ defaults, company, cart }: CheckoutFormProps) {
  const navigate = useNavigate();
  const place = usePlacePurchaseOrder();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const today = localToday();
  const schema = useMemo(() => withRequestedDateCheck(checkoutInputSchema, today), [today]);
  const form = useForm<CheckoutValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });

  const { handleSubmit, formState } = form;
  const busy = formState.isSubmitting || place.isPending;
  const onSubmit = handleSubmit(async (input) => {
    let order;
    try {
      order = await place.mutateAsync({ input, idempotencyKey });
    } catch {
      return; // The MutationCache toasts the error (lib/query-client.ts); the 400 names the line.
    }
    // On account (confirmed) or waiting for approval there is nothing to pay now: the order's own page.
    const next = afterCheckout(order);
    toast.success(next.toast);
    await navigate(next.to);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <PurchaseOrderFields today={today} company={company} />
        <CheckoutEndUse cart={cart} />
        <CheckoutCosts cart={cart} />
        <BusyButton busy={busy} className="btn btn-primary self-start">
          {busy ? m.placingOrder : m.placeOrder}
        </BusyButton>
      </form>
    </FormProvider>
  );
}
