import { withTexts } from '../lib/with-texts.ts';
/** One import of the cart's controls (cart-widgets.ts), shared by the navbar and the product cards. */
export const loadCartWidgets = () => withTexts(import('./cart-widgets.ts'));
