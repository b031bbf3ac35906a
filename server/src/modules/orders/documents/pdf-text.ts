import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { InvoiceSeller, SellerBilling } from '../../../seller.ts';

/**
 * The standard PDF fonts (Helvetica, ADR 009) encode Windows-1252 only; pdfkit prints any other
 * character as unrelated glyphs. Symbols a metals catalog uses get their ASCII spelling, and the
 * rest a visible "?" instead of garbage.
 */
const spelled: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
  '⌀': 'Ø',
  // French digit grouping ("1 234,50 €", Intl's fr-FR): a space that does not break, as it was.
  '\u202F': '\u00A0',
};
// Windows-1252's characters above Latin-1's control range (0x80–0x9F).
const windows1252Extra = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function printableChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || '\t\r\n'.includes(char)) return char;
  if (windows1252Extra.has(char)) return char;
  return spelled[char] ?? '?';
}

export function pdfText(text: string): string {
  return Array.from(text.normalize('NFC'), printableChar).join('');
}

function pdfTextOrNull(text: string | null): string | null {
  return text === null ? null : pdfText(text);
}

/** A record of texts people typed (an address, the remittance details), every one printable. */
function printableFields<A extends Record<string, string | undefined>>(address: A): A {
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [key, value === undefined ? value : pdfText(value)]),
  ) as A;
}

/** The order with every text a person typed made printable in the standard fonts. */
export function printableOrder(po: PurchaseOrder): PurchaseOrder {
  return {
    ...po,
    poNumber: pdfTextOrNull(po.poNumber),
    buyer: { email: pdfText(po.buyer.email), name: pdfText(po.buyer.name), company: pdfText(po.buyer.company) },
    shipTo: printableFields(po.shipTo),
    billTo: {
      ...po.billTo,
      name: pdfText(po.billTo.name),
      ...(po.billTo.company === undefined ? {} : { company: pdfText(po.billTo.company) }),
      address: printableFields(po.billTo.address),
      taxIds: po.billTo.taxIds.map(pdfText),
    },
    transactionId: pdfTextOrNull(po.transactionId),
    incotermPlace: pdfTextOrNull(po.incotermPlace),
    carrierAccount: pdfTextOrNull(po.carrierAccount),
    freightCarrier: pdfTextOrNull(po.freightCarrier),
    freightNote: pdfTextOrNull(po.freightNote),
    // Labels are the store's settings; a note may hold an exemption certificate's number as typed.
    taxLines: po.taxLines.map((line) => ({ ...line, label: pdfText(line.label) })),
    taxNote: pdfTextOrNull(po.taxNote),
    lines: po.lines.map((line) => ({
      ...line,
      sku: pdfTextOrNull(line.sku),
      name: pdfText(line.name),
      heatNumber: pdfTextOrNull(line.heatNumber),
    })),
  };
}

export function printableSeller(seller: InvoiceSeller): InvoiceSeller {
  return { name: pdfText(seller.name), addressLines: seller.addressLines.map(pdfText), email: pdfText(seller.email) };
}

/** The store's tax IDs and remittance details, as its admins typed them, printable. */
export function printableBilling(billing: SellerBilling): SellerBilling {
  const { remittance } = billing;
  return {
    taxIds: billing.taxIds.map(({ label, taxId }) => ({ label: pdfText(label), taxId: pdfText(taxId) })),
    remittance: remittance && printableFields(remittance),
  };
}
