import { localized } from '../i18n/localized.ts';
/**
 * The certificate portal's words (PRODUCT.md §20): the page /dashboard/certificates, its menu item
 * and the answers of GET /certificates and POST /documents/zip. Kept out of the shared/messages
 * aggregate: only the lazy page and the server read them.
 */
export const certificatePortal = localized(
  'certificatePortal',
  {
    menu: 'Certificates',
    title: 'Mill certificates',
    intro:
      'Every mill certificate of your orders. Find one by heat, order, PO number or grade, then download one file or a ZIP of several.',
    search: 'Search by heat, order, PO number or grade',
    searchPlaceholder: 'e.g. H-1234, RM-000123, PO-77 or 6Al-4V',
    caption: 'Certificates of your orders',
    columns: {
      select: 'Select',
      heatNumber: 'Heat number',
      product: 'Product',
      grade: 'Grade',
      standard: 'Standard',
      type: 'Type',
      order: 'Order',
      poNumber: 'PO number',
      date: 'Date',
      file: 'File',
    },
    /** The checkbox of one row, read by a screen reader: "Select certificate of heat H-1234, RM-000123". */
    selectRow: (heat: string, orderNumber: string) => `Select certificate of heat ${heat}, ${orderNumber}`,
    selectAll: 'Select every certificate on this page',
    noHeat: 'none',
    none: '—',
    downloadSelected: 'Download selected (ZIP)',
    selectedCount: (n: number) => (n === 1 ? '1 certificate selected' : `${n} certificates selected`),
    empty: 'No certificates yet: they appear here once the store attaches them to the lines of your orders.',
    noMatch: (q: string) => `No certificate matches “${q}”.`,
    /** The ZIP's file name: Certificates-2026-11-29.zip. */
    zipFileName: (day: string) => `Certificates-${day}.zip`,
    /** A ZIP entry: RM-000123/H-1234-cert.pdf, or RM-000123/Line-2-cert.pdf for a line without a heat number. */
    zipEntry: (orderNumber: string, heatOrLine: string, fileName: string) => `${orderNumber}/${heatOrLine}-${fileName}`,
    lineLabel: (lineNo: number) => `Line-${lineNo}`,
    /** POST /documents/zip: one of the ids is no certificate the caller may read. */
    notFound: 'Certificate not found',
    idsRequired: 'Choose at least one certificate',
    tooManyIds: (max: number) => `Choose at most ${max} certificates at once`,
  } as const,
  'certificate-portal',
);
