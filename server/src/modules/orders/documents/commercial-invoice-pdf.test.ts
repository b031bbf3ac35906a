import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it } from 'vitest';
import { commercialInvoiceTexts as t } from '#shared/messages/trade-documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { renderCommercialInvoicePdf } from './commercial-invoice-pdf.ts';
import { grossWeightKg } from './gross-weight.ts';
import { fixtureLine } from './purchase-order.fixture.ts';
import { fixtureExportOrder, tradeSeller } from './trade-documents.fixture.ts';

const parsers: PDFParse[] = [];
afterEach(async () => {
  await Promise.all(parsers.splice(0).map((parser) => parser.destroy()));
});

async function read(po: PurchaseOrder) {
  const pdf = await renderCommercialInvoicePdf(po, tradeSeller, [{ label: 'VAT', taxId: 'DE298416573' }]);
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  parsers.push(parser);
  // One request at a time: pdf-parse's worker refuses two at once.
  const text = await parser.getText();
  const info = await parser.getInfo();
  return { pdf, text: text.text, pages: text.pages.length, info: info.info as Record<string, unknown> };
}

describe('the commercial invoice PDF (PRODUCT.md §19)', () => {
  it('is a PDF titled "Commercial invoice" with the order number', async () => {
    const { pdf, text, info } = await read(fixtureExportOrder());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(info.Title).toBe('Commercial invoice RM-000123');
    expect(text).toContain(t.title);
  });

  it('names the seller with its tax ID, the bill-to, the consignee, the numbers, the Incoterm and its place, and the currency', async () => {
    const { text } = await read(fixtureExportOrder());
    for (const expected of [
      tradeSeller.name,
      '1200 Foundry Road',
      'VAT ID: DE298416573',
      `${t.billTo}\nSchwabentech Präzisionsteile GmbH\nJonas Keller`,
      'VAT ID: DE136695976',
      `${t.consignee}\nSchwabentech Präzisionsteile GmbH\nIndustriestraße 12\n70565 Stuttgart`,
      'Phone: +49 711 555 0190',
      'Order number RM-000123',
      'PO number 4500-17',
      'Incoterm DAP Stuttgart, Incoterms 2020',
      'Currency EUR',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints per line its grade, standard, HS code, origin, quantity, net weight, price, amount and export classification', async () => {
    const { text } = await read(fixtureExportOrder());
    expect(text).toContain('Tantalum wire 0.5 mm\nGrade R05200\nStandard ASTM B365\n7 × 1,250 mm');
    // One row: HS code, origin, quantity, net weight, unit price per metre, amount, classification.
    expect(text).toContain('81033000 DE 8.75 m 26.8 kg €34.29/m €300.00 1C202');
    // A line not controlled prints no classification.
    expect(text).toContain('810890 US 11 pcs 21.4 kg €12.50 €137.50 —');
  });

  it('prints the totals, and the net weight of the lines and the gross weight with packaging, and says how gross is reckoned', async () => {
    const { text } = await read(fixtureExportOrder());
    expect(text).toContain('Total €621.78');
    expect(text).toContain('Net weight 48.2 kg');
    // 5 % of 48.2 kg is 2.41 kg, more than the 2 kg minimum.
    expect(grossWeightKg(48.2)).toBe(50.61);
    expect(text).toContain('Gross weight 50.61 kg');
    expect(text).toContain(t.grossWeightRule(5, 2));
  });

  it('takes at least 2 kg of packaging on a light order, and says "not known" when no line has a weight', async () => {
    const light = fixtureExportOrder({ lines: [fixtureLine(1, { weightKg: 0.4 })], totalWeightKg: 0.4 });
    const { text } = await read(light);
    expect(text).toContain('Net weight 0.4 kg');
    expect(text).toContain('Gross weight 2.4 kg');
    const unknown = await read(fixtureExportOrder({ lines: [fixtureLine(1)], totalWeightKg: null }));
    expect(unknown.text).toContain(`Net weight ${t.weightNotKnown}`);
    expect(unknown.text).toContain(`Gross weight ${t.weightNotKnown}`);
  });

  it("prints the buyer's end-use statement when the order has one, and none when it has not", async () => {
    const { text } = await read(fixtureExportOrder());
    expect(text).toContain(t.endUse.heading);
    expect(text).toContain('End user: Schwabentech Präzisionsteile GmbH');
    expect(text).toContain('Country of end use: DE');
    expect(text).toContain('End use: Capacitor anodes for medical devices');
    const none = await read(fixtureExportOrder({ endUse: null }));
    expect(none.text).not.toContain(t.endUse.heading);
  });

  it('ends with the declaration and lines to sign it', async () => {
    const { text } = await read(fixtureExportOrder());
    expect(text).toContain('We declare that the information on this invoice is true and correct');
    expect(text).toContain(`${t.signature} ${t.nameAndTitle} ${t.date}`);
  });

  it('leaves cancelled lines out and runs a long order over pages with every line and one declaration', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      fixtureLine(index + 1, { hsCode: `8108${String(index).padStart(4, '0')}`, weightKg: 1 }),
    );
    lines[3] = { ...lines[3]!, status: 'cancelled' };
    const { text, pages } = await read(fixtureExportOrder({ lines, totalWeightKg: 59 }));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(t.continued('RM-000123'));
    expect(text).not.toContain('81080003');
    expect(text).toContain('81080059');
    expect(text.match(/We declare that/g)).toHaveLength(1);
  });

  it("prints a typed text's characters the standard fonts lack as their spelling, never as garbage", async () => {
    const po = fixtureExportOrder({
      endUse: { endUser: 'Kraków → Łódź', country: 'PL', purpose: 'Sputter ≥ 99.95 %' },
    });
    const { text } = await read(po);
    expect(text).toContain('Sputter >= 99.95 %');
    expect(text).toContain('Krak');
  });
});
