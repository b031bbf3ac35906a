import {
  buyerCollects,
  type Incoterm,
  type ShippingSettings,
  type ShippingZone,
} from '../../settings/shipping.schema.ts';

/*
 * Freight by PRODUCT.md §16 (docs/product/costs.md#freight): the ship-to's zone, the order's
 * shipping weight and longest piece against the parcel limits and the zone's rates. Weights are
 * whole grams (shared/catalog/weight.ts); kilogram limits are compared to the gram.
 */

/** Where an order goes, as far as freight and tax care: an ISO country and, where known, its ISO region. */
export interface Destination {
  country: string;
  region?: string | undefined;
}

/** What freight needs of an order line. */
export interface FreightLine {
  /** The line's estimated weight in whole grams; null when unknown. */
  weightGrams: number | null;
  /** Its longest piece in mm (a cut piece, a bar's stock length); null when it has no length. */
  pieceLengthMm: number | null;
}

/** A line's longest piece: a cut piece's length, else the product's (stock) length. */
export const pieceLengthMm = (line: { cutLengthMm?: number | null; lengthMm?: number | null }): number | null =>
  line.cutLengthMm ?? line.lengthMm ?? null;

/**
 * The zone of a destination: among the zones that match (a zone with `regions` only those regions
 * of its countries, one without every address in its countries), a region match wins, then the
 * first in the list.
 */
export function zoneOf(to: Destination, zones: readonly ShippingZone[]): ShippingZone | undefined {
  const inCountry = zones.filter((zone) => zone.countries.includes(to.country));
  const byRegion = to.region ? inCountry.find((zone) => zone.regions?.includes(to.region!)) : undefined;
  return byRegion ?? inCountry.find((zone) => zone.regions === undefined || zone.regions.length === 0);
}

/** Why freight is quoted later, as data (the texts are in shared/messages/costs.ts). */
export type FreightPendingReason =
  | { kind: 'zoneQuoted'; zone: string }
  | { kind: 'noZone' }
  | { kind: 'weightUnknown'; lines: number[] }
  | { kind: 'overParcelWeight'; weightGrams: number; maxWeightKg: number }
  | { kind: 'overLastRate'; weightGrams: number; lastUpToKg: number | null }
  | { kind: 'pieceTooLong'; lengthMm: number; maxPieceLengthMm: number };

export type FreightStatus = 'none' | 'charged' | 'pending';

export type Freight =
  /** The store charges none: no zones at all, or the buyer's carrier collects (EXW, FCA). */
  | { status: 'none'; weightGrams: number | null }
  /** `price` is the rate's, in the base currency's major units (the settings' own number). */
  | { status: 'charged'; weightGrams: number | null; zone: string; price: number }
  | { status: 'pending'; weightGrams: number | null; zone: string | null; reasons: FreightPendingReason[] };

const grams = (kg: number) => Math.round(kg * 1000);

/** The order's shipping weight: the sum of its lines' known weights (null when none is known). */
function shippingWeight(lines: readonly FreightLine[]): number | null {
  const known = lines.flatMap((line) => (line.weightGrams === null ? [] : [line.weightGrams]));
  return known.length === 0 ? null : known.reduce((total, weight) => total + weight, 0);
}

/** Every reason the freight cannot be read off a rate; empty when it can. */
function pendingReasons(
  lines: readonly FreightLine[],
  weight: number,
  zone: ShippingZone | undefined,
  parcel: ShippingSettings['parcel'],
): FreightPendingReason[] {
  const reasons: FreightPendingReason[] = [];
  if (!zone) reasons.push({ kind: 'noZone' });
  else if (zone.freightQuoted) reasons.push({ kind: 'zoneQuoted', zone: zone.name });
  const unknown = lines.flatMap((line, index) => (line.weightGrams === null ? [index + 1] : []));
  if (unknown.length > 0) reasons.push({ kind: 'weightUnknown', lines: unknown });
  if (weight > grams(parcel.maxWeightKg)) {
    reasons.push({ kind: 'overParcelWeight', weightGrams: weight, maxWeightKg: parcel.maxWeightKg });
  }
  const last = zone?.rates.at(-1)?.upToKg ?? null;
  if (zone && !zone.freightQuoted && (last === null || weight > grams(last))) {
    reasons.push({ kind: 'overLastRate', weightGrams: weight, lastUpToKg: last });
  }
  const longest = Math.max(0, ...lines.map((line) => line.pieceLengthMm ?? 0));
  if (longest > parcel.maxPieceLengthMm) {
    reasons.push({ kind: 'pieceTooLong', lengthMm: longest, maxPieceLengthMm: parcel.maxPieceLengthMm });
  }
  return reasons;
}

/**
 * An order's freight. No zones: `none`. EXW and FCA: `none` too, since the buyer's carrier
 * collects and there is nothing for the store to charge or quote (ADR 029). Else `charged` at the
 * first rate of the zone whose `upToKg` is at least the weight, or `pending` with every reason.
 */
export function freightOf(
  to: Destination,
  lines: readonly FreightLine[],
  incoterm: Incoterm,
  settings: ShippingSettings,
): Freight {
  const weightGrams = shippingWeight(lines);
  if (settings.zones.length === 0 || buyerCollects(incoterm)) return { status: 'none', weightGrams };
  const zone = zoneOf(to, settings.zones);
  const reasons = pendingReasons(lines, weightGrams ?? 0, zone, settings.parcel);
  const rate = zone?.rates.find((candidate) => grams(candidate.upToKg) >= (weightGrams ?? 0));
  if (reasons.length > 0 || !zone || !rate) {
    return { status: 'pending', weightGrams, zone: zone?.name ?? null, reasons };
  }
  return { status: 'charged', weightGrams, zone: zone.name, price: rate.price };
}
