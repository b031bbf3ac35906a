/**
 * What an order line is (PRODUCT.md §22, docs/decisions/026-order-lines-of-every-kind.md): a
 * catalog product as sold, a cut of a product cut to length (§15), or an item made to order from a
 * quote, or a remnant (§20): the rest of a bar sold whole, one piece of its length, taking no
 * stock (it left its lot when it was cut) and, cancelled, going back on sale.
 */
export const orderLineKinds = ['catalog', 'cut', 'made_to_order', 'remnant'] as const;
export type OrderLineKind = (typeof orderLineKinds)[number];

/** The kind a stored line reads as: an unknown or missing value is a catalog line, as every line once was. */
export function orderLineKindOf(stored: string | null | undefined): OrderLineKind {
  return (orderLineKinds as readonly string[]).includes(stored ?? '') ? (stored as OrderLineKind) : 'catalog';
}

/** Only a made-to-order line is made for the buyer: it takes no catalog stock and gives none back. */
export const isMadeToOrder = (kind: OrderLineKind): boolean => kind === 'made_to_order';
