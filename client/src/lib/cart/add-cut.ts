import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { getErrorMessage } from '#shared/error-message.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import type { CertificateRequirement } from '#shared/orders/certificate-required.ts';
import { showErrorToast } from '../mutation-errors.ts';
import { deleteCartCut, postCartCut, serverCartsKey } from './cart-api.ts';

/**
 * Cut lines live only in a signed-in buyer's cart (the product page asks a visitor to sign in):
 * the server keeps each cut as its own line with its own id, which a browser cart would have to
 * invent and the sign-in merge to translate (docs/product/screens.md#units-weight-and-cut-to-length).
 * The cart is read again afterwards, so the navbar's count and the cart page follow.
 */
export async function addCut(
  queryClient: QueryClient,
  product: { _id: string; name: string },
  cut: { pieces: number; lengthMm: number },
  certificateRequired: CertificateRequirement = 'none',
  /** PRODUCT.md §20: the public heat the cut is taken from (null: any). */
  heatNumber?: string | null,
): Promise<boolean> {
  try {
    await postCartCut(product._id, cut.pieces, cut.lengthMm, certificateRequired, heatNumber);
    toast.success(unitPages.cutAdded(product.name));
    return true;
  } catch (error) {
    showErrorToast(getErrorMessage(error));
    return false;
  } finally {
    await queryClient.invalidateQueries({ queryKey: serverCartsKey });
  }
}

/** Removes a cut line (DELETE /cart/cuts/{cutId}) and reads the cart again. */
export async function removeCut(queryClient: QueryClient, cutId: string): Promise<void> {
  try {
    await deleteCartCut(cutId);
  } catch (error) {
    showErrorToast(getErrorMessage(error));
  } finally {
    await queryClient.invalidateQueries({ queryKey: serverCartsKey });
  }
}

/**
 * Accepts today's price of a cut line (a changed price per metre or cut fee): there is no price
 * to accept on a cut, so the same N × L is added again at today's price and only then the old
 * line removed. A cut the rules now refuse (stock, bounds) stays as it was, with the server's
 * message in a toast.
 */
export async function replaceCut(
  queryClient: QueryClient,
  line: {
    cutId: string;
    productId: string;
    cut: { pieces: number; lengthMm: number };
    certificateRequired?: CertificateRequirement | undefined;
    heatNumber?: string | null | undefined;
  },
): Promise<void> {
  try {
    // The new line requires the certificate the old one did, from the same heat (PRODUCT.md §20).
    await postCartCut(line.productId, line.cut.pieces, line.cut.lengthMm, line.certificateRequired, line.heatNumber);
    await deleteCartCut(line.cutId);
  } catch (error) {
    showErrorToast(getErrorMessage(error));
  } finally {
    await queryClient.invalidateQueries({ queryKey: serverCartsKey });
  }
}
