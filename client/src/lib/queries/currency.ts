import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ChosenCurrency } from '#shared/currencies/chosen-currency.schema.ts';
import { api } from '../api-client.ts';
import { useAuth } from '../session/auth-context.ts';

/*
 * The currency the storefront shows prices in (PRODUCT.md §17): GET /currency answers the
 * caller's (company, profile, the visitor's cookie, else the base) with what is offered; a page's
 * own `?currency=` shows that page in another offered one without changing the choice.
 */

/** Per signed-in user (null for a visitor): signing in or out asks again. */
export const currencyQueryKey = (userId: string | null) => ['currency', userId] as const;

export const getChosenCurrency = (signal?: AbortSignal) => api<ChosenCurrency>('/currency', { signal });

export function useChosenCurrency() {
  const { user } = useAuth();
  return useQuery({
    queryKey: currencyQueryKey(user?.id ?? null),
    queryFn: ({ signal }) => getChosenCurrency(signal),
    staleTime: 5 * 60_000,
  });
}

/** Keeps a chosen currency's answer for the caller, whoever they are. */
export function useSetChosenCurrency() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return (answer: ChosenCurrency) => queryClient.setQueryData(currencyQueryKey(user?.id ?? null), answer);
}

export interface CatalogCurrency {
  /** The currency for the catalog's reads, undefined for the base (the keys and paths of old). */
  currency: string | undefined;
  /** False until the currency is known: the catalog's reads wait, so they are made once. */
  ready: boolean;
}

/** The currency the storefront's catalog reads ask for (`?currency=`), and whether it is known. */
export function useCatalogCurrency(): CatalogCurrency {
  const chosen = useChosenCurrency();
  const [search] = useSearchParams();
  const data = chosen.data;
  // A failed read shows the base, as a store without currencies does.
  if (!data) return { currency: undefined, ready: chosen.isError };
  const asked = search.get('currency')?.trim().toUpperCase();
  const currency = asked && data.offered.includes(asked) ? asked : data.currency;
  return { currency: currency === data.base ? undefined : currency, ready: true };
}
