import { addressText } from '#shared/addresses/format-address.ts';
import type { Address } from '#shared/addresses/address.schema.ts';
import { costTexts } from '#shared/messages/costs.ts';
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
    taxRate: 0,
    taxAmount: 0,
    status: 'paid',
    heatNumber: n % 2 ? `H${70000 + n}` : null,
    allocations: n % 2 ? [{ lotId: `lot-${n}`, heatNumber: `H${70000 + n}`, quantity }] : [],
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
    shippedQuantity: 0,
    standard: 'ASTM B348',
    hsCode: '810890',
    countryOfOrigin: 'US',
    exportClassification: null,
    ...overrides,
  };
}

/**
 * A paid card order of the given lines shipped within the US by a store with no freight zones and
 * no tax registrations: its total is the goods of its lines (the cancelled ones left out).
 */
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
    shipTo: {
      company: 'Acme Aerospace Ltd',
      line1: '12 Hangar Road',
      city: 'Wichita',
      region: 'US-KS',
      postalCode: '67201',
      country: 'US',
      address: 'Acme Aerospace Ltd\n12 Hangar Road\nWichita, KS 67201, USA',
      phone: '+1 316 555 0100',
    },
    billTo: {
      name: 'Ada Buyer',
      company: 'Acme Aerospace Ltd',
      address: {
        line1: '12 Hangar Road',
        city: 'Wichita',
        region: 'US-KS',
        postalCode: '67201',
        country: 'US',
        address: 'Acme Aerospace Ltd\n12 Hangar Road\nWichita, KS 67201, USA',
      },
      taxIds: [],
    },
    requestedDate: '2026-12-15',
    notes: '',
    lines,
    currency: 'USD',
    goodsTotal: total,
    freight: 0,
    freightStatus: 'none',
    taxTotal: 0,
    taxLines: [],
    taxNote: null,
    total,
    weightKg: null,
    incoterm: 'DAP',
    incotermPlace: 'Wichita',
    carrierAccount: null,
    freightCarrier: null,
    freightNote: null,
    amountDue: 0,
    totalWeightKg: null,
    carrier: null,
    trackingNumber: null,
    shipments: [],
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
    endUse: null,
    compliance: null,
    allowedActions: [],
    ...overrides,
  };
}

/** A ship-to given as the old free text, as an answer carries it (PRODUCT.md §16). */
export const freeTextShipTo = (address: string, phone: string): PurchaseOrder['shipTo'] => ({
  line1: address,
  city: '',
  country: 'US',
  address,
  phone,
});

const stuttgart: Address = {
  company: 'Schwabentech Präzisionsteile GmbH',
  line1: 'Industriestraße 12',
  city: 'Stuttgart',
  region: 'DE-BW',
  postalCode: '70565',
  country: 'DE',
};

/**
 * An order on account of a German company, in euros (PRODUCT.md §16): billed to the company with
 * its VAT ID, shipped DAP Stuttgart with €85.00 freight, and 19 % VAT on every line and on the
 * freight (the store is registered for VAT in Germany), rounded half up per line:
 * €137.50 → €26.13, €300.00 → €57.00, freight €85.00 → €16.15; tax €99.28, total €621.78.
 */
export function fixtureGermanOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  const lines = [
    fixtureLine(1, { status: 'unpaid', taxRate: 19, taxAmount: 26.13, weightKg: 21.4 }),
    fixtureLine(2, { status: 'unpaid', taxRate: 19, taxAmount: 57, weightKg: 26.8 }),
  ];
  const total = 621.78;
  return fixturePurchaseOrder(lines, {
    status: 'confirmed',
    paymentMethod: 'account',
    paymentStatus: 'unpaid',
    buyer: { email: 'einkauf@schwabentech.example', name: 'Jonas Keller', company: stuttgart.company! },
    shipTo: { ...stuttgart, address: addressText(stuttgart), phone: '+49 711 555 0190' },
    billTo: {
      name: 'Jonas Keller',
      company: stuttgart.company!,
      address: { ...stuttgart, address: addressText(stuttgart) },
      taxIds: ['DE136695976'],
    },
    currency: 'EUR',
    goodsTotal: 437.5,
    freight: 85,
    freightStatus: 'charged',
    taxTotal: 99.28,
    taxLines: [{ label: 'VAT', rate: 19, amount: 99.28 }],
    taxNote: null,
    total,
    weightKg: 48.2,
    totalWeightKg: 48.2,
    incoterm: 'DAP',
    incotermPlace: 'Stuttgart',
    freightCarrier: 'DB Schenker',
    amountDue: total,
    amountPaid: 0,
    outstanding: total,
    transactionId: null,
    companyId: 'company-schwabentech',
    paymentTerms: 'net30',
    dueDate: '2026-12-20',
    events: [
      { at: '2026-11-20T09:15:00.000Z', type: 'placed', note: null },
      { at: '2026-11-20T09:15:00.000Z', type: 'invoiced', note: 'On account, Net 30, due 2026-12-20' },
    ],
    updatedAt: '2026-11-20T09:15:00.000Z',
    ...overrides,
  });
}

/**
 * The same order billed to a French company with a verified VAT ID (PRODUCT.md §16 rule 2): no
 * VAT, and the reverse-charge note instead; total = goods + freight.
 */
export function fixtureReverseChargeOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  const lyon: Address = {
    company: 'Usinage Rhône SAS',
    line1: '8 Rue de la Forge',
    city: 'Lyon',
    postalCode: '69007',
    country: 'FR',
  };
  const base = fixtureGermanOrder();
  return fixtureGermanOrder({
    lines: base.lines.map((line) => ({ ...line, taxRate: 0, taxAmount: 0 })),
    buyer: { email: 'achats@usinage-rhone.example', name: 'Claire Martin', company: lyon.company! },
    shipTo: { ...lyon, address: addressText(lyon), phone: '+33 4 72 55 01 90' },
    billTo: {
      name: 'Claire Martin',
      company: lyon.company!,
      address: { ...lyon, address: addressText(lyon) },
      taxIds: ['FR40303265045'],
    },
    taxTotal: 0,
    taxLines: [],
    taxNote: costTexts.taxNotes.reverseCharge,
    total: 522.5,
    amountDue: 522.5,
    outstanding: 522.5,
    incotermPlace: 'Lyon',
    ...overrides,
  });
}

/**
 * A paid card order in yen (PRODUCT.md §17), its prices converted at 151.37 ¥/$ when it was placed:
 * $12.50 → ¥1,892 and $25.00 → ¥3,784 a piece (1,892.125 and 3,784.25, rounded half up once);
 * 11 × ¥1,892 = ¥20,812, 12 × ¥3,784 = ¥45,408, ¥2,400 freight quoted by the store: ¥68,620.
 * Yen have no minor unit: every amount is printed without decimals.
 */
export function fixtureJapaneseOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  const lines = [
    fixtureLine(1, { unitPrice: 1892, lineTotal: 20_812, weightKg: 21.4 }),
    fixtureLine(2, { unitPrice: 3784, lineTotal: 45_408, weightKg: 26.8 }),
  ];
  return fixturePurchaseOrder(lines, {
    currency: 'JPY',
    goodsTotal: 66_220,
    freight: 2400,
    freightStatus: 'charged',
    freightCarrier: 'Nippon Express',
    total: 68_620,
    amountPaid: 68_620,
    incotermPlace: 'Osaka',
    ...overrides,
  });
}
