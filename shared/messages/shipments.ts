import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
/** Texts of partial shipments (PRODUCT.md §22, docs/product/ordering.md#shipping): API answers, pages, mail. */
export const shipments = localized(
  'shipments',
  {
    /** The server's refusals of POST /purchase-orders/{id}/ship. */
    unknownLine: (lineId: string) => `Line ${lineId} is not a line of this order`,
    lineTwice: (lineNo: number) => `Line ${lineNo} is named twice: give each line once`,
    cancelledLine: (lineNo: number) => `Line ${lineNo} is cancelled and cannot ship`,
    unpaidLine: (lineNo: number) => `Line ${lineNo} is not paid yet and cannot ship`,
    nothingLeft: (lineNo: number) => `Line ${lineNo} has shipped in full already`,
    tooMuch: (lineNo: number, remaining: string) => `Line ${lineNo} has only ${remaining} left to ship`,
    wholePieces: (lineNo: number, lengthMm: number) =>
      `Line ${lineNo} is cut to length: it ships in whole pieces of ${formatNumber(lengthMm)} mm`,
    quantityPositive: 'Enter a quantity above 0 for each line that ships',
    emptyShipment: 'A shipment needs at least one line with a quantity above 0',
    nothingToShip: 'Nothing is left to ship on this order',
    notShippable: (status: string) => `A purchase order that is ${status} cannot ship`,
    /** The timeline's note of one shipment: "Shipment 2: UPS 1Z999 · TI-T-1 × 5, NB-W-2 × 2.5 m". */
    eventNote: (number: number, carrier: string | null, trackingNumber: string | null, what: string) =>
      `Shipment ${number}: ${[carrier, trackingNumber].filter(Boolean).join(' ') || 'no carrier'} · ${what}`,
    lineShipped: (sku: string, quantity: string) => `${sku} × ${quantity}`,
    /** Pages. */
    heading: 'Shipments',
    shipmentTitle: (number: number) => `Shipment ${number}`,
    shippedOn: 'Shipped',
    linesCaption: (number: number) => `Lines of shipment ${number}`,
    shippedColumn: 'Shipped',
    remainingColumn: 'To ship',
    noCarrier: 'No carrier given',
    packingTitle: (number: number) => `Packing list, shipment ${number}`,
    packingRemaining: 'Packing list, still to ship',
    /** The admin's ship dialog. */
    dialogLines: 'Lines to ship',
    dialogHint: 'Each line ships its remaining quantity unless you lower it; 0 leaves a line for a later shipment.',
    quantityLabel: (name: string, remaining: string) => `Quantity of ${name} to ship (${remaining} left)`,
    shipSelected: 'Ship these lines',
    /** The buyer's mail for each shipment. */
    mail: {
      subject: (number: string, shipment: number, poNumber: string | null) =>
        `Order ${number}: shipment ${shipment} is on its way${poNumber ? ` (your PO ${poNumber})` : ''}`,
      heading: (shipment: number) => `Shipment ${shipment} is on its way`,
      intro: (number: string, shipment: number) => `Shipment ${shipment} of order ${number} is on its way.`,
      stillToCome: 'Still to come',
      allShipped: 'This shipment completes your order.',
    },
  } as const,
  'shipments',
);
