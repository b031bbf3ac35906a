import { describe, expect, it } from 'vitest';
import { fixtureGermanOrder } from '../orders/documents/purchase-order.fixture.ts';
import { sellerBillingOf } from '../../seller.ts';
import { documentVersion } from './built-documents.ts';
import type { DocumentTask } from './document-kinds.ts';

const seller = { name: 'Rare Metals Store LLC', addressLines: ['1200 Foundry Road'], email: 'ar@rare-metals.example' };
const tax = { registrations: [{ country: 'DE', rate: 19, label: 'VAT', taxId: 'DE298416573' }] };
const remittance = { bankName: 'Commerzbank AG', accountName: 'Rare Metals Store LLC', iban: 'DE89370400440532013000' };

type InvoiceTask = Extract<DocumentTask, { kind: 'invoice' }>;

const invoice = (overrides: { tax?: typeof tax; remittance?: typeof remittance } = {}): InvoiceTask => ({
  kind: 'invoice',
  input: {
    order: fixtureGermanOrder(),
    seller,
    billing: sellerBillingOf(overrides.tax ?? tax, overrides.remittance ?? remittance),
  },
});

describe("an invoice's version (ADR 025)", () => {
  it('is the same for the same order, seller and settings', () => {
    expect(documentVersion(invoice())).toBe(documentVersion(invoice()));
  });

  it("changes with the store's remittance details and tax IDs, so a changed invoice is built again", () => {
    const base = documentVersion(invoice());
    expect(documentVersion(invoice({ remittance: { ...remittance, iban: 'DE02120300000000202051' } }))).not.toBe(base);
    expect(
      documentVersion(invoice({ tax: { registrations: [{ ...tax.registrations[0]!, taxId: 'DE136695976' }] } })),
    ).not.toBe(base);
  });

  it("changes with the order's costs: freight, tax lines, the Incoterm", () => {
    const task = invoice();
    const base = documentVersion(task);
    const order = task.input.order;
    const changed = (patch: Partial<typeof order>): DocumentTask => ({
      kind: 'invoice',
      input: { ...task.input, order: { ...order, ...patch } },
    });
    expect(documentVersion(changed({ freight: 90 }))).not.toBe(base);
    expect(documentVersion(changed({ taxLines: [{ label: 'VAT', rate: 7, amount: 36.58 }] }))).not.toBe(base);
    expect(documentVersion(changed({ incotermPlace: 'Esslingen' }))).not.toBe(base);
  });
});
