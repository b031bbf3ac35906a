import type { InputHTMLAttributes } from 'react';
import type { PricedProduct } from '#shared/catalog/pricing.ts';
import { quantityStep } from '../../lib/quantity-quote.ts';

type QuantityInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'min' | 'step'
> & {
  product: Pick<PricedProduct, 'unit' | 'minimum' | 'increment'>;
  value: string;
  onChange: (typed: string) => void;
};

/**
 * The number field of a quantity in the product's unit: from the minimum order quantity, in steps
 * of the order multiple, whole pieces or m and kg with decimals (PRODUCT.md §15). The product page's
 * order box and each row of the products list view type their quantity in it.
 */
export function QuantityInput({ product, value, onChange, className = 'input w-full', ...rest }: QuantityInputProps) {
  const decimal = (product.unit ?? 'pcs') !== 'pcs';
  return (
    <input
      {...rest}
      type="number"
      inputMode={decimal ? 'decimal' : 'numeric'}
      min={product.minimum}
      step={quantityStep(product)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  );
}
