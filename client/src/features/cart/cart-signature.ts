import type { CartLineView } from '../../components/orders/line-units.ts';

/** The cart's lines in brief: what a quote of the cart depends on besides the ship-to and terms. */
export const cartSignature = (lines: readonly CartLineView[]): string =>
  lines.map((line) => `${line.lineId}:${line.quantity}:${line.lineTotal}`).join(',');
