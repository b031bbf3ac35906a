import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/product.schema.ts';
import { formatQuantity } from '#shared/catalog/units.ts';
import { formatKg, lineWeightGrams } from '#shared/catalog/weight.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { paths } from '#shared/routes.ts';
import { type CertificateRequirement, requirementOfProduct } from '#shared/orders/certificate-required.ts';
import { CertificateSelect } from '../../../components/catalog/certificate-select.tsx';
import { HeatSelect } from '../../../lib/cart/heat-select.tsx';
import { AddToCartButton } from '../../../components/catalog/add-to-cart-button.tsx';
import { MemberPrice } from '../../../components/catalog/member-price.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LivePrice } from '../../../components/ui/live-price.tsx';
import { QuantityInput } from '../../../components/catalog/quantity-input.tsx';
import {
  firstOrderableQuantity,
  quantityStep,
  quoteQuantity,
  typedQuantityProblem,
} from '../../../lib/quantity-quote.ts';

const t = messages.productPage;

/**
 * The quantity field with its live unit price and total: whole pieces, or metres and kilograms
 * with up to 3 decimals in steps of the increment (PRODUCT.md §15). Add to cart puts the typed
 * quantity in the cart (disabled while it breaks a rule); Buy now goes through the Purchase page.
 * `children` renders the price breaks with the typed quantity's row marked.
 */
export function QuantityOrder({
  product,
  children,
}: {
  product: Product;
  children: (quantity: number | undefined) => ReactNode;
}) {
  const unit = product.unit;
  const [typed, setTyped] = useState(() => String(firstOrderableQuantity(product)));
  // PRODUCT.md §20: the buyer may require the product's own certificate with the line.
  const [certificate, setCertificate] = useState<CertificateRequirement>('none');
  // PRODUCT.md §20: and pin a public heat (null: any heat, the oldest lots first).
  const [heat, setHeat] = useState<string | null>(null);
  const quote = quoteQuantity(product, typed);
  const inStock = product.total >= product.minimum && product.total > 0;
  const decimal = unit !== 'pcs';
  const grams = decimal && quote.quantity !== undefined ? lineWeightGrams(product, quote.quantity) : null;
  const hint = decimal ? unitPages.quantityHint(formatQuantity(unit, Number(quantityStep(product)))) : undefined;
  return (
    <>
      {children(quote.quantity)}
      <FormField
        label={decimal ? unitPages.quantityIn(unit) : t.quantity}
        error={typedQuantityProblem(product, typed, quote)}
        hint={hint}
      >
        {(control) => <QuantityInput {...control} product={product} value={typed} onChange={setTyped} />}
      </FormField>
      <LivePrice quote={quote} unit={unit}>
        {grams !== null && (
          <>
            <dt className="font-semibold">{unitPages.lineWeight}</dt>
            <dd className="text-right tabular-nums" data-testid="live-weight">
              {formatKg(grams / 1000)}
            </dd>
          </>
        )}
      </LivePrice>
      <MemberPrice unitCents={quote.problem ? undefined : quote.unitPriceCents} quantity={quote.quantity} unit={unit} />
      {inStock && (
        <CertificateSelect
          choice={requirementOfProduct(product.certificate)}
          value={certificate}
          onChange={setCertificate}
        />
      )}
      {inStock && <HeatSelect productId={product._id} unit={unit} value={heat} onChange={setHeat} />}
      {inStock && (
        <div className="flex flex-wrap gap-2">
          <AddToCartButton
            product={product}
            quantity={quote.problem || quote.quantity === undefined ? null : quote.quantity}
            className="btn btn-primary grow"
            certificateRequired={certificate}
            heatNumber={heat}
          />
          <Link to={paths.purchase(product._id)} className="btn btn-outline grow">
            {t.buy}
          </Link>
        </div>
      )}
    </>
  );
}
