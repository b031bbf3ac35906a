import { PDFParse } from 'pdf-parse';
import { afterEach, describe, expect, it } from 'vitest';
import { packingListTexts as t } from '#shared/messages/trade-documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { renderPackingListPdf } from './packing-list-pdf.ts';
import { fixtureLine } from './purchase-order.fixture.ts';
import { fixtureExportOrder, tradeSeller } from './trade-documents.fixture.ts';

const parsers: PDFParse[] = [];
afterEach(async () => {
  await Promise.all(parsers.splice(0).map((parser) => parser.destroy()));
});

async function read(po: PurchaseOrder) {
  const pdf = await renderPackingListPdf(po, tradeSeller);
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  parsers.push(parser);
  const text = await parser.getText();
  const info = await parser.getInfo();
  return { text: text.text, info: info.info as Record<string, unknown> };
}

describe('the packing list PDF (PRODUCT.md §19)', () => {
  it('is titled "Packing list" and names the consignee and the order', async () => {
    const { text, info } = await read(fixtureExportOrder());
    expect(info.Title).toBe('Packing list RM-000123');
    expect(text).toContain(t.title);
    expect(text).toContain(`${t.consignee}\nSchwabentech Präzisionsteile GmbH\nIndustriestraße 12`);
    expect(text).toContain('Order number RM-000123');
    expect(text).toContain('PO number 4500-17');
  });

  it('prints per line its pieces × length, quantity and unit, weight and heat number', async () => {
    const { text } = await read(fixtureExportOrder());
    expect(text).toContain('Tantalum wire 0.5 mm\nTI-BAR-0002\nGrade R05200');
    // A cut line: 7 pieces of 1,250 mm, 8.75 m, 26.8 kg, heat T-88412.
    expect(text).toContain('7 × 1,250 mm 8.75 m 26.8 kg T-88412');
    // A line by the piece: its pieces are its quantity; heat H70001.
    expect(text).toContain('11 pcs 11 pcs 21.4 kg H70001');
  });

  it('prints no prices', async () => {
    const { text } = await read(fixtureExportOrder());
    expect(text).not.toContain('€');
  });

  it('totals the lines, the pieces and the net and gross weights, leaving cancelled lines out', async () => {
    const po = fixtureExportOrder();
    const { text } = await read(po);
    expect(text).toContain(`${t.lines} 2`);
    expect(text).toContain(`${t.totalPieces} 18`);
    expect(text).toContain(`${t.netWeight} 48.2 kg`);
    expect(text).toContain(`${t.grossWeight} 50.61 kg`);

    const cancelled = fixtureLine(3, { status: 'cancelled', heatNumber: 'H-CANCELLED' });
    const withCancelled = await read(fixtureExportOrder({ lines: [...po.lines, cancelled] }));
    expect(withCancelled.text).not.toContain('H-CANCELLED');
    expect(withCancelled.text).toContain(`${t.lines} 2`);
  });
});
