import { describe, expect, it } from 'vitest';
import { addressTexts } from '#shared/messages/addresses.ts';
import { quoteRequestOf } from './quote-request.ts';

/** A ship-to as the checkout's fieldset holds it: every field, '' where empty. */
const pittsburgh = {
  name: 'Dana Ruiz',
  company: '',
  line1: '600 Grant Street',
  line2: '',
  city: 'Pittsburgh',
  region: 'US-PA',
  postalCode: '15219',
  country: 'US',
  phone: '+1 412 555 0199',
};

describe("the checkout's quote request (PRODUCT.md §16)", () => {
  it('asks with the place the goods go and the terms, not the recipient', () => {
    const request = quoteRequestOf({ shipTo: pittsburgh, incoterm: 'EXW', incotermPlace: '  Pittsburgh dock ' });
    expect(request).toEqual({
      ok: true,
      body: {
        shipTo: {
          line1: '600 Grant Street',
          city: 'Pittsburgh',
          region: 'US-PA',
          postalCode: '15219',
          country: 'US',
        },
        incoterm: 'EXW',
        incotermPlace: 'Pittsburgh dock',
      },
    });
    // The recipient's name and phone do not change the cost: the same request, so no new quote.
    expect(quoteRequestOf({ shipTo: { ...pittsburgh, name: 'Someone else', phone: '' } })).toEqual(
      quoteRequestOf({ shipTo: pittsburgh }),
    );
  });

  it('leaves out an Incoterm and a place not given, so the store answers its default', () => {
    const request = quoteRequestOf({ shipTo: pittsburgh, incoterm: undefined, incotermPlace: '  ' });
    expect(request.ok && Object.keys(request.body)).toEqual(['shipTo']);
  });

  it('takes the old free-text ship-to', () => {
    const request = quoteRequestOf({ shipTo: { address: '3 Mill Lane\nSheffield', phone: '+44 114 496 0123' } });
    expect(request).toEqual({
      ok: true,
      body: { shipTo: { address: '3 Mill Lane\nSheffield' } },
    });
  });

  it('asks nothing while the ship-to is not complete, and says what is missing', () => {
    expect(quoteRequestOf({ shipTo: { ...pittsburgh, city: '' } })).toEqual({
      ok: false,
      problem: addressTexts.cityRequired,
    });
    expect(quoteRequestOf({ shipTo: { ...pittsburgh, country: 'US', region: 'DE-BY' } }).ok).toBe(false);
    expect(quoteRequestOf({}).ok).toBe(false);
  });
});
