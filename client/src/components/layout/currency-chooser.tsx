import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { ChosenCurrency } from '#shared/currencies/chosen-currency.schema.ts';
import { currencyChooser as t } from '#shared/messages/currency-chooser.ts';
import { api } from '../../lib/api-client.ts';
import { useChosenCurrency, useSetChosenCurrency } from '../../lib/queries/currency.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The navbar's currency chooser (PRODUCT.md §17): the offered currencies, the caller's chosen.
 * PUT /currency keeps it (the cookie for a visitor, the profile too for a buyer); every price
 * read in it follows, and a buyer's cart is repriced by the server. A company member's currency
 * is the store's setting: shown, not changed. Nothing shows while only one currency is offered.
 */
export function CurrencyChooser() {
  const chosen = useChosenCurrency();
  const keep = useSetChosenCurrency();
  const queryClient = useQueryClient();
  const noteId = useId();
  const hydrated = useHydrated();
  // A refusal (a currency withdrawn meanwhile) shows as the mutations' error toast.
  const choose = useMutation({
    mutationFn: (currency: string) => api<ChosenCurrency>('/currency', { method: 'PUT', body: { currency } }),
    onSuccess: async (answer) => {
      keep(answer);
      // A buyer's cart is priced in the new currency from now on (its lines repriced).
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
  const data = chosen.data;
  if (!data || data.offered.length < 2) return null;
  const fixed = data.source === 'company';

  return (
    <>
      <select
        aria-label={t.label}
        aria-describedby={fixed ? noteId : undefined}
        className="select select-sm w-auto"
        value={data.currency}
        disabled={fixed || choose.isPending || !hydrated}
        aria-busy={choose.isPending || !hydrated || undefined}
        onChange={(event) => choose.mutate(event.target.value)}
      >
        {data.offered.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      {fixed && (
        <span id={noteId} className="sr-only">
          {t.setForCompany(data.currency)}
        </span>
      )}
    </>
  );
}
