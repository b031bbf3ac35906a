import { iso31661, iso31662 } from 'iso-3166';
import { z } from 'zod';
import { addressTexts as t } from '../messages/addresses.ts';
import { type Label, oneLine } from '../text.schema.ts';

/** ISO 3166-1 alpha-2 codes of the countries that exist (assigned), e.g. `US`, `DE`. */
export const countryCodes: ReadonlySet<string> = new Set(
  iso31661.filter((country) => country.state === 'assigned').map((country) => country.alpha2),
);

/** ISO 3166-2 codes by country (`US` → `US-PA`, …); a sub-subdivision's parent is its region, not the country. */
const regionsByCountry = new Map<string, Set<string>>();
for (const region of iso31662) {
  const country = region.code.slice(0, 2);
  if (region.parent !== country) continue;
  regionsByCountry.set(country, (regionsByCountry.get(country) ?? new Set()).add(region.code));
}

export const isCountryCode = (code: string): boolean => countryCodes.has(code);
export const isRegionOf = (country: string, region: string): boolean =>
  regionsByCountry.get(country)?.has(region) ?? false;

export const countryCodeSchema = z
  .string({ error: () => t.countryRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: () => t.countryRequired })
  .refine(isCountryCode, { error: (issue) => t.unknownCountry(String(issue.input).slice(0, 8)) });

const optionalLine = (label: Label, max: number) => z.string().trim().max(max).check(oneLine(label)).optional();

/**
 * A structured address (PRODUCT.md §16): country as ISO 3166-1 alpha-2, region as ISO 3166-2 of
 * that country where it has them (`US-PA`, `DE-BW`). Ship-to, billing and saved addresses use it.
 */
export const addressSchema = z
  .object({
    name: optionalLine(() => t.fields.name, 120),
    company: optionalLine(() => t.fields.company, 160),
    line1: z
      .string({ error: () => t.line1Required })
      .trim()
      .min(1, { error: () => t.line1Required })
      .max(200)
      .check(oneLine(() => t.fields.line1)),
    line2: optionalLine(() => t.fields.line2, 200),
    city: z
      .string({ error: () => t.cityRequired })
      .trim()
      .min(1, { error: () => t.cityRequired })
      .max(120)
      .check(oneLine(() => t.fields.city)),
    region: z.string().trim().toUpperCase().max(6).optional(),
    postalCode: optionalLine(() => t.fields.postalCode, 20),
    country: countryCodeSchema,
    phone: optionalLine(() => t.fields.phone, 40),
  })
  .superRefine((address, ctx) => {
    if (address.region && !isRegionOf(address.country, address.region)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: t.unknownRegion(address.region, address.country) });
    }
  });

export type Address = z.output<typeof addressSchema>;
