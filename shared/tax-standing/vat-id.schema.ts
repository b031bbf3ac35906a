import { checkVAT, countries } from 'jsvat';
import { z } from 'zod';
import { taxStanding as t } from '../messages/tax-standing.ts';

/*
 * VAT IDs (PRODUCT.md §16, ADR 030): the format and check digits of the country in the ID's own
 * prefix, judged by jsvat; the same schema in the company forms and in the API.
 */

export interface ParsedVatId {
  /** Upper case, without spaces or punctuation, prefix included: `DE136695976`, `EL094259216`. */
  vatId: string;
  /** The prefix as VIES spells it (`EL` for Greece, `XI` for Northern Ireland). */
  prefix: string;
  /** The ISO 3166-1 country of the prefix (`GR` for `EL`). */
  country: string;
}

/** The VAT ID as stored, or null when it is not one of the country its prefix names. */
export function parseVatId(text: string): ParsedVatId | null {
  const result = checkVAT(text, countries);
  if (!result.isValid || !result.value || !result.country) return null;
  return { vatId: result.value, prefix: result.value.slice(0, 2), country: result.country.isoCode.short };
}

/** A VAT ID as a form or the API sends it, normalised; "" or null clears it. */
export const vatIdSchema = z
  .string()
  .trim()
  .max(32, { error: () => t.vatIdFormat('…') })
  .transform((value, ctx) => {
    if (value === '') return null;
    const parsed = parseVatId(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: t.vatIdFormat(value.slice(0, 32)) });
      return z.NEVER;
    }
    return parsed.vatId;
  })
  .nullable();
