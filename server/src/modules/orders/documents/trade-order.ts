import { documents } from '#shared/messages/documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { addressLines, billToTaxIdFact } from './order-facts.ts';
import { pdfText, printableOrder } from './pdf-text.ts';

const orNull = (text: string | null) => (text === null ? null : pdfText(text));

/**
 * The order with every text a trade document prints made printable in the standard fonts: what
 * the invoice prints (printableOrder) and the export facts it does not (grade, standard, export
 * classification, the end-use statement as the buyer typed it).
 */
export function printableTradeOrder(order: PurchaseOrder): PurchaseOrder {
  const po = printableOrder(order);
  return {
    ...po,
    lines: po.lines.map((line) => ({
      ...line,
      grade: orNull(line.grade),
      standard: orNull(line.standard),
      exportClassification: orNull(line.exportClassification),
    })),
    endUse: po.endUse && {
      endUser: pdfText(po.endUse.endUser),
      country: pdfText(po.endUse.country),
      purpose: pdfText(po.endUse.purpose),
    },
  };
}

/** The bill-to as printed lines: company, contact, address (each line once), tax IDs. */
export function billToLines(po: PurchaseOrder): string[] {
  const { billTo } = po;
  const heading = [billTo.company, billTo.name].filter((line): line is string => Boolean(line));
  const address = addressLines(billTo.address.address).filter((line) => !heading.includes(line));
  return [...new Set(heading), ...address, ...billTo.taxIds.map(billToTaxIdFact)];
}

/** The consignee: where the goods go (the ship-to) and the phone the carrier calls. */
export function consigneeLines(po: PurchaseOrder): string[] {
  return [...addressLines(po.shipTo.address), `${documents.labels.phone}: ${po.shipTo.phone}`];
}
