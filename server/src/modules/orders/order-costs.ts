import type { Kysely } from 'kysely';
import { addressOf } from '#shared/addresses/address-input.schema.ts';
import type { SellingCurrency } from '#shared/money/currency.ts';
import { pieceLengthMm } from '#shared/orders/costs/freight.ts';
import { incotermProblem, offeredIncoterms } from '#shared/orders/costs/incoterm.ts';
import type { TaxStanding } from '#shared/orders/costs/tax.ts';
import { orderTotals, type OrderTotals } from '#shared/orders/costs/totals.ts';
import type { Address } from '#shared/addresses/address.schema.ts';
import type { Incoterm } from '#shared/settings/shipping.schema.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http-errors.ts';
import { readDimensions } from '../catalog/index.ts';
import { taxStandingOf } from '../tax-standing/index.ts';
import type { PricedLine } from './line-requests.ts';
import type { OrderSettings } from './order-currency.ts';

/** What the costs need of a priced line: its goods (minor units of the order's currency), weight and longest piece. */
export interface CostLine {
  goodsCents: number;
  weightGrams: number | null;
  pieceLengthMm: number | null;
}

export const costLineOf = (line: PricedLine): CostLine => ({
  goodsCents: line.row.total_cents,
  weightGrams: line.row.weight_grams ?? null,
  pieceLengthMm: pieceLengthMm({
    cutLengthMm: line.row.length_mm ?? null,
    lengthMm: line.product ? (readDimensions(line.product.dimensions).length ?? null) : null,
  }),
});

export interface CostTerms {
  /** Structured, or the old free text (in the store's home country, its origin's). */
  shipTo: { address: string } | Address;
  /** The bill-to company (a member's), whose VAT ID and exemptions count; null: the buyer alone. */
  companyId: string | null;
  incoterm?: Incoterm | undefined;
  incotermPlace?: string | undefined;
  /** YYYY-MM-DD: the order's day, against which exemptions expire. */
  orderDate: string;
  /**
   * The order's currency and rate (PRODUCT.md §17): the lines' goods are in it, and the freight
   * rates (settings prices, in the base) are converted at its rate.
   */
  currency: SellingCurrency;
}

const noStanding: TaxStanding = { vatId: null, exemptions: [] };

/** The bill-to's standing as the tax rules read it (shared/orders/costs/tax.ts). */
async function standingOf(db: Kysely<Database>, companyId: string | null, onDate: string): Promise<TaxStanding> {
  if (companyId === null) return noStanding;
  const standing = await taxStandingOf(db, companyId, onDate);
  if (!standing) return noStanding;
  return {
    vatId:
      standing.vatId && standing.vatCountry ? { country: standing.vatCountry, status: standing.vatIdStatus } : null,
    exemptions: standing.exemptions.map((exemption) => ({
      country: exemption.country,
      region: exemption.region ?? undefined,
      number: exemption.number,
      status: 'approved' as const,
      expiresOn: exemption.expiresOn,
    })),
  };
}

/**
 * What an order of these lines costs shipped there on those terms (PRODUCT.md §16, §17): the one
 * computation behind POST /checkout/quote and every placed order. `db` is the checkout's
 * transaction when it places the order and `settings` were read in it with the currency
 * (order-currency.ts), so the rates it freezes are the ones read there: a settings change
 * committed meanwhile applies to the next order, never half to this one. An Incoterm the store
 * does not offer for this ship-to is a 400.
 */
export async function costsOf(
  db: Kysely<Database>,
  lines: readonly CostLine[],
  terms: CostTerms,
  settings: Pick<OrderSettings, 'shipping' | 'tax'>,
): Promise<OrderTotals & { homeCountry: string; offeredIncoterms: readonly Incoterm[] }> {
  const { shipping, tax } = settings;
  const { currency, perBase } = terms.currency;
  const shipTo = addressOf(terms.shipTo, shipping.origin.country);
  if (terms.incoterm) {
    const problem = incotermProblem(terms.incoterm, shipTo, shipping);
    if (problem) throw badRequest(problem);
  }
  const billTo = await standingOf(db, terms.companyId, terms.orderDate);
  const totals = orderTotals({
    currency,
    exchangeRate: perBase,
    lines: lines.map((line) => ({
      goods: { minor: line.goodsCents, currency },
      weightGrams: line.weightGrams,
      pieceLengthMm: line.pieceLengthMm,
    })),
    shipTo,
    billTo,
    incoterm: terms.incoterm,
    incotermPlace: terms.incotermPlace,
    shipping,
    tax,
    orderDate: terms.orderDate,
  });
  // The store's home country is its shipping origin's: where an old free-text address lies.
  return { ...totals, homeCountry: shipping.origin.country, offeredIncoterms: offeredIncoterms(shipTo, shipping) };
}
