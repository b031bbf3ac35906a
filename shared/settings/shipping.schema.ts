import { z } from 'zod';
import { addressSchema, countryCodeSchema, isRegionOf } from '../addresses/address.schema.ts';
import { type Label, oneLine } from '../text.schema.ts';
import { settingsTexts as t } from '../messages/settings-texts.ts';

/** Incoterms 2020 the store can offer (PRODUCT.md §16). Under EXW and FCA the buyer's carrier collects. */
export const incoterms = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof incoterms)[number];
export const incotermSchema = z.enum(incoterms);
/** The buyer's carrier collects the goods: the store charges no freight. */
export const buyerCollects = (incoterm: Incoterm): boolean => incoterm === 'EXW' || incoterm === 'FCA';

const money = (field: Label) =>
  z
    .number({ error: () => t.required(field()) })
    .min(0, { error: () => t.notNegative(field()) })
    .max(1_000_000);

export const freightRateSchema = z.object({
  upToKg: z
    .number({ error: () => t.required(t.fields.upToKg) })
    .gt(0, { error: () => t.positive(t.fields.upToKg) })
    .max(1_000_000),
  price: money(() => t.fields.price),
});

export const shippingZoneSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => t.required(t.fields.zoneName) })
      .max(80)
      .check(oneLine(() => t.fields.zoneName)),
    countries: z
      .array(countryCodeSchema)
      .min(1, { error: () => t.required(t.fields.countries) })
      .max(300),
    /** Only these ISO 3166-2 regions of the countries; absent: every address in them. */
    regions: z.array(z.string().trim().toUpperCase().max(6)).max(500).optional(),
    rates: z.array(freightRateSchema).max(100),
    /** Freight to this zone is always quoted by the store after the order (`freightStatus: "pending"`). */
    freightQuoted: z.boolean().optional(),
  })
  .superRefine((zone, ctx) => {
    zone.rates.forEach((rate, index) => {
      if (index > 0 && rate.upToKg <= zone.rates[index - 1]!.upToKg) {
        ctx.addIssue({ code: 'custom', path: ['rates', index, 'upToKg'], message: t.ratesMustIncrease(zone.name) });
      }
    });
    zone.regions?.forEach((region, index) => {
      if (!zone.countries.some((country) => isRegionOf(country, region))) {
        ctx.addIssue({ code: 'custom', path: ['regions', index], message: t.regionNotInZone(region, zone.name) });
      }
    });
  });

/** `/settings/shipping` (PRODUCT.md §16): where goods ship from, parcel limits, zones and rates, Incoterms offered. */
export const shippingSettingsSchema = z
  .object({
    origin: addressSchema,
    parcel: z.object({
      maxPieceLengthMm: z
        .number()
        .int()
        .gt(0, { error: () => t.positive(t.fields.longestPiece) })
        .max(100_000),
      maxWeightKg: z
        .number()
        .gt(0, { error: () => t.positive(t.fields.heaviestParcel) })
        .max(1_000_000),
    }),
    zones: z.array(shippingZoneSchema).max(200),
    incoterms: z.object({
      domestic: z.array(incotermSchema).min(1, { error: () => t.required(t.fields.domesticIncoterms) }),
      export: z.array(incotermSchema).min(1, { error: () => t.required(t.fields.exportIncoterms) }),
      default: incotermSchema,
    }),
    /** PRODUCT.md §20: remnants sell at the product's base metre price less this, in percent. */
    remnantDiscountPercent: z
      .number()
      .min(0, { error: () => t.remnantDiscount })
      .max(100, { error: () => t.remnantDiscount })
      .default(30),
  })
  .superRefine((settings, ctx) => {
    const { domestic, export: abroad, default: fallback } = settings.incoterms;
    if (!domestic.includes(fallback) && !abroad.includes(fallback)) {
      ctx.addIssue({ code: 'custom', path: ['incoterms', 'default'], message: t.defaultNotOffered });
    }
  });
export type ShippingSettings = z.output<typeof shippingSettingsSchema>;
export type ShippingZone = z.output<typeof shippingZoneSchema>;
