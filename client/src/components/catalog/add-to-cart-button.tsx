import { useState } from 'react';
import { cart as m } from '#shared/messages/cart.ts';
import { type CartProduct, useCart } from '../../lib/cart/use-cart.ts';
import { showSuccessToast } from '../../lib/success-toast.ts';
import { BusyButton } from '../ui/busy-button.tsx';

interface AddToCartButtonProps {
  product: CartProduct & { name: string };
  quantity: number | undefined;
  className?: string;
  /** The id of the text that says which product it adds (a card's heading). */
  describedBy?: string;
}

/** Adds `quantity` to the product's cart line, a visitor's or a buyer's (lib/cart/use-cart.ts). */
export function AddToCartButton({
  product,
  quantity,
  className = 'btn btn-outline',
  describedBy,
}: AddToCartButtonProps) {
  const { add } = useCart();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (quantity === undefined) return;
    setBusy(true);
    const added = await add(product, quantity);
    setBusy(false);
    if (added) showSuccessToast(m.added(product.name));
  };
  return (
    <BusyButton
      type="button"
      busy={busy}
      disabled={quantity === undefined}
      className={className}
      aria-describedby={describedBy}
      onClick={() => void onClick()}
    >
      {m.addToCart}
    </BusyButton>
  );
}
