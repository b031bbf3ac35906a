import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it } from 'vitest';
import { costTexts } from '#shared/messages/costs.ts';
import { documents } from '#shared/messages/documents.ts';
import { formatUsd } from '#shared/money.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { loadConfig } from '../../../config.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  fixtureGermanOrder,
  fixtureJapaneseOrder,
  fixtureLine,
  fixturePurchaseOrder,
  fixtureReverseChargeOrder,
} from './purchase-order.fixture.ts';
import { sellerBillingOf, sellerFromConfig, type InvoiceSeller, type SellerBilling } from '../../../seller.ts';

const seller = {
  name: 'Rare Metals Manufacturing Co.',
  addressLines: ['1200 Foundry Road', 'Pittsburgh, PA 15201'],
  email: 'sales@rare-metals.example',
};

/** The store's settings as an admin filled them: registered in Pennsylvania and for German VAT. */
const remittance = {
  bankName: 'Commerzbank AG, Frankfurt am Main',
  accountName: 'Rare Metals Store LLC',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  accountNumber: '1049372815',
  routingNumber: '043000096',
};
const billing: SellerBilling = sellerBillingOf(
  {
    registrations: [
      { country: 'US', region: 'US-PA', rate: 6, label: 'PA sales tax', taxId: '83417265' },
      { country: 'DE', rate: 19, label: 'VAT', taxId: 'DE298416573' },
    ],
  },
  remittance,
);
const invoice = documents.invoice;

const parsers: PDFParse[] = [];
afterEach(async () => {
  await Promise.all(parsers.splice(0).map((parser) => parser.destroy()));
});

