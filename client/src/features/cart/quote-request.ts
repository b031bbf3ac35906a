import { type CheckoutQuoteInput, checkoutQuoteInputSchema } from '#shared/orders/checkout-quote.schema.ts';

/** What the checkout form holds that the quote reads: the ship-to as a form keeps it, the Incoterm and its place. */
export interface QuoteFormValues {
  shipTo?: Record<string, unknown> | undefined;
  incoterm?: string | undefined;
  incotermPlace?: string | undefined;
}

/** The body of `POST /checkout/quote`, or the ship-to's first problem while the form is not complete. */
export type QuoteRequest = { ok: true; body: CheckoutQuoteInput } | { ok: false; problem: string };

// Where the goods go decides the cost; the phone does not, and the quote does not ask for it.
const destinationFields = ['line1', 'city', 'region', 'postalCode', 'country'] as const;

/**
 * The checkout's quote request from the form's values (PRODUCT.md §16): only what decides the
 * cost (the ship-to's place, the Incoterm and its place), so typing a name or notes asks nothing
 * new. A ship-to the shared schema does not take yet asks nothing at all and says why.
 */
export function quoteRequestOf(values: QuoteFormValues): QuoteRequest {
  const shipTo = values.shipTo ?? {};
  const place =
    'line1' in shipTo
      ? Object.fromEntries(destinationFields.map((field) => [field, shipTo[field]]))
      : { address: shipTo.address };
  const candidate = {
    shipTo: place,
    ...(values.incoterm ? { incoterm: values.incoterm } : {}),
    ...(values.incotermPlace?.trim() ? { incotermPlace: values.incotermPlace.trim() } : {}),
  };
  const parsed = checkoutQuoteInputSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? '' };
  return { ok: true, body: parsed.data };
}
