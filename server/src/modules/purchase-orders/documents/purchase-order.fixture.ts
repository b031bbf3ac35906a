import type { PurchaseOrder, PurchaseOrderLine } from '#shared/orders/purchase-order.schema.ts';

/** A line of the test purchase order: line n costs n × $12.50 a piece, 10 + n pieces. */
export function fixtureLine(n: number, overrides: Partial<PurchaseOrderLine> = {}): PurchaseOrderLine {
  const unitPrice = n * 12.5;
  const quantity = 10 + n;
  return {
    _id: `line-${n}`,
    lineNo: n,
    productId: `product-${n}`,
    sku: `TI-BAR-${String(n).padStart(4, '0')}`,
    name: `Titanium Grade 5 bar, ${n} mm`,
    quantity,
    unitPrice,
    lineTotal: unitPrice * quantity,
    status: 'paid',
    heatNumber: n % 2 ? `H${70000 + n}` : null,
    certificate: null,
    quoteId: null,
    unit: 'pcs',
    cut: null,
    weightKg: null,
    kind: 'catalog',
    madeToOrder: false,
    description: `Titanium Grade 5 bar, ${n} mm`,
    metal: null,
    form: null,
    grade: null,
    dimensions: null,
    leadTimeDays: null,
    certificateRequired: null,
    drawing: null,
    ...overrides,
  };
}

/** A paid purchase order of the given lines, whose total is theirs (the cancelled ones left out). */
export function fixturePurchaseOrder(
  lines: PurchaseOrderLine[] = [fixtureLine(1), fixtureLine(2)],
  overrides: Partial<PurchaseOrder> = {},
): PurchaseOrder {
  const total = lines.filter((line) => line.status !== 'cancelled').reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    _id: 'po-7f3a',
    number: 'RM-000123',
    poNumber: '4500-17',
    status: 'paid',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    buyer: { email: 'buyer@acme.example', name: 'Ada Buyer', company: 'Acme Aerospace Ltd' },
    shipTo: { address: 'Acme Aerospace Ltd\n12 Hangar Road\nWichita, KS 67201, USA', phone: '+1 316 555 0100' },
    requestedDate: '2026-12-15',
    notes: '',
    lines,
    total,
    amountDue: 0,
    totalWeightKg: null,
    carrier: null,
    trackingNumber: null,
    transactionId: 'pi_3PaidReference42',
    refundId: null,
    events: [
      { at: '2026-11-20T09:15:00.000Z', type: 'placed', note: null },
      { at: '2026-11-21T14:02:00.000Z', type: 'paid', note: null },
    ],
    documents: [],
    createdAt: '2026-11-20T09:15:00.000Z',
    updatedAt: '2026-11-21T14:02:00.000Z',
    companyId: null,
    paymentTerms: null,
    dueDate: null,
    overdue: false,
    amountPaid: total,
    outstanding: 0,
    approvedBy: null,
    approvedAt: null,
    rejectedReason: null,
    allowedActions: [],
    ...overrides,
  };
}
