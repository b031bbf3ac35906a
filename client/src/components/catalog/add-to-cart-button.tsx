import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PricedProduct } from '#shared/catalog/pricing.ts';
import { cart as m } from '#shared/messages/cart.ts';
import type { CertificateRequirement } from '#shared/orders/certificate-required.ts';
import { addToCart } from '../../lib/cart/add-to-cart.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BusyButton } from '../ui/busy-button.tsx';

export interface AddToCartButtonProps {
  product: PricedProduct & { _id: string; name: string };
  /**
   * How many to add; by default the product's first orderable quantity (a card, which has no
   * quantity field); null while a quantity field holds none that can be ordered.
   */
  quantity?: number | null;
  className?: string;
  /** The id of the text that says which product it adds (a card's heading). */
  describedBy?: string;
  /** The certificate the line requires (the product page's choice, PRODUCT.md §20); absent: the line keeps its own. */
  certificateRequired?: CertificateRequirement;
  /** The heat chosen on the product page (PRODUCT.md §20; null: any); absent: the line keeps its pin. */
  heatNumber?: string | null;
}

/** Adds `quantity` to the product's cart line, a visitor's or a buyer's, with a toast either way. */
export function AddToCartButton({
  product,
  quantity,
  className = 'btn btn-outline',
  describedBy,
  certificateRequired,
  heatNumber,
}: AddToCartButtonProps) {
  const { user, isLoading } = useAuth();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Nothing to add while the stock is below the minimum (the product page says so).
  if (product.total < product.minimum) return null;
  const onClick = async () => {
    if (quantity === null) return;
    setBusy(true);
    await addToCart(
      { userId: user?.id, queryClient },
      product,
      quantity ?? 'first-orderable',
      certificateRequired,
      heatNumber,
    );
    setBusy(false);
  };
  return (
    <BusyButton
      type="button"
      busy={busy}
      // Whose cart it goes to is known once the session has answered: a click before that would
      // put a signed-in buyer's metal in the visitor's cart. Busy till then, not refused.
      disabled={quantity === null || !hydrated || isLoading}
      aria-busy={!hydrated || isLoading || undefined}
      className={className}
      aria-describedby={describedBy}
      onClick={() => void onClick()}
    >
      {m.addToCart}
    </BusyButton>
  );
}
