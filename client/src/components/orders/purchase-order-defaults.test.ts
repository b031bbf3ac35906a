import { describe, expect, it } from 'vitest';
import { purchaseOrderDefaults, shipToChoices } from './purchase-order-defaults.ts';

const profile = { shipToAddress: '5 Profile Road', phone: '+1 412 555 0100' };
const plant = { label: 'Plant', address: '1 Mill Rd', isDefault: false };
const lab = { label: 'Lab', address: '2 Lab Way', isDefault: true };
const dock = { label: '', address: '3 Dock St', isDefault: false };

describe("the company's ship-to addresses in the forms", () => {
  it('offers the default first and keeps the others in their order', () => {
    expect(shipToChoices([plant, lab, dock])).toEqual([lab, plant, dock]);
    expect(shipToChoices([])).toEqual([]);
  });
});

describe('what the checkout and the Purchase page start with', () => {
  it("ship to the company's default address, with the profile's phone", () => {
    expect(purchaseOrderDefaults(profile, { addresses: [plant, lab] }).shipTo).toEqual({
      address: '2 Lab Way',
      phone: '+1 412 555 0100',
    });
  });

  it("ship to the profile's saved address when the buyer's company has none, or there is no company", () => {
    expect(purchaseOrderDefaults(profile, { addresses: [] }).shipTo).toMatchObject({ address: '5 Profile Road' });
    expect(purchaseOrderDefaults(profile, null).shipTo).toMatchObject({ address: '5 Profile Road' });
  });

  it('start field by field from a saved address that has structure (PRODUCT.md §16), else from its text', () => {
    const stuttgart = {
      line1: 'Königstraße 10',
      city: 'Stuttgart',
      region: 'DE-BW',
      postalCode: '70173',
      country: 'DE',
    };
    const saved = { ...profile, shipTo: { ...stuttgart, address: 'Königstraße 10\n70173 Stuttgart\nGermany' } };
    expect(purchaseOrderDefaults(saved, null).shipTo).toEqual({
      ...stuttgart,
      name: '',
      company: '',
      line2: '',
      phone: '+1 412 555 0100',
    });
    const oldText = {
      ...profile,
      shipTo: { line1: '5 Profile Road', city: '', country: 'US', address: '5 Profile Road' },
    };
    expect(purchaseOrderDefaults(oldText, null).shipTo).toEqual({
      address: '5 Profile Road',
      phone: '+1 412 555 0100',
    });
  });

  it('start empty for a new buyer, saving the ship-to and paying by card', () => {
    expect(purchaseOrderDefaults(null, null)).toEqual({
      shipTo: { address: '', phone: '' },
      poNumber: '',
      requestedDate: '',
      notes: '',
      saveShipTo: true,
      paymentMethod: 'card',
    });
  });
});
