import { costTexts } from '../../messages/costs.ts';
import { buyerCollects, type Incoterm, type ShippingSettings } from '../../settings/shipping.schema.ts';
import type { Destination } from './freight.ts';

/*
 * Incoterms 2020 at checkout (PRODUCT.md §16): the store offers one list for orders shipped inside
 * its home country (the origin's) and one for export.
 */

type IncotermSettings = Pick<ShippingSettings, 'origin' | 'incoterms'>;

const scopeOf = (to: Destination, settings: IncotermSettings) =>
  to.country === settings.origin.country ? 'domestic' : 'export';

/** The Incoterms offered for an order to this destination. */
export const offeredIncoterms = (to: Destination, settings: IncotermSettings): readonly Incoterm[] =>
  settings.incoterms[scopeOf(to, settings)];

/** Why the buyer may not choose this Incoterm for this destination (the 400's text), or undefined. */
export function incotermProblem(incoterm: Incoterm, to: Destination, settings: IncotermSettings): string | undefined {
  const offered = offeredIncoterms(to, settings);
  if (offered.includes(incoterm)) return undefined;
  return costTexts.incotermNotOffered(incoterm, scopeOf(to, settings), offered.join(', '));
}

/**
 * The Incoterm of an order whose buyer named none: the store's default where it is offered for
 * this destination, else the first that is (the default may be a domestic-only term).
 */
export function defaultIncoterm(to: Destination, settings: IncotermSettings): Incoterm {
  const offered = offeredIncoterms(to, settings);
  return offered.includes(settings.incoterms.default) ? settings.incoterms.default : offered[0]!;
}

/** The named place by default: the ship-to's city for C and D terms, the origin's for EXW and FCA. */
export function defaultIncotermPlace(
  incoterm: Incoterm,
  shipToCity: string | undefined,
  settings: IncotermSettings,
): string | null {
  const city = buyerCollects(incoterm) ? settings.origin.city : shipToCity;
  return city?.trim() ? city.trim() : null;
}
