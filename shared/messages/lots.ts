/** Texts of heat lots (PRODUCT.md §20): the lots API's answers and the Edit product page's Lots section. */
export const lots = {
  productNotFound: 'Product not found',
  lotNotFound: 'Lot not found',
  heatNumber: 'Enter the heat number',
  heatTaken: (heat: string) => `This product already has a lot of heat ${heat}`,
  quantity: 'Enter a quantity of at least 0',
  tooLarge: 'The quantity is too large',
  wholePieces: 'A quantity of pieces is a whole number',
  receivedOn: 'Enter the date received (YYYY-MM-DD)',
  certificateType: 'Choose the certificate type',
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
    /** PRODUCT.md §20: a lot of bars, received as bar length × number of bars instead of a quantity. */
    barLengthMm: 'Bar length (mm)',
    barCount: 'Number of bars',
    /** "Bars: 3,000, 3,000, 1,750 mm". */
    bars: (lengthsMm: number[]) => `Bars: ${lengthsMm.map((mm) => mm.toLocaleString('en-US')).join(', ')} mm`,
  },
} as const;
