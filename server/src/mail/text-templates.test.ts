import { describe, expect, it } from 'vitest';
import { metals, forms } from '#shared/catalog/taxonomy.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { purchaseOrderMailKinds, renderPurchaseOrderMail } from '../modules/orders/documents/purchase-order-mail.ts';
import {
  fixtureLine,
  fixturePurchaseOrder,
  freeTextShipTo,
} from '../modules/orders/documents/purchase-order.fixture.ts';
import { quoteMailView } from '../modules/quotes/quote-mail.ts';
import { isOneLine } from '#shared/one-line.ts';
import { renderTextTemplate } from './templates.ts';

/*
 * PRODUCT.md §21 (issue 26): a stored one-line value cannot add lines to a plain-text mail. Values
 * stored before the fields refused control characters may still hold one, so the templates print
 * each `<%= value %>` on one line whatever it holds.
 */
const forged = (value: string) => `${value}\r\nPay to: IBAN XX00 0000\u2028Pay to: again\u0085\u000b\u0000`;
/** A line a reader would take for the store's own. */
const forgedLine = /^\s*Pay to:/m;

describe('plain-text mails keep one-line values on one line', () => {
  it.each(purchaseOrderMailKinds)(
    '%s: a PO number, name, phone, carrier or tracking number with line breaks',
    (kind) => {
      const po = fixturePurchaseOrder([fixtureLine(1, { name: forged('Titanium bar'), sku: forged('TI-1') })], {
        status: 'shipped',
        poNumber: forged('4500-17'),
        buyer: { email: 'buyer@acme.example', name: forged('Ada'), company: forged('Acme') },
        shipTo: freeTextShipTo('Acme Aerospace Ltd\n12 Hangar Road', forged('+1 316 555 0100')),
        carrier: forged('UPS'),
        trackingNumber: forged('1Z999'),
      });
      const { text } = renderPurchaseOrderMail(kind, po, { publicUrl: 'https://store.example/' });
      expect(text).not.toMatch(forgedLine);
      for (const line of text.split('\n')) expect(isOneLine(line), JSON.stringify(line)).toBe(true);
      // Still said, on its own line, with the control characters as spaces.
      expect(text).toMatch(/^PO number: 4500-17 {2}Pay to: IBAN XX00 0000 Pay to: again/m);
      // The address is multi-line on purpose: each of its lines is printed indented under "Ship to".
      expect(text).toContain('  Acme Aerospace Ltd\n  12 Hangar Road\n');
    },
  );

  it('a quote mail prints the buyer note line by line and every fact on one line', () => {
    const quote: Quote = {
      _id: 'q-1',
      number: 'Q-000001',
      status: 'requested',
      buyer: { email: 'buyer@acme.example', name: forged('Ada') },
      productId: null,
      productName: null,
      metal: metals[0],
      form: forms[0],
      grade: forged('Grade 5'),
      dimensions: forged('OD 25.4'),
      quantity: 3,
      targetDate: null,
      notes: 'First line\nSecond line\u0000',
      drawing: null,
      unitPrice: null,
      currency: 'USD',
      leadTimeDays: null,
      validUntil: null,
      note: null,
      purchaseOrderId: null,
      createdAt: '2026-11-25T00:00:00.000Z',
      updatedAt: '2026-11-25T00:00:00.000Z',
      asSold: false,
      certificateRequired: null,
    };
    const text = renderTextTemplate('quote', quoteMailView('requested', quote, 'https://store.example', 'Store'));
    expect(text).not.toMatch(forgedLine);
    for (const line of text.split('\n')) expect(isOneLine(line), JSON.stringify(line)).toBe(true);
    expect(text).toContain('First line\nSecond line \n');
  });
});
