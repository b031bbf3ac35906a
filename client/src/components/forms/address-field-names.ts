/** The fields of a structured address (shared/addresses/address.schema.ts), by their names there. */
export const addressFieldNames = [
  'name',
  'company',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];
