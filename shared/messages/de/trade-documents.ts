import type { Translation } from '../../i18n/translation.ts';
import type {
  commercialInvoiceTexts,
  documentsZipTexts,
  packingListTexts,
  tradeDocumentLinks,
} from '../trade-documents.ts';

export default {
  commercialInvoiceTexts: {
    title: 'Handelsrechnung',
    metadataTitle: 'Handelsrechnung {0}',
    fileName: 'Handelsrechnung-{0}.pdf',
    continued: 'Handelsrechnung {0} (Fortsetzung)',
    footer: 'Handelsrechnung {0} · Seite {1} von {2}',
    seller: 'Verkäufer / Exporteur',
    billTo: 'Rechnungsadresse',
    consignee: 'Empfänger',
    currency: 'Währung',
    invoiceDate: 'Datum',
    columns: {
      description: 'Beschreibung',
      hsCode: 'HS-Code',
      origin: 'Ursprung',
      quantity: 'Menge',
      netWeight: 'Nettogewicht',
      unitPrice: 'Einzelpreis',
      amount: 'Betrag',
      exportClassification: 'Exportklassif.',
    },
    grade: 'Güte {0}',
    standard: 'Norm {0}',
    notKnown: '—',
    netWeight: 'Nettogewicht',
    grossWeight: 'Bruttogewicht',
    grossWeightRule:
      'Bruttogewicht: Nettogewicht zuzüglich Verpackung von {0, number} % des Nettogewichts, mindestens {1, number} kg.',
    weightNotKnown: 'nicht bekannt',
    endUse: {
      heading: 'Endverbleibserklärung',
      endUser: 'Endverwender',
      country: 'Land der Endverwendung',
      purpose: 'Endverwendung',
    },
    declaration:
      'Wir erklären, dass die Angaben in dieser Rechnung wahr und richtig sind und dass der Inhalt dieser Sendung den obigen Angaben entspricht.',
    signature: 'Unterschrift',
    nameAndTitle: 'Name und Funktion',
    date: 'Datum',
  },
  packingListTexts: {
    title: 'Packliste',
    seller: 'Versender',
    consignee: 'Empfänger',
    buyer: 'Käufer',
    metadataTitle: 'Packliste {0}',
    fileName: 'Packliste-{0}.pdf',
    continued: 'Packliste {0} (Fortsetzung)',
    footer: 'Packliste {0} · Seite {1} von {2}',
    columns: {
      line: 'Pos.',
      description: 'Beschreibung',
      pieces: 'Stück × Länge',
      quantity: 'Menge',
      weight: 'Gewicht',
      heatNumber: 'Schmelze-Nr.',
    },
    grade: 'Güte {0}',
    notCut: '—',
    lines: 'Positionen',
    totalPieces: 'Stück',
    netWeight: 'Nettogewicht',
    grossWeight: 'Bruttogewicht',
    weightNotKnown: 'nicht bekannt',
  },
  documentsZipTexts: {
    fileName: 'Handelsdokumente-{0}.zip',
    entry: '{0}/{1}',
    certificate: (number, lineNo, fileName) =>
      `${number}/Zeugnisse/${lineNo === null ? '' : `Position-${lineNo}-`}${fileName}`,
  },
  tradeDocumentLinks: {
    heading: 'Handelsdokumente',
    commercialInvoice: 'Handelsrechnung',
    packingList: 'Packliste',
    allDocuments: 'Alle Dokumente (ZIP)',
    intro:
      'Für den Zoll und den Wareneingang: die Handelsrechnung, die Packliste und alle Dokumente der Bestellung in einer ZIP-Datei.',
  },
} satisfies {
  commercialInvoiceTexts: Translation<typeof commercialInvoiceTexts>;
  packingListTexts: Translation<typeof packingListTexts>;
  documentsZipTexts: Translation<typeof documentsZipTexts>;
  tradeDocumentLinks: Translation<typeof tradeDocumentLinks>;
};
