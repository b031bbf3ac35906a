/**
 * Texts of a product's export facts and the store's conflict-minerals reports (PRODUCT.md §19):
 * the admin forms, the product page's specification, the CSV import, the reports' routes and the
 * settings panel. Kept out of `messages` (shared/messages.ts), which the first load carries.
 */
import { echo } from '../echo.ts';
import { localized } from '../i18n/localized.ts';

export const productCompliance = localized(
  'productCompliance',
  {
    /** The admin forms' section and the product page's specification rows. */
    section: 'Export compliance',
    labels: {
      hsCode: 'HS code',
      countryOfOrigin: 'Country of origin',
      exportClassification: 'Export classification',
      conflictMinerals: 'Contains conflict minerals (3TG)',
    },
    help: {
      hsCode: '6 to 10 digits; dots and spaces are ignored (8108.90 30)',
      exportClassification: 'e.g. EAR99, 1C202, 9A991; empty means not controlled',
      conflictMinerals: 'Tantalum, tin, tungsten or gold',
    },
    /** The product page's link to its metal's report. */
    reportLink: 'Conflict minerals report',

    /** The CSV import's cell problems (the row is named by the import). */
    csv: {
      notBoolean: (column: string, cell: string) => `${column}: "${echo(cell)}" is not true or false (yes/no, 1/0)`,
    },

    /** Routes of the conflict-minerals reports. */
    reports: {
      unknownMetal: (metal: string) => `There is no metal ${echo(metal)} in the catalog`,
      notFound: 'No conflict-minerals report is published for this metal',
      /** "The file must be a PDF or an XLSX workbook" (readUpload's words). */
      fileWords: 'a PDF or an XLSX workbook',
    },

    /** The settings page's panel. */
    panel: {
      title: 'Conflict-minerals reports',
      intro:
        'One report per metal (PDF or XLSX, for example the CMRT). Product pages of products containing conflict minerals link the report of their metal.',
      metal: 'Metal',
      current: 'Current report',
      none: 'None',
      upload: 'Upload or replace',
      uploading: 'Uploading…',
      uploaded: (metal: string) => `Report for ${metal} saved`,
      uploadedOn: (date: string) => `uploaded ${date}`,
      /** The file input's name, read out by screen readers. */
      chooseFile: (metal: string, replace: boolean) =>
        replace ? `Replace the report for ${metal}` : `Upload a report for ${metal}`,
    },
  } as const,
  'product-compliance',
);
