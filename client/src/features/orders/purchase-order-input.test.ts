import { describe, expect, it } from 'vitest';
import { orderInputSchema } from '#shared/orders/order.schema.ts';
import { checkoutInputSchema } from '#shared/orders/purchase-order.schema.ts';
import { purchaseOrderInput } from './purchase-order-input.ts';

const form = checkoutInputSchema.parse({
  shipTo: { address: '7 Rolling Mill Road\nPittsburgh PA 15219', phone: '+1 412 555 0199' },
  poNumber: ' PO-88 ',
  requestedDate: '2099-05-01',
  notes: 'Gate 2',
  saveShipTo: false,
  paymentMethod: 'account',
});

describe('the Purchase page’s POST /orders body (issue 27)', () => {
  it("sends the ship-to as the SPEC's buyerAddress and phone, and the checkout's fields as they are", () => {
    const body = purchaseOrderInput('42', form, { productQuantity: 12 });
    expect(body).toEqual({
      productId: '42',
      productQuantity: 12,
      buyerAddress: '7 Rolling Mill Road\nPittsburgh PA 15219',
      phone: '+1 412 555 0199',
      poNumber: 'PO-88',
      requestedDate: '2099-05-01',
      notes: 'Gate 2',
      saveShipTo: false,
      paymentMethod: 'account',
    });
    // What the server parses is what the form meant.
    expect(orderInputSchema.parse(body)).toMatchObject({ poNumber: 'PO-88', saveShipTo: false });
  });

  it('sends a cut as pieces and length, with no quantity', () => {
    const body = purchaseOrderInput('42', checkoutInputSchema.parse({ shipTo: form.shipTo }), {
      pieces: 3,
      lengthMm: 500,
    });
    expect(body).toMatchObject({ pieces: 3, lengthMm: 500, poNumber: undefined, saveShipTo: true });
    expect(body).not.toHaveProperty('productQuantity');
  });
});
