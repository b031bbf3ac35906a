import { lazy, Suspense } from 'react';
import type { Product } from '#shared/catalog/product.schema.ts';
import { loadCartWidgets } from '../load-cart-widgets.ts';

const ProductMemberPrice = lazy(async () => ({ default: (await loadCartWidgets()).ProductMemberPrice }));

/**
 * The member's price on a product card, with the cart's code after the first paint (as Add to
 * cart). It takes the whole product: every prop the card spells out is first-load bytes.
 */
export function LazyMemberPrice({ product }: { product: Product }) {
  return (
    <Suspense fallback={null}>
      <ProductMemberPrice product={product} />
    </Suspense>
  );
}
