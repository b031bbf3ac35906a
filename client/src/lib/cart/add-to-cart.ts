import { getErrorMessage } from '#shared/error-message.ts';
import { cart as m } from '#shared/messages/cart.ts';
import type { CertificateRequirement } from '#shared/orders/certificate-required.ts';
import { showErrorToast } from '../mutation-errors.ts';
import { firstOrderableQuantity } from '../quantity-quote.ts';
import { toast } from 'react-toastify/unstyled';
import { type CartOwner, type CartProduct, changeCart } from './cart-actions.ts';

/** Add to cart, with its toast either way: loaded on the first click, not with the page (toasts included). */
export async function addToCart(
  owner: CartOwner,
  product: CartProduct & { name: string },
  quantity: number | 'first-orderable',
  certificateRequired?: CertificateRequirement,
  /** PRODUCT.md §20: the heat chosen on the product page (null: any); absent, the line keeps its pin. */
  heatNumber?: string | null,
) {
  try {
    const count = quantity === 'first-orderable' ? firstOrderableQuantity(product) : quantity;
    await changeCart(owner, { kind: 'add', product, quantity: count, certificateRequired, heatNumber });
    toast.success(m.added(product.name));
  } catch (error) {
    showErrorToast(getErrorMessage(error));
  }
}
