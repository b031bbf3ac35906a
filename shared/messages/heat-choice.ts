import { localized } from '../i18n/localized.ts';
/** Words of the heat a buyer picks on the product page and the cart (PRODUCT.md §20 "Allocation"). */
export const heatChoice = localized(
  'heatChoice',
  {
    /** The select's label on the product page. */
    label: 'Heat',
    /** A cart row's select, named by its product. */
    labelOf: (name: string) => `Heat of ${name}`,
    /** No pin: the line takes the oldest lots first. */
    any: 'Any heat (oldest first)',
    /** One public heat: "H71234 — 120 pcs, EN 10204 3.1" (without a certificate: "H71234 — 120 pcs"). */
    option: (heatNumber: string, quantity: string, certificateType: string | null) =>
      `${heatNumber} — ${quantity}${certificateType ? `, ${certificateType}` : ''}`,
    /** A pinned heat that is no longer offered (sold out or hidden since): kept so the select can show it. */
    notOffered: (heatNumber: string) => `${heatNumber} (no longer offered)`,
    /** The cart line's pinned heat, read. */
    pinned: (heatNumber: string) => `Heat ${heatNumber}`,
  } as const,
  'heat-choice',
);
