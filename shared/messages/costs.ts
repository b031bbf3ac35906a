import { localized } from '../i18n/localized.ts';
/** What the store says about what an order costs: tax notes, freight to be quoted, Incoterms (PRODUCT.md §16). */
export const costTexts = localized(
  'costTexts',
  {
    taxNotes: {
      exempt: (certificate: string) => `Exempt: certificate ${certificate}`,
      reverseCharge: 'Reverse charge: VAT to be accounted for by the recipient',
      export: 'Export: zero-rated',
      notRegistered: (place: string) => `Not taxed: no registration for ${place}`,
    },
    /** Why the store quotes the freight after the order, one sentence per reason. */
    freightPending: {
      zoneQuoted: (zone: string) => `Freight to ${zone} is quoted by the store after the order`,
      noZone: 'The store does not ship to this address at a list rate',
      weightUnknown: (lines: string) => `The weight of ${lines.includes(',') ? 'lines' : 'line'} ${lines} is not known`,
      overParcelWeight: (kg: string, maxKg: string) => `${kg} is more than one parcel takes (${maxKg})`,
      overLastRate: (kg: string) => `${kg} is more than the heaviest rate to this address`,
      pieceTooLong: (mm: number, maxMm: number) => `A ${mm} mm piece is longer than a parcel takes (${maxMm} mm)`,
    },
    incotermNotOffered: (incoterm: string, scope: 'domestic' | 'export', offered: string) =>
      `${incoterm} is not offered for ${scope} orders; choose ${offered}`,
  },
  'costs',
);

/** The freight a store admin sets (POST /purchase-orders/{id}/freight) and what it unblocks. */
export const freightTexts = localized(
  'freightTexts',
  {
    notPending: 'This order has no freight to be quoted: its freight is already set or not charged',
    onlyStoreAdmin: 'Only a store admin sets the freight',
    closed: (status: string) => `The freight of an order that is ${status} cannot be set`,
    payAfterFreight: 'The store has not quoted this order’s freight yet; you can pay once it is set',
    invoiceAfterFreight: 'The invoice is issued once the store has quoted the freight',
    mail: {
      subject: (number: string) => `Freight for ${number} is set`,
      text: (number: string, freight: string, carrier: string, note: string, total: string, link: string) =>
        [
          `The freight of your order ${number} is set: ${freight}${carrier ? ` (${carrier})` : ''}.`,
          ...(note ? [`Note: ${note}`] : []),
          `Order total: ${total}.`,
          `See the order and pay: ${link}`,
        ].join('\n'),
    },
  },
  'costs',
);
