import { useQuery } from '@tanstack/react-query';
import type { CurrencySettings } from '#shared/settings/currencies.schema.ts';
import { api } from '../api-client.ts';

/*
 * GET /settings/currencies (store admins): the base and the currencies offered (PRODUCT.md §17),
 * which the store may set a company to and give a product fixed prices in. The settings page
 * reads the same answer under the same key, so saving it there refreshes the choices here.
 */
const currencySettingsKey = ['settings', 'currencies'] as const;

export function useOfferedCurrencies() {
  return useQuery({
    queryKey: currencySettingsKey,
    queryFn: ({ signal }) => api<CurrencySettings>('/settings/currencies', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The store's base currency, which list prices and cut fees are in; USD until the settings answer. */
export function useBaseCurrency(): string {
  return useOfferedCurrencies().data?.base ?? 'USD';
}
