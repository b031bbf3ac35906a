import { z } from 'zod';
import { type Address, addressSchema } from './address.schema.ts';
import type { AddressAnswer } from './address-answer.schema.ts';
import { fromFreeText } from './free-text-address.ts';

const structuredKeys = ['line1', 'city', 'country'];
const isStructured = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && structuredKeys.some((key) => key in input);

/**
 * An object that carries an address either the old way, as free text in `address` (SPEC.md's
 * purchase form, the first API), or structured (PRODUCT.md §16), beside the other fields of
 * `shape` (a phone, a label). A body with `line1`, `city` or `country` is read as structured and
 * answered with that shape's first problem ("Enter the city"); anything else as the old text.
 */
export function addressOrText<Shape extends z.ZodRawShape, Text extends z.ZodType<string, string>>(
  shape: Shape,
  text: Text,
) {
  const old = z.object({ ...shape, address: text });
  type Rest = z.ZodObject<Shape>;
  // safeExtend of a generic shape loses its field types; these are exactly its output and input.
  const structured = addressSchema.safeExtend(shape) as unknown as z.ZodType<
    Address & z.output<Rest>,
    z.input<typeof addressSchema> & z.input<Rest>
  >;
  return z.union([old, structured], {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const options = issue.errors as { message: string }[][];
      return options[isStructured(issue.input) ? 1 : 0]?.[0]?.message;
    },
  });
}

/** The structured address of an `addressOrText` value: the old text in `homeCountry`. */
export function addressOf(value: { address: string } | Address, homeCountry: string): Address {
  if ('line1' in value) {
    // The other fields of the shape (a label, the default flag) are not the address's.
    const { name, company, line1, line2, city, region, postalCode, country, phone } = value;
    return Object.fromEntries(
      Object.entries({ name, company, line1, line2, city, region, postalCode, country, phone }).filter(
        ([, field]) => field !== undefined && field !== '',
      ),
    ) as Address;
  }
  return fromFreeText(value.address, homeCountry);
}

/** Reads a stored address column (JSON); null for a row written before addresses had structure. */
export function parseStoredAddress(json: string | null, text: string, homeCountry: string): Address {
  return json ? (JSON.parse(json) as Address) : fromFreeText(text, homeCountry);
}

/** An address as answered: its fields (a phone apart) and the text of old. */
export function toAddressAnswer(address: Address, text: string): AddressAnswer {
  const { phone: _phone, ...fields } = address;
  return { ...fields, address: text };
}

/**
 * A lone address: the old free text (a string) or a structured object (PRODUCT.md §16), answered
 * with the first problem of the shape that was sent.
 */
export function textOrAddress<Text extends z.ZodType<string, string>>(text: Text) {
  return z.union([text, addressSchema], {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const options = issue.errors as { message: string }[][];
      // Anything but an object (a string, nothing at all) is read as the old text.
      const structured = typeof issue.input === 'object' && issue.input !== null;
      return options[structured ? 1 : 0]?.[0]?.message;
    },
  });
}
