import type { AddressAnswer } from '#shared/addresses/address-answer.schema.ts';
import { type AddressFieldName, addressFieldNames } from './address-field-names.ts';

/** True for an answered address that has structure (a city), not only the old free text (PRODUCT.md §16). */
export const isStructured = (address: Pick<AddressAnswer, 'city'> | null | undefined): boolean =>
  Boolean(address?.city);

/** Every structured field of an answered address as a form holds it: '' where empty. */
export function addressFields(address: Partial<Record<AddressFieldName, string>>): Record<AddressFieldName, string> {
  return Object.fromEntries(addressFieldNames.map((field) => [field, address[field] ?? ''])) as Record<
    AddressFieldName,
    string
  >;
}

/** An answered address as a form holds it: its fields when it has structure, else its text. */
export const addressFormValue = (address: AddressAnswer): Record<AddressFieldName, string> | string =>
  isStructured(address) ? addressFields(address) : address.address;
