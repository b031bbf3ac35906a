import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/product.schema.ts';
import { formatQuantity } from '#shared/catalog/units.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { messages } from '#shared/messages.ts';
import { cart as cartTexts } from '#shared/messages/cart.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { centsToDollars, formatUsd } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LivePrice } from '../../../components/ui/live-price.tsx';
import { PriceBreaksTable } from '../../../components/ui/price-breaks-table.tsx';
import { addCut } from '../../../lib/cart/add-cut.ts';
import { useAuth } from '../../../lib/session/auth-context.ts';
import { quoteCut } from './cut-quote.ts';

const t = messages.productPage;
const group = new Intl.NumberFormat('en-US');

/**
 * Pieces × length for a product cut to length (PRODUCT.md §15): the bounds under the length, each
 * field's message from the shared rules as the buyer types, and the line's price (N × L / 1000 m
 * at the break's unit price + N × the cut fee) and weight. Add to cart posts the cut
 * (POST /cart/cuts); a visitor is asked to sign in first, and comes back here.
 */
export function CutOrder({ product }: { product: Product & { cutToLength: NonNullable<Product['cutToLength']> } }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const bounds = product.cutToLength;
  const [pieces, setPieces] = useState('1');
  const [length, setLength] = useState(() => String(Math.max(bounds.minLengthMm, Math.min(1000, bounds.maxLengthMm))));
  const [busy, setBusy] = useState(false);
  const quote = quoteCut(product, pieces, length);
  const fee = formatUsd(bounds.cutFee);
  const inStock = product.total >= product.minimum && product.total > 0;
  const add = async () => {
    if (!quote.request) return;
    setBusy(true);
    await addCut(queryClient, product, quote.request);
    setBusy(false);
  };
  return (
    <>
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{t.priceBreaks}</h3>
        <PriceBreaksTable
          price={product.price}
          minimum={product.minimum}
          priceBreaks={product.priceBreaks}
          quantity={quote.quantityM}
          unit="m"
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{unitPages.cutToLength}</legend>
        <p className="text-sm text-base-content/80">{unitPages.cutHint(fee)}</p>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={unitPages.pieces} error={quote.piecesProblem} hint={unitPages.piecesHint}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={pieces}
                onChange={(event) => setPieces(event.target.value)}
                className="input w-full"
              />
            )}
          </FormField>
          <FormField
            label={unitPages.lengthMm}
            error={quote.lengthProblem}
            hint={unitPages.lengthBounds(group.format(bounds.minLengthMm), group.format(bounds.maxLengthMm))}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={bounds.minLengthMm}
                max={bounds.maxLengthMm}
                step={1}
                value={length}
                onChange={(event) => setLength(event.target.value)}
                className="input w-full"
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <LivePrice quote={quote} unit="m">
        <dt className="font-semibold">{t.quantity}</dt>
        <dd className="text-right tabular-nums" data-testid="live-quantity">
          {quote.quantityM === undefined ? '—' : formatQuantity('m', quote.quantityM)}
        </dd>
        <dt className="font-semibold">{unitPages.cutFees(Number(pieces) || 0, fee)}</dt>
        <dd className="text-right tabular-nums" data-testid="live-cut-fees">
          {quote.cutFeesCents === undefined ? '—' : formatUsd(centsToDollars(quote.cutFeesCents))}
        </dd>
        <dt className="font-semibold">{unitPages.lineWeight}</dt>
        <dd className="text-right tabular-nums" data-testid="live-weight">
          {quote.weightKg == null ? '—' : formatKg(quote.weightKg)}
        </dd>
      </LivePrice>
      {quote.quantityProblem && (
        <p role="alert" className="text-sm text-red-700">
          {quote.quantityProblem}
        </p>
      )}
      {inStock &&
        (user ? (
          <BusyButton
            type="button"
            busy={busy}
            disabled={!quote.request}
            className="btn btn-primary"
            onClick={() => void add()}
          >
            {cartTexts.addToCart}
          </BusyButton>
        ) : (
          <div className="flex flex-col gap-2">
            <p id="cut-sign-in" className="text-sm">
              {unitPages.cutSignIn}
            </p>
            <Link
              to={paths.signIn}
              state={{ from: paths.product(product._id) }}
              className="btn btn-primary"
              aria-describedby="cut-sign-in"
            >
              {unitPages.signInToCut}
            </Link>
          </div>
        ))}
    </>
  );
}
