import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { Quote, QuoteAccept, QuoteAnswer } from '#shared/quotes/quote.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { purchaseOrderKeys } from '../../../lib/queries/purchase-order.ts';
import { quoteKeys } from './get-quotes.ts';

const base = (id: string) => `/quotes/${encodeURIComponent(id)}`;

/** The steps that answer the quote as it now is: the admin's answer and decline, the buyer's withdraw. */
export type QuoteChange =
  | { id: string; action: 'answer'; input: QuoteAnswer }
  | { id: string; action: 'decline'; note: string }
  | { id: string; action: 'withdraw' };

export function changeQuote(change: QuoteChange): Promise<Quote> {
  const body =
    change.action === 'answer' ? change.input : change.action === 'decline' ? { note: change.note } : undefined;
  return api<Quote>(`${base(change.id)}/${change.action}`, { method: 'POST', body });
}

export function useChangeQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuote,
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote._id), quote);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}

/** POST /quotes/{id}/accept (its buyer): answers the new purchase order, at the quoted price. */
export function acceptQuote(id: string, input: QuoteAccept): Promise<PurchaseOrder> {
  return api<PurchaseOrder>(`${base(id)}/accept`, { method: 'POST', body: input });
}

export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: QuoteAccept }) => acceptQuote(id, input),
    // A 409 (expired, or no longer quoted) shows its message as a toast (lib/query-client.ts) and
    // the quote is read again, so the page shows why.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
        queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
      ]),
  });
}
