import type { CutToLength } from '#shared/catalog/cut.ts';
import { formatQuantity } from '#shared/catalog/units.ts';
import { formatKg } from '#shared/catalog/weight.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { messages } from '#shared/messages.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { centsToDollars } from '#shared/money.ts';
import { useFormatPrice } from '../../lib/price-currency.ts';
import type { CutQuote } from '../../lib/cut-quote.ts';
import { FormField } from '../ui/form-field.tsx';
import { LivePrice } from '../ui/live-price.tsx';

const t = messages.productPage;

interface CutFieldsProps {
  cutToLength: CutToLength;
  pieces: string;
  length: string;
  onPieces: (text: string) => void;
  onLength: (text: string) => void;
  /** quoteCut(product, pieces, length): the shared rules' price, weight and messages. */
  quote: CutQuote;
  totalLabel?: string;
}

/**
 * Pieces and Length (mm) of a product cut to length, with the bounds under the length, each
 * field's message, and the line's unit price, metres, cutting, weight and total as the buyer
 * types (PRODUCT.md §15). The product page and the Purchase page show it alike.
 */
export function CutFields({ cutToLength, pieces, length, onPieces, onLength, quote, totalLabel }: CutFieldsProps) {
  const price = useFormatPrice();
  const fee = price(cutToLength.cutFee);
  const count = Number(pieces);
  return (
    <>
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
                onChange={(event) => onPieces(event.target.value)}
                className="input w-full"
              />
            )}
          </FormField>
          <FormField
            label={unitPages.lengthMm}
            error={quote.lengthProblem}
            hint={unitPages.lengthBounds(formatNumber(cutToLength.minLengthMm), formatNumber(cutToLength.maxLengthMm))}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={cutToLength.minLengthMm}
                max={cutToLength.maxLengthMm}
                step={1}
                value={length}
                onChange={(event) => onLength(event.target.value)}
                className="input w-full"
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <LivePrice quote={quote} unit="m" {...(totalLabel && { totalLabel })}>
        <dt className="font-semibold">{t.quantity}</dt>
        <dd className="text-right tabular-nums" data-testid="live-quantity">
          {quote.quantityM === undefined ? '—' : formatQuantity('m', quote.quantityM)}
        </dd>
        <dt className="font-semibold">{unitPages.cutFees(Number.isInteger(count) ? count : 0, fee)}</dt>
        <dd className="text-right tabular-nums" data-testid="live-cut-fees">
          {quote.cutFeesCents === undefined ? '—' : price(centsToDollars(quote.cutFeesCents))}
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
    </>
  );
}
