import { lazy, Suspense } from 'react';
import { loadCartWidgets } from '../load-cart-widgets.ts';
import type { AddToCartButtonProps } from './add-to-cart-button.tsx';

const AddToCartButton = lazy(async () => ({ default: (await loadCartWidgets()).AddToCartButton }));

/**
 * Add to cart on the product cards of the first page: the cart's code follows the first paint
 * (docs/decisions/005-first-load-budget.md); until then the card shows its other link alone.
 */
export function LazyAddToCartButton(props: AddToCartButtonProps) {
  return (
    <Suspense fallback={null}>
      <AddToCartButton {...props} />
    </Suspense>
  );
}
