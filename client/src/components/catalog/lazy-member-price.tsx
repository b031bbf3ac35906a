import { lazy, Suspense } from 'react';
import type { Unit } from '#shared/catalog/units.ts';
import { loadCartWidgets } from '../load-cart-widgets.ts';

const MemberPrice = lazy(async () => ({ default: (await loadCartWidgets()).MemberPrice }));

/** The member's price on a product card, with the cart's code after the first paint (as Add to cart). */
export function LazyMemberPrice({ unitCents, unit }: { unitCents: number; unit?: Unit | undefined }) {
  return (
    <Suspense fallback={null}>
      <MemberPrice unitCents={unitCents} unit={unit} />
    </Suspense>
  );
}
