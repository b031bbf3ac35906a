import { useState } from 'react';
import { Link } from 'react-router';
import type { PricedProduct } from '#shared/catalog/pricing.ts';
import { cart as m } from '#shared/messages/cart.ts';
import { requiredCertificates as rc } from '#shared/messages/required-certificates.ts';
import { type CertificateRequirement, certificateTypeOf } from '#shared/orders/certificate-required.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { paths } from '#shared/routes.ts';
import { fitsUnit } from '#shared/catalog/units.ts';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { TableCell } from '../../../components/ui/responsive-table.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { CertificateSelect } from '../../../components/catalog/certificate-select.tsx';
import { HeatSelect } from '../../../lib/cart/heat-select.tsx';
import { heatChoice as h } from '#shared/messages/heat-choice.ts';
import { LineQuantity } from '../../../components/orders/line-quantity.tsx';
import {
  type CartLineView,
  cutText,
  isRepriced,
  unitOf,
  unitPriceText,
  weightText,
} from '../../../components/orders/line-units.ts';

interface CartLineRowProps {
  line: CartLineView;
  /** The cart's currency (PRODUCT.md §17): its prices and totals are in it. */
  currency: string;
  /** The product's rules, for a visitor's line (the server checks a buyer's). */
  rules: PricedProduct | undefined;
  busy: boolean;
  onSetQuantity: (productId: string, quantity: number, rules: PricedProduct | undefined) => Promise<boolean>;
  /** Sets the certificate the line requires (PRODUCT.md §20), keeping its quantity. */
  onSetCertificate: (
    productId: string,
    quantity: number,
    rules: PricedProduct | undefined,
    certificateRequired: CertificateRequirement,
  ) => Promise<boolean>;
  /** Pins the line to a public heat, or null to any (PRODUCT.md §20), keeping its quantity and certificate. */
  onSetHeat: (
    productId: string,
    quantity: number,
    rules: PricedProduct | undefined,
    heatNumber: string | null,
  ) => Promise<boolean>;
  onRemove: (lineId: string) => Promise<boolean>;
  /** Removes a cut line (DELETE /cart/cuts/{cutId}); cut lines are only in a signed-in cart. */
  onRemoveCut: (cutId: string) => Promise<void>;
  /** Adds a cut line again at today's price and removes the old one (a repriced cut). */
  onReplaceCut: (line: {
    cutId: string;
    productId: string;
    cut: { pieces: number; lengthMm: number };
    certificateRequired?: CertificateRequirement | undefined;
    heatNumber?: string | null | undefined;
  }) => Promise<void>;
}

/**
 * One cart line: the quantity can be changed (Update), a problem shows in red under the product,
 * and a repriced line's button accepts today's price (setting the quantity again does).
 */
