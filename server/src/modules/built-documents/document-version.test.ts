import { describe, expect, it } from 'vitest';
import { fixtureGermanOrder } from '../orders/documents/purchase-order.fixture.ts';
import { sellerBillingOf } from '../../seller.ts';
import { type BundlePart, bundleVersion, documentVersion } from './built-documents.ts';
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
    expect(documentVersion(invoice(), 'en')).toBe(documentVersion(invoice(), 'en'));
  });

  it("changes with the store's remittance details and tax IDs, so a changed invoice is built again", () => {
    const base = documentVersion(invoice(), 'en');
    expect(documentVersion(invoice({ remittance: { ...remittance, iban: 'DE02120300000000202051' } }), 'en')).not.toBe(base);
    expect(
      documentVersion(invoice({ tax: { registrations: [{ ...tax.registrations[0]!, taxId: 'DE136695976' }] } }), 'en'),
    ).not.toBe(base);
  });

  it("changes with the order's costs: freight, tax lines, the Incoterm", () => {
    const task = invoice();
    const base = documentVersion(task, 'en');
    const order = task.input.order;
    const changed = (patch: Partial<typeof order>): InvoiceTask => ({
      kind: 'invoice',
      input: { ...task.input, order: { ...order, ...patch } },
    });
    expect(documentVersion(changed({ freight: 90 }), 'en')).not.toBe(base);
    expect(documentVersion(changed({ taxLines: [{ label: 'VAT', rate: 7, amount: 36.58 }] }), 'en')).not.toBe(base);
    expect(documentVersion(changed({ incotermPlace: 'Esslingen' }), 'en')).not.toBe(base);
  });

  it("changes with the language it is written in (PRODUCT.md §18): a reader's own copy and ETag", () => {
    const versions = (['en', 'de', 'fr'] as const).map((language) => documentVersion(invoice(), language));
    expect(new Set(versions).size).toBe(3);
  });
});

describe("the version of the ZIP of an order's documents (PRODUCT.md §19)", () => {
  const unread = async () => {
    throw new Error('a version never reads a file');
  };
  const parts = (sha256 = 'a'.repeat(64), order = fixtureGermanOrder()): BundlePart[] => [
    { name: 'RM-000123/Invoice-RM-000123.pdf', task: { ...invoice(), input: { ...invoice().input, order } } },
    { name: 'RM-000123/Certificates/Line-1-cert.pdf', version: sha256, content: unread },
  ];

  it("is a digest of its parts' names and versions, read without any part's bytes", () => {
    expect(bundleVersion(parts(), 'en')).toBe(bundleVersion(parts(), 'en'));
    expect(bundleVersion(parts(), 'en')).toMatch(/^[\w-]{43}$/);
  });

  it("changes with a certificate's SHA-256, a part's name, or the order a built part is drawn from", () => {
    const base = bundleVersion(parts(), 'en');
    expect(bundleVersion(parts('b'.repeat(64)), 'en')).not.toBe(base);
    expect(bundleVersion(parts().map((part, index) => (index ? { ...part, name: 'other.pdf' } : part)), 'en')).not.toBe(base);
    expect(bundleVersion(parts(undefined, fixtureGermanOrder({ incotermPlace: 'Esslingen' })), 'en')).not.toBe(base);
    expect(bundleVersion(parts().slice(0, 1), 'en')).not.toBe(base);
  });
});
