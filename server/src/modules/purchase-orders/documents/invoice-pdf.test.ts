import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it } from 'vitest';
import { documents } from '#shared/messages/documents.ts';
import { formatUsd } from '#shared/money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { loadConfig } from '../../../config.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { fixtureLine, fixturePurchaseOrder } from './purchase-order.fixture.ts';
import { sellerFromConfig, type InvoiceSeller } from './seller.ts';

const seller = {
  name: 'Rare Metals Manufacturing Co.',
  addressLines: ['1200 Foundry Road', 'Pittsburgh, PA 15201'],
  email: 'sales@rare-metals.example',
};

const parsers: PDFParse[] = [];
afterEach(async () => {
  await Promise.all(parsers.splice(0).map((parser) => parser.destroy()));
});

/** The invoice as a PDF reader sees it: its text per page and its document information. */
async function readInvoice(po: PurchaseOrder, from: InvoiceSeller = seller) {
  const pdf = await renderInvoicePdf(po, from);
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  parsers.push(parser);
  const text = await parser.getText();
  const info = await parser.getInfo();
  return {
    pdf,
    pages: text.pages.map((page) => page.text),
    text: text.text,
    info: info.info as Record<string, unknown>,
  };
}

describe('the invoice PDF of a purchase order', () => {
  it('on account, prints the terms, the due date, what is paid and what is outstanding, and no PAID stamp', async () => {
    const po = fixturePurchaseOrder(undefined, {
      status: 'confirmed',
      paymentMethod: 'account',
      paymentStatus: 'unpaid',
      transactionId: null,
      paymentTerms: 'net30',
      dueDate: '2026-12-20',
      amountPaid: 100,
      outstanding: 1234.5,
      events: [
        { at: '2026-11-20T09:15:00.000Z', type: 'placed', note: null },
        { at: '2026-11-20T09:15:00.000Z', type: 'invoiced', note: 'On account, Net 30, due 2026-12-20' },
      ],
    });
    const { text } = await readInvoice(po);
    expect(text).toContain('Payment terms');
    expect(text).toContain('Net 30');
    expect(text).toContain('Due date');
    expect(text).toMatch(/Dec(ember)? 20, 2026|20 Dec(ember)? 2026|2026-12-20/);
    expect(text).toContain('Paid: $100.00');
    expect(text).toContain('Outstanding: $1,234.50');
    expect(text).not.toContain('PAID');
  });

  it('is a PDF titled with the order number', async () => {
    const { pdf, info } = await readInvoice(fixturePurchaseOrder());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(info.Title).toBe('Invoice RM-000123');
    expect(info.Author).toBe(seller.name);
  });

  it('names the seller, the buyer with company and ship-to, the numbers, the dates and the payment', async () => {
    const { text } = await readInvoice(fixturePurchaseOrder());
    for (const expected of [
      seller.name,
      ...seller.addressLines,
      seller.email,
      'Acme Aerospace Ltd',
      'Ada Buyer',
      'buyer@acme.example',
      '12 Hangar Road',
      'Wichita, KS 67201, USA',
      '+1 316 555 0100',
      'RM-000123',
      '4500-17',
      'November 20, 2026', // ordered
      'November 21, 2026', // paid: the invoice date
      'pi_3PaidReference42',
      documents.invoice.paid,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the seller the configuration gives', async () => {
    const configured = sellerFromConfig(
      loadConfig({
        SELLER_NAME: 'Titan Alloys Inc.',
        SELLER_ADDRESS: '5 Mill Lane;Erie, PA 16501',
        SELLER_EMAIL: 'ar@titan.example',
      }),
    );
    const { text, info } = await readInvoice(fixturePurchaseOrder(), configured);
    for (const expected of ['Titan Alloys Inc.', '5 Mill Lane', 'Erie, PA 16501', 'ar@titan.example']) {
      expect(text).toContain(expected);
    }
    expect(info.Author).toBe('Titan Alloys Inc.');
  });

  it('lists every line with SKU, quantity, unit price, line total and heat number, and the total', async () => {
    const lines = [fixtureLine(1), fixtureLine(2), fixtureLine(3, { heatNumber: 'HT-2291-B' })];
    const { text } = await readInvoice(fixturePurchaseOrder(lines));
    for (const line of lines) {
      const row = text.split('\n').find((candidate) => candidate.startsWith(line.sku!));
      expect(row, line.sku!).toBeDefined();
      expect(row).toContain(line.name);
      expect(row).toContain(` ${line.quantity} `);
      expect(row).toContain(formatUsd(line.unitPrice));
      expect(row).toContain(formatUsd(line.lineTotal));
      if (line.heatNumber) expect(row).toContain(line.heatNumber);
    }
    expect(text).toContain(`${documents.labels.total}: ${formatUsd(137.5 + 300 + 487.5)}`);
  });

  it('leaves cancelled lines off and prints no PO number line when the buyer gave none', async () => {
    const po = fixturePurchaseOrder([fixtureLine(1), fixtureLine(2, { status: 'cancelled' })], { poNumber: null });
    const { text } = await readInvoice(po);
    expect(text).toContain('TI-BAR-0001');
    expect(text).not.toContain('TI-BAR-0002');
    expect(text).not.toContain(documents.labels.poNumber);
    expect(text).toContain(`${documents.labels.total}: ${formatUsd(137.5)}`);
  });

  it('prints what the standard font cannot as its ASCII spelling or "?", never as unrelated glyphs', async () => {
    const po = fixturePurchaseOrder([
      fixtureLine(1, { name: 'Wire Ø0.5 Ra ≤ 0.8 — 2 × coil' }),
      fixtureLine(2, { name: 'Проволока' }),
    ]);
    const { text } = await readInvoice(po);
    expect(text).toContain('TI-BAR-0001 Wire Ø0.5 Ra <= 0.8 — 2 × coil ');
    expect(text).toMatch(/TI-BAR-0002 \?{9} /);
  });

  it('runs 120 lines over several pages, every line once, headings repeated and pages numbered', async () => {
    const lines = Array.from({ length: 120 }, (_, index) => fixtureLine(index + 1));
    const po = fixturePurchaseOrder(lines);
    const { pages, text } = await readInvoice(po);
    expect(pages.length).toBeGreaterThan(1);
    for (const line of lines) {
      const rows = text.split('\n').filter((row) => row.startsWith(`${line.sku} `));
      expect(rows, line.sku!).toHaveLength(1);
      expect(rows[0]).toContain(formatUsd(line.lineTotal));
    }
    pages.forEach((page, index) => {
      expect(page).toContain(documents.labels.columns.lineTotal);
      expect(page).toContain(documents.invoice.page(index + 1, pages.length));
    });
    expect(pages.at(-1)).toContain(formatUsd(po.total));
  });
});