export function CartLineRow({
  line,
  currency,
  rules,
  busy,
  onSetQuantity,
  onSetCertificate,
  onSetHeat,
  onRemove,
  onRemoveCut,
  onReplaceCut,
}: CartLineRowProps) {
  const [typed, setTyped] = useState(String(line.quantity));
  const [removing, setRemoving] = useState(false);
  const unit = unitOf(line);
  const quantity = Number(typed);
  // Pieces are whole; metres and kilograms may have 3 decimals (PRODUCT.md §15).
  const valid =
    typed.trim() !== '' && quantity > 0 && (unit === 'pcs' ? Number.isInteger(quantity) : fitsUnit(unit, quantity));
  const cut = line.cut ? cutText(line) : undefined;
  const gone = line.problem === m.noLongerSold;
  const problemId = `cart-line-problem-${line.lineId}`;
  // Repriced since it was set: sending the same quantity again accepts today's price.
  // Seen in another currency, it is repriced whatever the numbers (PRODUCT.md §17).
  const repriced = line.unitPrice !== line.priceWhenAdded || line.priceWhenAddedCurrency !== undefined;
  const acceptOnly = repriced && quantity === line.quantity;
  return (
    <tr>
      <TableCell label={m.columns.sku} className="whitespace-nowrap">
        {line.sku ?? '—'}
      </TableCell>
      <TableCell label={m.columns.product} rowHeader className="font-normal">
        {gone || !line.productId ? (
          <span>{line.name}</span>
        ) : (
          <Link to={paths.product(line.productId)} className="link link-hover font-semibold">
            {line.name}
          </Link>
        )}
        {line.problem && (
          <p id={problemId} className="text-sm text-red-700">
            {line.problem}
          </p>
        )}
      </TableCell>
      <TableCell label={m.columns.quantity}>
        {/* A cut line's pieces and length are set on the product page: here they are read, and removed whole. */}
        {line.cut && <LineQuantity line={line} />}
        {line.cut && isRepriced(line.problem) && line.productId && (
          <BusyButton
            type="button"
            busy={removing}
            spinner="xs"
            className="btn btn-sm btn-error mt-1"
            aria-describedby={problemId}
            onClick={() => {
              const { cut, productId } = line;
              if (!cut || !productId) return;
              setRemoving(true);
              const { certificateRequired, heatNumber } = line;
              void onReplaceCut({
                cutId: line.cutId ?? line.lineId,
                productId,
                cut,
                certificateRequired,
                heatNumber,
              }).finally(() => setRemoving(false));
            }}
          >
            {m.acceptPrice}
          </BusyButton>
        )}
        {!line.cut && !gone && line.productId && (
          <form
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (valid && line.productId) void onSetQuantity(line.productId, quantity, rules);
            }}
          >
            <input
              type="number"
              inputMode={unit === 'pcs' ? 'numeric' : 'decimal'}
              min={unit === 'pcs' ? 1 : 0.001}
              step={unit === 'pcs' ? 1 : 'any'}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-label={m.quantityOf(line.name)}
              aria-describedby={line.problem ? problemId : undefined}
              className="input input-sm w-24"
            />
            {unit !== 'pcs' && <span aria-hidden="true">{unit}</span>}
            <BusyButton
              busy={busy}
              disabled={!valid || (quantity === line.quantity && !repriced)}
              spinner="xs"
              className={`btn btn-sm ${line.problem ? 'btn-error' : 'btn-outline'}`}
            >
              {acceptOnly ? m.acceptPrice : m.update}
            </BusyButton>
          </form>
        )}
        {!line.cut && !gone && line.productId && (
          <div className="mt-1">
            <CertificateSelect
              size="sm"
              ariaLabel={rc.labelOf(line.name)}
              choice={line.certificateChoice}
              value={line.certificateRequired ?? 'none'}
              disabled={busy}
              onChange={(value) => {
                if (line.productId) void onSetCertificate(line.productId, line.quantity, rules, value);
              }}
            />
          </div>
        )}
        {/* PRODUCT.md §20: the pinned heat, read; a quantity line's can be changed (a cut's is set when cut). */}
        {line.heatNumber && <p className="text-sm">{h.pinned(line.heatNumber)}</p>}
        {!line.cut && !gone && line.productId && (
          <div className="mt-1">
            <HeatSelect
              size="sm"
              productId={line.productId}
              unit={unit}
              ariaLabel={h.labelOf(line.name)}
              value={line.heatNumber ?? null}
              disabled={busy}
              onChange={(value) => {
                if (line.productId) void onSetHeat(line.productId, line.quantity, rules, value);
              }}
            />
          </div>
        )}
        {line.cut && line.certificateRequired && line.certificateRequired !== 'none' && (
          <p className="text-sm">
            {rc.required(certificateTypeOf(line.certificateRequired) ?? line.certificateRequired)}
          </p>
        )}
      </TableCell>
      <TableCell label={m.columns.unitPrice} numeric>
        {unitPriceText(line, currency)}
      </TableCell>
      <TableCell label={unitPages.weightColumn} numeric>
        {weightText(line.weightKg)}
      </TableCell>
      <TableCell label={m.columns.lineTotal} numeric>
        {formatMoney(line.lineTotal, currency)}
      </TableCell>
      <TableCell>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={cut ? unitPages.removeCut(cut, line.name) : m.removeLabel(line.name)}
          disabled={busy || removing}
          onClick={() => {
            if (!line.cut) return void onRemove(line.lineId);
            setRemoving(true);
            void onRemoveCut(line.cutId ?? line.lineId).finally(() => setRemoving(false));
          }}
        >
          {m.remove}
        </button>
      </TableCell>
    </tr>
  );
}
