import { useFormContext, useWatch } from 'react-hook-form';
import type { Product } from '#shared/catalog/product.schema.ts';
import { formatQuantity } from '#shared/catalog/units.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import type { PurchaseForm } from '#shared/orders/order.schema.ts';
import { CutFields } from '../../../components/catalog/cut-fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { LivePrice } from '../../../components/ui/live-price.tsx';
import { PriceBreaksTable } from '../../../components/ui/price-breaks-table.tsx';
import type { CutQuote } from '../../../lib/cut-quote.ts';
import { quoteQuantity } from '../../../lib/quantity-quote.ts';

const t = messages.ordering;

/** A cut to length: the pieces and length the buyer types, and their quote (shared cut rules). */
export interface CutLine {
  cutToLength: NonNullable<Product['cutToLength']>;
  pieces: string;
  length: string;
  onPieces: (value: string) => void;
  onLength: (value: string) => void;
  quote: CutQuote;
}

/**
 * The Purchase page's one line (docs/product/screens.md): the quantity in the product's unit with
 * its price breaks and the live price, or N pieces × L mm of a product cut to length.
 */
export function PurchaseLineFields({ product, cut }: { product: Product; cut: CutLine | undefined }) {
  if (cut) {
    return (
      <CutFields
        cutToLength={cut.cutToLength}
        pieces={cut.pieces}
        length={cut.length}
        onPieces={cut.onPieces}
        onLength={cut.onLength}
        quote={cut.quote}
        totalLabel={t.orderTotal}
      />
    );
  }
  return <QuantityLine product={product} />;
}

function QuantityLine({ product }: { product: Product }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PurchaseForm>();
  // Unit price from the quantity's price break, and the total, as the buyer types (docs/product/catalog.md).
  const quote = quoteQuantity(product, useWatch({ control, name: 'quantity' }));
  // m and kg: up to 3 decimals (the shared schema checks them); pieces keep their whole-number field.
  const decimal = product.unit !== 'pcs';
  return (
    <>
      <TextField
        label={decimal ? unitPages.quantityIn(product.unit) : t.quantity}
        error={errors.quantity?.message}
        hint={
          decimal
            ? unitPages.quantityBetween(
                formatQuantity(product.unit, product.minimum),
                formatQuantity(product.unit, product.total),
              )
            : t.quantityHint(product.minimum, product.total)
        }
        registration={register('quantity', { valueAsNumber: true })}
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={product.minimum}
        max={product.maximum ?? product.total}
        step={decimal ? 'any' : Math.max(1, product.increment)}
        aria-required="true"
      />
      {product.priceBreaks.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{messages.productPage.priceBreaks}</h3>
          <PriceBreaksTable
            price={product.price}
            minimum={product.minimum}
            priceBreaks={product.priceBreaks}
            quantity={quote.quantity}
            unit={product.unit}
          />
        </div>
      )}
      <div className="border-t border-base-300 pt-4">
        <LivePrice quote={quote} totalLabel={t.orderTotal} unit={product.unit} />
      </div>
    </>
  );
}
