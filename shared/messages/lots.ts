import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
/** Texts of heat lots (PRODUCT.md §20): the lots API's answers and the Edit product page's Lots section. */
export const lots = localized(
  'lots',
  {
    productNotFound: 'Product not found',
    lotNotFound: 'Lot not found',
    heatNumber: 'Enter the heat number',
    heatTaken: (heat: string) => `This product already has a lot of heat ${heat}`,
    quantity: 'Enter a quantity of at least 0',
    tooLarge: 'The quantity is too large',
    wholePieces: 'A quantity of pieces is a whole number',
    receivedOn: 'Enter the date received (YYYY-MM-DD)',
    certificateType: 'Choose the certificate type',
    publicFlag: 'Public is true or false (yes or no)',
    certificateFile: 'The certificate must be a PDF',
    typeWithoutFile: 'A certificate type needs its file',
    reason: 'Say why the lot changes',
    delta: 'Enter a change other than 0',
    belowZero: (heat: string, holds: string) => `Heat ${heat} holds only ${holds}: a lot never goes below 0`,
    barLot: (heat: string) =>
      `Heat ${heat} holds bars: its stock changes as its bars are cut or returned, not by an adjustment`,
    /** An edit of a product's total is a change of its UNASSIGNED lot; a decrease beyond that lot is refused. */
    unassignedShort: (name: string) =>
      `The stock of ${name} is in heat lots: lower it by adjusting a lot (its unassigned stock is too small)`,
    /** After the line's name (purchaseOrders.lineProblem): "Ti bar: no single heat holds …". */
    oneHeat: 'no single heat holds this quantity: the line comes from one heat',
    notAllocated: 'its heat lots do not hold this quantity',
    unknownHeat: (heat: string) => `This product has no public heat ${heat}`,
    /** After the line's name: "Ti bar: heat H-1 does not hold this quantity". */
    pinnedShort: (heat: string) => `heat ${heat} does not hold this quantity`,
    editedReason: 'Product stock edited',
    importedReason: 'Catalog import',
    /** POST /lots/import (CSV): every row checked before any is received; the first problem is the answer. */
    csv: {
      notCsv: 'Send the file itself as text/csv',
      missingColumn: (column: string) => `The file needs a ${column} column`,
      empty: 'The file has no lots',
      tooManyRows: (max: number) => `The file has more than ${max} lots: split it`,
      row: (row: number, problem: string) => `Row ${row}: ${problem}`,
      unknownSku: (sku: string) => `no product has SKU ${sku}`,
      repeatedHeat: (heat: string, row: number) => `heat ${heat} of this product is on row ${row} too`,
      imported: (count: number) => `${count} ${count === 1 ? 'lot' : 'lots'} received`,
    },
    ui: {
      title: 'Lots',
      heat: 'Heat',
      quantity: 'Quantity',
      received: 'Received',
      mill: 'Mill',
      certificate: 'Certificate',
      public: 'Public',
      notes: 'Notes',
      none: 'No lots',
      receive: 'Receive lot',
      adjust: 'Adjust',
      change: 'Change (+/−)',
      reason: 'Reason',
      save: 'Save',
      yes: 'Yes',
      no: 'No',
      importLots: 'Import lots',
      importTitle: 'Import lots from CSV',
      importHelp:
        'One lot a row: sku, heat_number, quantity in the product’s unit (or bar_length_mm and bar_count for a product cut to length), received_on (YYYY-MM-DD), and optionally mill, public (yes or no) and notes. Every row is checked first: a problem names its row and nothing is received. Attach certificates on each product’s Lots section.',
      importFile: 'Lots CSV file',
      chooseFile: 'Choose a CSV file',
      close: 'Close',
      /** PRODUCT.md §20: a lot of bars, received as bar length × number of bars instead of a quantity. */
      barLengthMm: 'Bar length (mm)',
      barCount: 'Number of bars',
      /** "Bars: 3,000, 3,000, 1,750 mm". */
      bars: (lengthsMm: number[]) => `Bars: ${lengthsMm.map((mm) => formatNumber(mm)).join(', ')} mm`,
    },
  } as const,
  'lots',
);
