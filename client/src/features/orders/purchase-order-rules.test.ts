import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { type PurchaseOrder, purchaseOrderEventTypes } from '#shared/orders/purchase-order.schema.ts';
import {
  amountDueShown,
  canOrderAgain,
  eventLabel,
  pageCount,
  timelineOf,
  trackingOf,
} from './purchase-order-rules.ts';

const line: PurchaseOrder['lines'][number] = {
  _id: 'l1',
  lineNo: 1,
  productId: 'p1',
  sku: 'TI-1',
  name: 'Titanium bar',
  quantity: 10,
  unitPrice: 5,
  lineTotal: 50,
  taxRate: 0,
  taxAmount: 0,
  status: 'unpaid',
  heatNumber: null,
  allocations: [],
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
  standard: null,
  hsCode: null,
  countryOfOrigin: null,
  exportClassification: null,
  shippedQuantity: 0,
};

describe('canOrderAgain', () => {
  it('offers Order again while a line still has its product', () => {
    expect(canOrderAgain({ lines: [line] })).toBe(true);
    expect(canOrderAgain({ lines: [{ ...line, productId: null }] })).toBe(false);
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

describe('amountDueShown', () => {
  it('shows what is due on an unpaid order only, and only when something is', () => {
    expect(amountDueShown({ amountDue: 42.5, status: 'unpaid' })).toBe(true);
    expect(amountDueShown({ amountDue: 0, status: 'unpaid' })).toBe(false);
    expect(amountDueShown({ amountDue: 42.5, status: 'paid' })).toBe(false);
  });
});
