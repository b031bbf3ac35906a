import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lot, LotAdjustInput } from '#shared/catalog/lot.schema.ts';
import { typedNumber } from '#shared/i18n/parse-number.ts';
import { api } from '../../../lib/api-client.ts';

/* A product's heat lots (PRODUCT.md §20) on the admin's Edit product page. */

export const lotKeys = { of: (productId: string) => ['products', 'lots', productId] as const };

/** GET /products/{id}/lots: for an admin every lot, notes included. */
export function useLots(productId: string) {
  return useQuery({
    queryKey: lotKeys.of(productId),
    queryFn: ({ signal }) => api<Lot[]>(`/products/${encodeURIComponent(productId)}/lots`, { signal }),
  });
}

export interface ReceiveLotValues {
  heatNumber: string;
  quantity: string;
  receivedOn: string;
  mill: string;
  notes: string;
  public: boolean;
  type: string;
  /** PRODUCT.md §20: a lot of bars (a product cut to length), instead of a quantity. */
  barLengthMm: string;
  barCount: string;
}

const numberFields = new Set(['quantity', 'barLengthMm', 'barCount']);

/** POST /products/{id}/lots (multipart): the fields first, then the certificate PDF when there is one. */
export function useReceiveLot(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, file }: { values: ReceiveLotValues; file: File | null }) => {
      const form = new FormData();
      // An empty box is a field not given (bars instead of a quantity, or the other way round).
      // The numbers as the server reads them, whichever way the reader typed them ("12,5").
      for (const [name, value] of Object.entries(values)) {
        if (value !== '') form.set(name, numberFields.has(name) ? typedNumber(String(value)) : String(value));
      }
      if (file) form.set('file', file, file.name);
      return api<Lot>(`/products/${encodeURIComponent(productId)}/lots`, { method: 'POST', body: form });
    },
    // The product's total changes with its lots.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}

/** POST /lots/{id}/adjust: a signed change and its reason (audited). */
export function useAdjustLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lotId, input }: { lotId: string; input: LotAdjustInput }) =>
      api<Lot>(`/lots/${encodeURIComponent(lotId)}/adjust`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
