import { type QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { getErrorMessage } from '#shared/error-message.ts';
import { remnantsUi as t } from '#shared/messages/remnants-ui.ts';
import type { Remnant, RemnantQuery } from '#shared/remnants/remnant.schema.ts';
import { api } from '../api-client.ts';
import { serverCartsKey } from '../cart/cart-api.ts';
import { showErrorToast } from '../mutation-errors.ts';

/*
 * Remnants (PRODUCT.md §20): the public list (GET /remnants) and a signed-in buyer's hold on one
 * (POST and DELETE /cart/remnants/{id}). Read by the /remnants page and the product page's section.
 */

/** Every remnants list cached in this browser: what buying, adding or removing one invalidates. */
export const remnantsKey = ['remnants'] as const;
/** ['remnants', query, userId]: `inCart` is the caller's own, so each account reads its own list. */
export const remnantsQueryKey = (query: RemnantQuery, userId: string | null) =>
  [...remnantsKey, query, userId] as const;

/** GET /remnants's path with the filters given (empty ones left out); the server's renderer reads it too. */
export function remnantsPath(query: RemnantQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/remnants${search ? `?${search}` : ''}`;
}

export const getRemnants = (query: RemnantQuery, signal?: AbortSignal) =>
  api<Remnant[]>(remnantsPath(query), { signal });

export function useRemnants(query: RemnantQuery, userId: string | null, enabled = true) {
  return useQuery({
    queryKey: remnantsQueryKey(query, userId),
    queryFn: ({ signal }) => getRemnants(query, signal),
    placeholderData: keepPreviousData,
    // A remnant is sold once: whoever opens a list sees it as it is now, not as it was 30 s ago.
    staleTime: 0,
    enabled,
  });
}

/** The cart and the lists follow a change of a hold: the navbar's count, and a remnant's "In your cart". */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: serverCartsKey }),
    queryClient.invalidateQueries({ queryKey: remnantsKey }),
  ]);

/**
 * Add to cart of one remnant, sold whole: a toast either way; a remnant another buyer took first
 * answers 409 with the reason, shown as it is. Answers whether it was added.
 */
export async function addRemnant(queryClient: QueryClient, remnant: Remnant): Promise<boolean> {
  try {
    await api<unknown>(`/cart/remnants/${encodeURIComponent(remnant._id)}`, { method: 'POST' });
    toast.success(t.added(remnant.name, remnant.lengthMm));
    return true;
  } catch (error) {
    showErrorToast(getErrorMessage(error));
    return false;
  } finally {
    await refresh(queryClient);
  }
}

/** Removes a remnant line (DELETE /cart/remnants/{id}): the remnant is offered again. */
export async function removeRemnant(queryClient: QueryClient, remnantId: string): Promise<void> {
  try {
    await api<unknown>(`/cart/remnants/${encodeURIComponent(remnantId)}`, { method: 'DELETE' });
  } catch (error) {
    showErrorToast(getErrorMessage(error));
  } finally {
    await refresh(queryClient);
  }
}
