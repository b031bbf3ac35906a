import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import {
  type PurchaseOrder,
  purchaseOrderEventTypes,
  purchaseOrderStatuses,
} from '#shared/orders/purchase-order.schema.ts';
import { adminActions, buyerActions, eventLabel, pageCount, timelineOf, trackingOf } from './purchase-order-rules.ts';

type Facts = Pick<PurchaseOrder, 'status' | 'paymentStatus' | 'amountDue' | 'lines'>;
const line: PurchaseOrder['lines'][number] = {
  _id: 'l1',
  lineNo: 1,
  productId: 'p1',
  sku: 'TI-1',
  name: 'Titanium bar',
  quantity: 10,
  unitPrice: 5,
  lineTotal: 50,
  status: 'unpaid',
  heatNumber: null,
  certificate: null,
  quoteId: null,
  unit: 'pcs',
  cut: null,
  weightKg: null,
  kind: 'catalog',
  madeToOrder: false,
  description: 'Titanium bar',
  metal: null,
  form: null,
  grade: null,
  dimensions: null,
  leadTimeDays: null,
  certificateRequired: null,
  drawing: null,
};
const order = (facts: Partial<Facts>): Facts => ({
  status: 'unpaid',
  paymentStatus: 'unpaid',
  amountDue: 50,
  lines: [line],
  ...facts,
});

describe('buyerActions', () => {
  it('offers Pay and Cancel only on an unpaid order with something to pay', () => {
    expect(buyerActions(order({}))).toMatchObject({ pay: true, cancel: true, invoice: false });
    expect(buyerActions(order({ amountDue: 0 })).pay).toBe(false);
    for (const status of purchaseOrderStatuses.filter((s) => s !== 'unpaid')) {
      expect(buyerActions(order({ status, paymentStatus: 'paid', amountDue: 0 }))).toMatchObject({
        pay: false,
        cancel: false,
      });
    }
  });

  it('offers the invoice once paid, and not after a refund', () => {
    expect(buyerActions(order({ status: 'shipped', paymentStatus: 'paid', amountDue: 0 })).invoice).toBe(true);
    expect(buyerActions(order({ status: 'cancelled', paymentStatus: 'refunded', amountDue: 0 })).invoice).toBe(false);
  });

  it('offers Pay and the invoice on an order on account once confirmed, while something is owed; never Cancel', () => {
    const onAccount = (status: PurchaseOrder['status'], outstanding: number) =>
      buyerActions({ ...order({ status, amountDue: outstanding }), paymentMethod: 'account', outstanding });
    expect(onAccount('confirmed', 120)).toMatchObject({ pay: true, cancel: false, invoice: true });
    expect(onAccount('shipped', 0)).toMatchObject({ pay: false, invoice: true });
    expect(onAccount('pending_approval', 0)).toMatchObject({ pay: false, invoice: false });
    expect(onAccount('rejected', 0)).toMatchObject({ pay: false, invoice: false });
  });

  it('offers Order again while a line still has its product', () => {
    expect(buyerActions(order({})).orderAgain).toBe(true);
    expect(buyerActions(order({ lines: [{ ...line, productId: null }] })).orderAgain).toBe(false);
  });
});

describe('adminActions', () => {
  it('offers the fulfilment steps the order can take now: production or straight to shipping once paid', () => {
    const steps = (status: Facts['status']) => {
      const actions = adminActions(order({ status, paymentStatus: status === 'unpaid' ? 'unpaid' : 'paid' }));
      return [actions.markInProduction && 'production', actions.ship && 'ship', actions.markDelivered && 'deliver']
        .filter(Boolean)
        .join();
    };
    expect(purchaseOrderStatuses.map(steps)).toEqual([
      '',
      'production,ship',
      'ship',
      'deliver',
      '',
      '',
      '',
      // Confirmed on account: fulfilled like a paid order (docs/product/companies.md).
      'production,ship',
      '',
    ]);
  });

  it('cancels until the order ships, with a refund when it is paid', () => {
    const cancellable = purchaseOrderStatuses.filter((status) => adminActions(order({ status })).cancel);
    expect(cancellable).toEqual(['unpaid', 'paid', 'in_production']);
    expect(adminActions(order({ status: 'paid', paymentStatus: 'paid' })).refundOnCancel).toBe(true);
    expect(adminActions(order({})).refundOnCancel).toBe(false);
  });
});

describe('eventLabel', () => {
  it('gives every event type its own readable label', () => {
    const labels = purchaseOrderEventTypes.map((type) => eventLabel({ type, note: null }));
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(purchaseOrderEventTypes.length);
    expect(eventLabel({ type: 'placed', note: null })).toBe(messages.orderPages.events.placed);
  });

  it('adds the note when the event has one', () => {
    expect(eventLabel({ type: 'shipped', note: 'UPS 1Z9' })).toBe(`${messages.orderPages.events.shipped}: UPS 1Z9`);
  });
});

describe('timelineOf', () => {
  it('puts events oldest first without changing the answer', () => {
    const events = [
      { at: '2026-01-02T10:00:00Z', type: 'paid' as const, note: null },
      { at: '2026-01-01T10:00:00Z', type: 'placed' as const, note: null },
    ];
    expect(timelineOf(events).map((event) => event.type)).toEqual(['placed', 'paid']);
    expect(events[0]?.type).toBe('paid');
  });
});

describe('trackingOf', () => {
  it('shows carrier and number only when both are known', () => {
    expect(trackingOf({ carrier: 'UPS', trackingNumber: '1Z9' })).toBe('UPS 1Z9');
    expect(trackingOf({ carrier: 'UPS', trackingNumber: null })).toBeUndefined();
    expect(trackingOf({ carrier: null, trackingNumber: null })).toBeUndefined();
  });
});

describe('pageCount', () => {
  it('rounds up and never answers zero pages', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
