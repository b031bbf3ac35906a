import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { fixtureGermanOrder, fixtureLine } from './purchase-order.fixture.ts';

export const tradeSeller = {
  name: 'Rare Metals Manufacturing Co.',
  addressLines: ['1200 Foundry Road', 'Pittsburgh, PA 15201'],
  email: 'sales@rare-metals.example',
};

/**
 * An order shipped abroad with a controlled line (PRODUCT.md §19): the German order on account,
 * its second line a tantalum wire classified 1C202 cut to 7 × 1,250 mm, from Germany, with the
 * end-use statement the buyer gave at checkout. Net 21.4 + 26.8 = 48.2 kg.
 */
export function fixtureExportOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return fixtureGermanOrder({
    lines: [
      fixtureLine(1, { status: 'unpaid', taxRate: 19, taxAmount: 26.13, weightKg: 21.4, grade: 'Grade 5' }),
      fixtureLine(2, {
        status: 'unpaid',
        taxRate: 19,
        taxAmount: 57,
        name: 'Tantalum wire 0.5 mm',
        unit: 'm',
        quantity: 8.75,
        unitPrice: 34.2857,
        lineTotal: 300,
        cut: { pieces: 7, lengthMm: 1250, cutFee: 6.5 },
        weightKg: 26.8,
        heatNumber: 'T-88412',
        grade: 'R05200',
        standard: 'ASTM B365',
        hsCode: '81033000',
        countryOfOrigin: 'DE',
        exportClassification: '1C202',
      }),
    ],
    endUse: {
      endUser: 'Schwabentech Präzisionsteile GmbH',
      country: 'DE',
      purpose: 'Capacitor anodes for medical devices',
    },
    ...overrides,
  });
}
