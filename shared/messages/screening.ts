import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
/**
 * Texts of denied-party screening (PRODUCT.md §19): the list upload's answers, the company flag
 * on /dashboard/manageCompanies and the compliance staff's list panel. Only the dashboard pages
 * (loaded when opened), the server and tests read them.
 */
export const screening = localized(
  'screening',
  {
    // The upload's refusals: each names the row and column, so the file can be fixed where it is wrong.
    fileMissing: 'Choose the screening list file (CSV) to upload',
    notUtf8: 'The screening list must be a CSV file in UTF-8',
    notCsv: (detail: string) => `The screening list is not a readable CSV file: ${detail}`,
    missingColumn: (column: string) =>
      `The screening list has no "${column}" column (needed: name, alt_names, country, source)`,
    missingName: (row: number) => `Row ${row}: column "name" is empty`,
    noEntries: 'The screening list has no entries',
    tooLarge: (megabytes: number) => `The screening list may be at most ${megabytes} MB`,
    // The company flag.
    flag: 'Screening match',
    flagDetail: (entry: string, source: string, score: string) => `${entry} (${source}), score ${score}`,
    matchedAs: (name: string) => `matched as "${name}"`,
    // The list panel.
    panel: {
      heading: 'Denied-party screening list',
      intro:
        'Company, buyer and ship-to names are screened against this list at company creation and change and at checkout. Upload the US Consolidated Screening List (CSV) or a file with its columns: name, alt_names, country, source.',
      entries: 'Entries',
      fileName: 'File',
      uploadedAt: 'Uploaded',
      none: 'No list uploaded: nothing is screened.',
      fileLabel: 'Screening list (CSV)',
      upload: 'Upload list',
      uploading: 'Uploading…',
      remove: 'Remove list',
      removing: 'Removing…',
      confirmRemove: 'Remove the screening list? Nothing will be screened until a new one is uploaded.',
      uploaded: (entries: number) => `Screening list uploaded: ${formatNumber(entries)} entries`,
      removed: 'Screening list removed',
      downloadHint: 'The US list is downloaded from data.trade.gov (consolidated.csv).',
    },
  },
  'screening',
);
