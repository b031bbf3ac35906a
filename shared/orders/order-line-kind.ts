/**
 * What an order line is (PRODUCT.md §22, docs/decisions/026-order-lines-of-every-kind.md): a
 * catalog product as sold, a cut of a product cut to length (§15), or an item made to order from a
 * quote. A remnant (§20) will be one more kind: its own row facts beside these, nothing renamed.
 */
export const orderLineKinds = ['catalog', 'cut', 'made_to_order'] as const;
export type OrderLineKind = (typeof orderLineKinds)[number];

/** The kind a stored line reads as: an unknown or missing value is a catalog line, as every line once was. */
export function orderLineKindOf(stored: string | null | undefined): OrderLineKind {
  return (orderLineKinds as readonly string[]).includes(stored ?? '') ? (stored as OrderLineKind) : 'catalog';
}

/** Only a made-to-order line is made for the buyer: it takes no catalog stock and gives none back. */
export const isMadeToOrder = (kind: OrderLineKind): boolean => kind === 'made_to_order';
