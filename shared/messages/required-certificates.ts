import { localized } from '../i18n/localized.ts';
/** Words of the certificates a line requires (PRODUCT.md §20). */
export const requiredCertificates = localized(
  'requiredCertificates',
  {
    /** The select on the product page and the cart. */
    label: 'Certificate',
    none: 'None',
    /** A cart row's select, named by its product. */
    labelOf: (name: string) => `Certificate of ${name}`,
    /** A cut line's requirement, read (it is chosen when the cut is added). */
    required: (type: string) => `Certificate: ${type}`,
    /** The option of the product's own type, "EN 10204 3.1" as the buyer reads it. */
    option: (type: string) => type,
    /** 409 of a ship while a line misses its certificate. */
    missingBeforeShip: (lineNo: number, name: string, requirement: string) =>
      `Line ${lineNo}, ${name}: a ${requirement} certificate is required before it ships`,
    /** The admin's order page, beside a line still without its certificate. */
    missingBadge: (requirement: string) => `${requirement} certificate missing`,
    /** The shipping mail, beside a line shipped with its certificate. */
    mailLink: 'Certificate',
  } as const,
  'required-certificates',
);
