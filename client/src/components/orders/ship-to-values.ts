import type { AddressAnswer } from '#shared/addresses/address-answer.schema.ts';
import type { AddressFieldName } from '../forms/address-field-names.ts';
import { addressFields, isStructured } from '../forms/address-form-value.ts';

/** A ship-to as a form holds it: the old text, or every structured field ('' where empty). */
export type ShipToFormValue =
  { address: string; phone: string } | (Record<AddressFieldName, string> & { phone: string });

/** The form's ship-to for an answered address: its fields when it has structure, else its text. */
export function shipToFormValue(
  address: AddressAnswer | null | undefined,
  text: string,
  phone: string,
): ShipToFormValue {
  if (!address || !isStructured(address)) return { address: address?.address ?? text, phone };
  return { ...addressFields(address), phone };
}
