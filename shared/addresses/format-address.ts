import addressFormatter from '@fragaria/address-formatter';
import { iso31662 } from 'iso-3166';
import type { Address } from './address.schema.ts';
import { isFreeText } from './free-text-address.ts';

const regionNames = new Map(iso31662.map((region) => [region.code, region.name]));

/**
 * The address as printed lines, in the order its country's post expects (`Pittsburgh, PA 15219`,
 * `70173 Stuttgart`): the OpenCage templates of @fragaria/address-formatter, not rules of our own.
 * Name and company head it, `line2` follows `line1`. An address kept from the old free text prints
 * as it was typed, line by line, without a country it never had.
 */
export function formatAddress(address: Address): string[] {
  const head = [address.name, address.company].filter((line): line is string => Boolean(line));
  if (isFreeText(address)) {
    return [...head, ...address.line1.split('\n'), address.line2 ?? ''].map((line) => line.trim()).filter(Boolean);
  }
  const body = addressFormatter.format(
    {
      road: address.line1,
      city: address.city,
      postcode: address.postalCode,
      // The US, Canada, Australia … print the code (PA); others the name (Baden-Württemberg).
      stateCode: address.region?.slice(3),
      state: address.region ? regionNames.get(address.region) : undefined,
      countryCode: address.country,
    },
    { output: 'array', appendCountry: true },
  );
  const at = body.indexOf(address.line1);
  if (address.line2) body.splice(at < 0 ? 1 : at + 1, 0, address.line2);
  return [...head, ...body];
}

/** The address as one text, a line each: the old `address` field of every answer. */
export const addressText = (address: Address): string => formatAddress(address).join('\n');
