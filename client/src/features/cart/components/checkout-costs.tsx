import { useEffect, useMemo, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { orderCostsUi as t } from '#shared/messages/order-costs-ui.ts';
import type { CheckoutQuote } from '#shared/orders/checkout-quote.schema.ts';
import { buyerCollects, type Incoterm, incoterms } from '#shared/settings/shipping.schema.ts';
import { CostBreakdown } from '../../../components/orders/cost-breakdown.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCheckoutQuote } from '../api/checkout-quote.ts';
import { type QuoteRequest, quoteRequestOf } from '../quote-request.ts';
import { HeadedSection } from '../../../components/ui/headed-section.tsx';

/** A pause in typing this long before the quote follows the ship-to or the terms. */
export const quoteDebounceMs = 300;

const isIncoterm = (value: unknown): value is Incoterm => incoterms.includes(value as Incoterm);

/** The quote the form's values ask for, once they have settled. */
export function useSettledQuoteRequest(): QuoteRequest {
  const { control } = useFormContext();
  const [shipTo, incoterm, incotermPlace] = useWatch({ control, name: ['shipTo', 'incoterm', 'incotermPlace'] }) as [
    Record<string, unknown> | undefined,
    string | undefined,
    string | undefined,
  ];
  const key = JSON.stringify(quoteRequestOf({ shipTo, incoterm, incotermPlace }));
  const settled = useDebouncedValue(key, quoteDebounceMs);
  return useMemo(() => JSON.parse(settled) as QuoteRequest, [settled]);
}

/** The Incoterm, its named place and, where the buyer's carrier collects, their carrier account. */
function DeliveryTerms({ offered, answered }: { offered: readonly Incoterm[]; answered: CheckoutQuote }) {
  const { register, unregister, getFieldState, formState, control } = useFormContext();
  const { field } = useController({ name: 'incoterm', control });
  const typedPlace = useWatch({ control, name: 'incotermPlace' }) as string | undefined;
  // Until the buyer picks one, the store's default for this ship-to, as the quote answered it.
  const chosen = isIncoterm(field.value) ? field.value : (answered.incoterm ?? offered[0] ?? null);
  const options = chosen === null || offered.includes(chosen) ? offered : [...offered, chosen];
  const collects = chosen !== null && buyerCollects(chosen);
  // Sent only where it means something: under EXW and FCA.
  useEffect(() => {
    if (!collects) unregister('carrierAccount');
  }, [collects, unregister]);
  const error = (name: string) => getFieldState(name, formState).error?.message;
  const defaultPlace = !typedPlace?.trim() && answered.incotermPlace ? answered.incotermPlace : undefined;
  return (
    <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
      <legend className="px-1 font-semibold">{t.termsLegend}</legend>
      <FormField label={t.incoterm} error={error('incoterm')}>
        {(c) => (
          <select
            {...c}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={chosen ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            className="select w-full"
          >
            {options.map((incoterm) => (
              <option key={incoterm} value={incoterm}>
                {incoterm}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={t.incotermPlace}
        maxLength={80}
        hint={defaultPlace ? t.incotermPlaceHint(defaultPlace) : undefined}
        registration={register('incotermPlace')}
        error={error('incotermPlace')}
      />
      {collects && (
        <TextField
          label={t.carrierAccount}
          maxLength={60}
          hint={t.carrierAccountHint}
          registration={register('carrierAccount')}
          error={error('carrierAccount')}
        />
      )}
    </fieldset>
  );
}

/**
 * The checkout's cost before "Place order" (PRODUCT.md §16): the delivery terms and the breakdown
 * from `POST /checkout/quote`, asked again a pause after the ship-to or the terms change. `cart`
 * names the cart's contents (see useCheckoutQuote).
 */
export function CheckoutCosts({ cart }: { cart: string }) {
  const request = useSettledQuoteRequest();
  const quote = useCheckoutQuote(request.ok ? request.body : null, cart);
  // The terms offered stay on screen while a newer quote is asked for, or when it fails.
  const [answered, setAnswered] = useState<CheckoutQuote>();
  if (quote.data && !quote.isPlaceholderData && quote.data !== answered) setAnswered(quote.data);

  let breakdown;
  if (!request.ok) {
    breakdown = <p className="text-sm">{t.quoteIncomplete(request.problem)}</p>;
  } else if (quote.isError) {
    breakdown = (
      <ErrorState
        title={t.quoteFailed}
        error={quote.error}
        onRetry={() => void quote.refetch()}
        isRetrying={quote.isFetching}
      />
    );
  } else if (quote.data) {
    breakdown = (
      <CostBreakdown
        costs={quote.data}
        showAmountDue={quote.data.amountDue !== quote.data.total}
        freightPending={quote.data.freightPending}
        busy={quote.isFetching}
      />
    );
  } else {
    breakdown = (
      <p role="status" className="text-sm">
        {t.quoteLoading}
      </p>
    );
  }
  return (
    <HeadedSection
      headingId="checkout-costs-heading"
      title={t.heading}
      headingClassName="text-lg font-semibold"
      className="flex flex-col gap-3"
    >
      {answered && <DeliveryTerms offered={answered.incoterms} answered={answered} />}
      {breakdown}
    </HeadedSection>
  );
}
