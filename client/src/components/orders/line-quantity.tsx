import { cutFeeText, cutText, quantityText, type UnitFields } from './line-units.ts';

/**
 * A line's quantity as the cart, checkout and purchase order pages show it: "12.5 m", "2.4 kg", a
 * bare number of pieces, or a cut line's "7 × 1,250 mm (8.75 m)" over its fee per piece
 * (PRODUCT.md §15).
 */
export function LineQuantity({
  line,
  currency = 'USD',
}: {
  line: UnitFields & { quantity: number };
  /** Of the cut fee: the order's (PRODUCT.md §17). */
  currency?: string;
}) {
  if (!line.cut) return <>{quantityText(line)}</>;
  return (
    <>
      <span className="whitespace-nowrap font-semibold">{cutText(line)}</span>{' '}
      <span className="whitespace-nowrap">({quantityText(line)})</span>
      <br />
      <span className="text-sm text-base-content/80">{cutFeeText(line.cut, currency)}</span>
    </>
  );
}
