import type { Address } from './address.schema.ts';

/**
 * The old free-text address as a structured one (PRODUCT.md §16): the text becomes `line1` as
 * typed (line breaks kept, so it prints as before), in the store's home country, with no city or
 * region. Stored this way, an order placed through SPEC.md's purchase form reads back word for word.
 */
export function fromFreeText(text: string, country: string): Address {
  return { line1: text.trim(), city: '', country };
}

/** True for an address that came from the old free text: no city was ever given. */
export const isFreeText = (address: Pick<Address, 'city'>): boolean => address.city === '';
