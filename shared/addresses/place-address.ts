import type { Address } from './address.schema.ts';
import { addressText } from './format-address.ts';

/** The text an `addressOrText` value is kept and answered as: the old text exactly, else the printed lines. */
export const textOf = (value: { address: string } | Address): string =>
  'line1' in value ? addressText(value) : value.address;