/** The invoice as a PDF reader sees it: its text per page and its document information. */
async function readInvoice(po: PurchaseOrder, from: InvoiceSeller = seller, settings: SellerBilling = billing) {
  const pdf = await renderInvoicePdf(po, from, settings);
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
      `${invoice.transactionId} pi_3PaidReference42`,
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
      // Every page the table runs onto repeats its headings; the totals and how to pay may follow on one of their own.
      if (page.includes('TI-BAR-')) expect(page).toContain(documents.labels.columns.lineTotal);
      expect(page).toContain(documents.invoice.page(index + 1, pages.length));
    });
    expect(pages.filter((page) => page.includes('TI-BAR-')).length).toBeGreaterThan(1);
    // The total follows the table: on its last page or the next.
    const lastWithLines = pages.findLastIndex((page) => page.includes('TI-BAR-'));
    expect(pages.slice(lastWithLines).join('\n')).toContain(`${documents.labels.total}: ${formatUsd(po.total)}`);
  });

  describe('that an accounts department pays (PRODUCT.md §16)', () => {
    it('bills the company: its name, billing address, VAT ID and contact, and ships to its site', async () => {
      const { text } = await readInvoice(fixtureGermanOrder());
      const billed = text.slice(text.indexOf(invoice.billTo), text.indexOf(documents.labels.columns.sku));
      for (const expected of [
        'Schwabentech Präzisionsteile GmbH',
        'Jonas Keller',
        'Industriestraße 12',
        '70565 Stuttgart',
        'Germany',
        'VAT ID: DE136695976',
        'einkauf@schwabentech.example',
      ]) {
        expect(billed).toContain(expected);
      }
      // The company heads the billing address once, not again as its first line.
      expect(billed.split('Schwabentech Präzisionsteile GmbH')).toHaveLength(3); // bill-to and ship-to
    });

    it("calls a bill-to's ID that is no VAT ID a tax ID", async () => {
      const po = fixtureGermanOrder();
      const { text } = await readInvoice({ ...po, billTo: { ...po.billTo, taxIds: ['US-12-3456789'] } });
      expect(text).toContain('Tax ID: US-12-3456789');
      expect(text).not.toContain('VAT ID: US-12-3456789');
    });

    it("prints the seller's tax IDs from its registrations, each once", async () => {
      const twice = sellerBillingOf(
        {
          registrations: [
            { country: 'DE', rate: 19, label: 'VAT', taxId: 'DE298416573' },
            { country: 'AT', rate: 20, label: 'USt', taxId: 'DE298416573' },
            { country: 'US', region: 'US-PA', rate: 6, label: 'PA sales tax', taxId: '83417265' },
          ],
        },
        remittance,
      );
      const { text } = await readInvoice(fixtureGermanOrder(), seller, twice);
      expect(text).toContain('VAT ID: DE298416573');
      expect(text).toContain('PA sales tax ID: 83417265');
      expect(text.split('DE298416573')).toHaveLength(2);
    });

    it('prints goods, freight, every tax line, the total, the Incoterm, the PO number and the due date', async () => {
      const po = fixtureGermanOrder();
      const { text } = await readInvoice(po);
      for (const expected of [
        'Goods: €437.50',
        'Freight: €85.00',
        'VAT 19 %: €99.28',
        `${documents.labels.total}: €621.78`,
        'Incoterm: DAP Stuttgart, Incoterms 2020',
        `${documents.labels.poNumber} 4500-17`,
        `${invoice.dueDate} December 20, 2026`,
        'Outstanding: €621.78',
        'Payment terms Net 30: please pay by December 20, 2026.',
        // Lines in the order's currency.
        '€137.50',
        '€300.00',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('$');
    });

    it('prints a yen order in whole yen: lines, goods, freight and total, no decimals (PRODUCT.md §17)', async () => {
      const { text } = await readInvoice(fixtureJapaneseOrder());
      for (const expected of [
        'Goods: ¥66,220',
        'Freight: ¥2,400',
        `${documents.labels.total}: ¥68,620`,
        '¥1,892',
        '¥20,812',
        '¥3,784',
        '¥45,408',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toMatch(/¥[\d,]+\.\d/);
      expect(text).not.toContain('$');
    });

    it('prints a tax line per label and rate, and a rate with decimals as it is', async () => {
      const po = fixturePurchaseOrder(undefined, {
        taxLines: [
          { label: 'PA sales tax', rate: 6, amount: 26.25 },
          { label: 'Local tax', rate: 2.125, amount: 9.3 },
        ],
        taxTotal: 35.55,
        total: 473.05,
      });
      const { text } = await readInvoice(po);
      expect(text).toContain('PA sales tax 6 %: $26.25');
      expect(text).toContain('Local tax 2.125 %: $9.30');
      expect(text).toContain(`${documents.labels.total}: $473.05`);
    });

    it("prints the tax note's wording verbatim, and no VAT line under reverse charge", async () => {
      const { text } = await readInvoice(fixtureReverseChargeOrder());
      expect(text).toContain(costTexts.taxNotes.reverseCharge);
      expect(text).toContain('VAT ID: FR40303265045');
      expect(text).not.toMatch(/VAT \d+ %/);
      expect(text).toContain(`${documents.labels.total}: €522.50`);
      expect(text).toContain('Incoterm: DAP Lyon, Incoterms 2020');
    });

    it('says the freight is to be quoted while it is pending', async () => {
      const po = fixtureGermanOrder({ freight: null, freightStatus: 'pending', freightCarrier: null });
      const { text } = await readInvoice(po);
      expect(text).toContain(`${documents.labels.freight}: ${documents.labels.freightToBeQuoted}`);
      expect(text).toContain('Freight: to be quoted');
      expect(text).not.toContain('Freight: €');
    });

    it("says the buyer's carrier collects under EXW, with the buyer's carrier account", async () => {
      const po = fixtureGermanOrder({
        incoterm: 'EXW',
        incotermPlace: 'Pittsburgh',
        freight: 0,
        freightStatus: 'none',
        freightCarrier: null,
        carrierAccount: 'UPS 4711X9',
      });
      const { text } = await readInvoice(po);
      expect(text).toContain(`${documents.labels.freight}: ${documents.labels.freightCollected}`);
      expect(text).toContain('Incoterm: EXW Pittsburgh, Incoterms 2020');
      expect(text).toContain(`${invoice.carrierAccount}: UPS 4711X9`);
    });

    it('says how to pay: the remittance details, and the order number as the payment reference', async () => {
      const { text } = await readInvoice(fixtureGermanOrder());
      const howToPay = text.slice(text.indexOf(invoice.howToPay));
      for (const expected of [
        'Bank: Commerzbank AG, Frankfurt am Main',
        'Account name: Rare Metals Store LLC',
        'IBAN: DE89370400440532013000',
        'BIC: COBADEFFXXX',
        'Account number: 1049372815',
        'Routing number: 043000096',
        'Payment reference: RM-000123',
        invoice.quoteReference,
      ]) {
        expect(howToPay).toContain(expected);
      }
    });

    it('prints only the remittance details the store gave, and the payment reference even with none', async () => {
      const euro = sellerBillingOf(
        { registrations: [] },
        { bankName: 'Commerzbank AG', accountName: 'RMS LLC', iban: 'DE89370400440532013000' },
      );
      const { text } = await readInvoice(fixtureGermanOrder(), seller, euro);
      expect(text).toContain('IBAN: DE89370400440532013000');
      expect(text).not.toContain(invoice.remittance.routingNumber);
      expect(text).not.toContain(invoice.remittance.accountNumber);

      const unset = sellerBillingOf({ registrations: [] }, { bankName: '', accountName: '' });
      const bare = (await readInvoice(fixtureGermanOrder(), seller, unset)).text;
      expect(bare).not.toContain(`${invoice.remittance.bankName}:`);
      expect(bare).toContain('Payment reference: RM-000123');
      expect(bare).not.toMatch(/ ID: DE298416573/);
    });

    it('names the card payment its transaction ID, the payment reference staying the order number', async () => {
      const { text } = await readInvoice(fixturePurchaseOrder());
      expect(text).toContain(`${invoice.transactionId} pi_3PaidReference42`);
      expect(text).toContain('Payment reference: RM-000123');
      expect(text).not.toContain('Payment reference: pi_');
    });
  });
});
