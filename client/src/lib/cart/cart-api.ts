import type { Cart, ReorderAnswer } from '#shared/cart/cart.schema.ts';
import type { CertificateRequirement } from '#shared/orders/certificate-required.ts';
import { api } from '../api-client.ts';
import type { VisitorCartLine } from './visitor-cart.ts';

/** ['cart', 'mine', userId]: one account's cart never shows for the next one signed in on this browser. */
export const cartQueryKey = (userId: string) => ['cart', 'mine', userId] as const;
/** Every signed-in cart cached in this browser: what a change of the server's cart invalidates. */
export const serverCartsKey = ['cart', 'mine'] as const;

/** GET /cart: the signed-in buyer's cart, priced today. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api<Cart>('/cart', { signal });
}

/**
 * PUT /cart/lines/{productId}: sets the quantity and accepts today's price (400 with the rule it
 * breaks); with `certificateRequired`, the certificate the line requires too (PRODUCT.md §20).
 * Without `heatNumber` the line is no longer pinned to a heat: callers send the pin they keep.
 */
export function putCartLine(
  productId: string,
  quantity: number,
  certificateRequired?: CertificateRequirement,
  heatNumber?: string | null,
): Promise<Cart> {
  return api<Cart>(`/cart/lines/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: { quantity, ...(certificateRequired ? { certificateRequired } : {}), ...(heatNumber ? { heatNumber } : {}) },
  });
}

/** DELETE /cart/lines/{id}: by the line's own id, which also removes a deleted product's line. */
export function deleteCartLine(lineId: string): Promise<Cart> {
  return api<Cart>(`/cart/lines/${encodeURIComponent(lineId)}`, { method: 'DELETE' });
}

/** POST /cart/merge: the visitor's browser cart, at sign-in. */
export function mergeCart(lines: readonly VisitorCartLine[]): Promise<Cart> {
  return api<Cart>('/cart/merge', { method: 'POST', body: { lines } });
}

/** POST /cart/reorder/{id} (Order again): a past purchase order's lines into the cart at today's prices. */
export function reorder(purchaseOrderId: string): Promise<ReorderAnswer> {
  return api<ReorderAnswer>(`/cart/reorder/${encodeURIComponent(purchaseOrderId)}`, { method: 'POST' });
}

/** POST /cart/cuts (PRODUCT.md §15): N pieces of L mm of a product cut to length, a line of its own. */
export function postCartCut(
  productId: string,
  pieces: number,
  lengthMm: number,
  certificateRequired: CertificateRequirement = 'none',
  heatNumber?: string | null,
): Promise<unknown> {
  return api<unknown>('/cart/cuts', {
    method: 'POST',
    body: { productId, pieces, lengthMm, certificateRequired, ...(heatNumber ? { heatNumber } : {}) },
  });
}

/** DELETE /cart/cuts/{cutId}: removes one cut line. */
export function deleteCartCut(cutId: string): Promise<unknown> {
  return api<unknown>(`/cart/cuts/${encodeURIComponent(cutId)}`, { method: 'DELETE' });
}
