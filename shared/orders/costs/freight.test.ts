import { describe, expect, it } from 'vitest';
import type { ShippingSettings } from '../../settings/shipping.schema.ts';
import { shipping } from './costs.test-helpers.ts';
import { freightOf, zoneOf, type FreightLine } from './freight.ts';

/* The examples of docs/product/costs.md#freight, with its settings (costs.test-helpers.ts). */

const lines = (...grams: (number | null)[]): FreightLine[] =>
  grams.map((weightGrams) => ({ weightGrams, pieceLengthMm: null }));
const pa = { country: 'US', region: 'US-PA' };
const ohio = { country: 'US', region: 'US-OH' };

describe('the zone of a ship-to', () => {
  it('a region match wins over a zone of the whole country listed before it', () => {
    expect(zoneOf(pa, shipping.zones)?.name).toBe('Pennsylvania');
  });

  it('an address in another region, or with no region (old free text), is in the country’s zone', () => {
    expect(zoneOf(ohio, shipping.zones)?.name).toBe('United States');
    expect(zoneOf({ country: 'US' }, shipping.zones)?.name).toBe('United States');
  });

  it('between two zones of the same kind, the first in the list wins', () => {
    const zones = [...shipping.zones, { name: 'Germany', countries: ['DE'], rates: [{ upToKg: 5, price: 40 }] }];
    expect(zoneOf({ country: 'DE', region: 'DE-BW' }, zones)?.name).toBe('European Union');
  });

  it('a country no zone lists has none', () => {
    expect(zoneOf({ country: 'BR' }, shipping.zones)).toBeUndefined();
  });
});

describe('the freight of an order', () => {
  it('is the price of the first rate whose upToKg is at least the shipping weight', () => {
    // 4000 + 812 + 2100 g = 6.912 kg: past 5 kg, within 30 kg.
    expect(freightOf(pa, lines(4000, 812, 2100), 'DAP', shipping)).toEqual({
      status: 'charged',
      weightGrams: 6912,
      zone: 'Pennsylvania',
      price: 45,
    });
    expect(freightOf(ohio, lines(4000, 812, 2100), 'DAP', shipping)).toMatchObject({ status: 'charged', price: 65 });
  });

  it('a rate’s upToKg includes its own weight, to the gram', () => {
    expect(freightOf(ohio, lines(5000), 'DAP', shipping)).toMatchObject({ price: 25 });
    expect(freightOf(ohio, lines(5001), 'DAP', shipping)).toMatchObject({ price: 65 });
  });

  it('is none when the store has no zones, or the buyer’s carrier collects (EXW, FCA)', () => {
    const noZones: ShippingSettings = { ...shipping, zones: [] };
    expect(freightOf(pa, lines(6912), 'DAP', noZones)).toEqual({ status: 'none', weightGrams: 6912 });
    expect(freightOf(pa, lines(6912), 'EXW', shipping)).toEqual({ status: 'none', weightGrams: 6912 });
    // Even where the store itself would have to quote: the buyer's carrier takes it from the dock.
    expect(freightOf({ country: 'BR' }, lines(900_000), 'FCA', shipping)).toMatchObject({ status: 'none' });
  });

  it('is quoted later when the zone says so, or no zone matches', () => {
    expect(freightOf({ country: 'JP' }, lines(3000), 'DAP', shipping)).toEqual({
      status: 'pending',
      weightGrams: 3000,
      zone: 'Japan',
      reasons: [{ kind: 'zoneQuoted', zone: 'Japan' }],
    });
    expect(freightOf({ country: 'BR' }, lines(3000), 'DAP', shipping)).toMatchObject({
      status: 'pending',
      zone: null,
      reasons: [{ kind: 'noZone' }],
    });
  });

  it('is quoted later past the last rate or the heaviest parcel, with every reason', () => {
    expect(freightOf(ohio, lines(100_001), 'DAP', shipping)).toMatchObject({
      status: 'pending',
      reasons: [{ kind: 'overLastRate', weightGrams: 100_001, lastUpToKg: 100 }],
    });
    expect(freightOf(ohio, lines(600_000), 'DAP', shipping)).toMatchObject({
      reasons: [
        { kind: 'overParcelWeight', weightGrams: 600_000, maxWeightKg: 500 },
        { kind: 'overLastRate', weightGrams: 600_000, lastUpToKg: 100 },
      ],
    });
  });

  it('is quoted later when a piece is longer than a parcel takes', () => {
    const bars: FreightLine[] = [
      { weightGrams: 3200, pieceLengthMm: 1000 },
      { weightGrams: 10_800, pieceLengthMm: 4000 },
    ];
    expect(freightOf(ohio, bars, 'DAP', shipping)).toMatchObject({
      status: 'pending',
      weightGrams: 14_000,
      reasons: [{ kind: 'pieceTooLong', lengthMm: 4000, maxPieceLengthMm: 3000 }],
    });
    expect(freightOf(ohio, [{ weightGrams: 3200, pieceLengthMm: 3000 }], 'DAP', shipping)).toMatchObject({
      status: 'charged',
    });
  });

  it('is quoted later when a line’s weight is unknown, naming the line', () => {
    expect(freightOf(pa, lines(4000, null, 2100), 'DAP', shipping)).toEqual({
      status: 'pending',
      weightGrams: 6100,
      zone: 'Pennsylvania',
      reasons: [{ kind: 'weightUnknown', lines: [2] }],
    });
  });
});
