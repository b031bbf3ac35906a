import { describe, expect, it } from 'vitest';
import { addressTexts } from '../messages/addresses.ts';
import { messages } from '../messages.ts';
import { shipToSchema } from '../orders/purchase-order.schema.ts';
import { addressOf } from './address-input.schema.ts';
import { formatAddress } from './format-address.ts';
import { fromFreeText } from './free-text-address.ts';

describe('formatAddress', () => {
  it("prints an address in its country's order, line2 after line1, the region as the post writes it", () => {
    expect(
      formatAddress({
        line1: '600 Grant Street',
        line2: 'Suite 4',
        city: 'Pittsburgh',
        region: 'US-PA',
        postalCode: '15219',
        country: 'US',
      }),
    ).toEqual(['600 Grant Street', 'Suite 4', 'Pittsburgh, PA 15219', 'United States of America']);
    expect(
      formatAddress({
        company: 'Aerotek GmbH',
        line1: 'Königstraße 10',
        city: 'Stuttgart',
        region: 'DE-BW',
        postalCode: '70173',
        country: 'DE',
      }),
    ).toEqual(['Aerotek GmbH', 'Königstraße 10', '70173 Stuttgart', 'Germany']);
  });

  it('prints the old free text as it was typed, without a country it never had', () => {
    expect(formatAddress(fromFreeText(' Dock 4\nErie PA ', 'US'))).toEqual(['Dock 4', 'Erie PA']);
  });
});

describe('a ship-to, structured or as the old text (shipToSchema)', () => {
  const phone = '+49 711 555 0100';
  const message = (value: unknown) => shipToSchema.safeParse(value).error?.issues[0]?.message;

  it('reads a body with line1, city or country as structured and answers its first problem', () => {
    expect(message({ line1: 'Königstraße 10', country: 'DE', phone })).toBe(addressTexts.cityRequired);
    expect(message({ city: 'Stuttgart', country: 'DE', phone })).toBe(addressTexts.line1Required);
    expect(message({ line1: 'A 1', city: 'Stuttgart', country: 'de', region: 'de-xx', phone })).toBe(
      addressTexts.unknownRegion('DE-XX', 'DE'),
    );
  });

  it('reads anything else as the old text, with its old message', () => {
    expect(message({ phone })).toBe(messages.purchase.addressRequired);
    const old = shipToSchema.parse({ address: ' Dock 4 ', phone });
    expect(addressOf(old, 'US')).toEqual({ line1: 'Dock 4', city: '', country: 'US' });
  });
});
