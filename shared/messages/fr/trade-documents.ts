import type { Translation } from '../../i18n/translation.ts';
import type {
  commercialInvoiceTexts,
  documentsZipTexts,
  packingListTexts,
  tradeDocumentLinks,
} from '../trade-documents.ts';

export default {
  commercialInvoiceTexts: {
    title: 'Facture commerciale',
    metadataTitle: 'Facture commerciale {0}',
    fileName: 'Facture-commerciale-{0}.pdf',
    continued: 'Facture commerciale {0} (suite)',
    footer: 'Facture commerciale {0} · Page {1} sur {2}',
    seller: 'Vendeur / exportateur',
    billTo: 'Adresse de facturation',
    consignee: 'Destinataire',
    currency: 'Devise',
    invoiceDate: 'Date',
    columns: {
      description: 'Désignation',
      hsCode: 'Code SH',
      origin: 'Origine',
      quantity: 'Quantité',
      netWeight: 'Poids net',
      unitPrice: 'Prix unitaire',
      amount: 'Montant',
      exportClassification: 'Classif. export',
    },
    grade: 'Nuance {0}',
    standard: 'Norme {0}',
    notKnown: '—',
    netWeight: 'Poids net',
    grossWeight: 'Poids brut',
    grossWeightRule:
      'Poids brut : poids net plus un emballage de {0, number} % du poids net, au minimum {1, number} kg.',
    weightNotKnown: 'inconnu',
    endUse: {
      heading: 'Déclaration d’utilisation finale',
      endUser: 'Utilisateur final',
      country: 'Pays d’utilisation finale',
      purpose: 'Utilisation finale',
    },
    declaration:
      'Nous déclarons que les informations figurant sur cette facture sont sincères et exactes et que le contenu de cet envoi est conforme aux indications ci-dessus.',
    signature: 'Signature',
    nameAndTitle: 'Nom et fonction',
    date: 'Date',
  },
  packingListTexts: {
    title: 'Liste de colisage',
    seller: 'Expéditeur',
    consignee: 'Destinataire',
    buyer: 'Acheteur',
    metadataTitle: 'Liste de colisage {0}',
    fileName: 'Liste-de-colisage-{0}.pdf',
    continued: 'Liste de colisage {0} (suite)',
    footer: 'Liste de colisage {0} · Page {1} sur {2}',
    columns: {
      line: 'Ligne',
      description: 'Désignation',
      pieces: 'Pièces × longueur',
      quantity: 'Quantité',
      weight: 'Poids',
      heatNumber: 'N° de coulée',
    },
    grade: 'Nuance {0}',
    notCut: '—',
    lines: 'Lignes',
    totalPieces: 'Pièces',
    netWeight: 'Poids net',
    grossWeight: 'Poids brut',
    weightNotKnown: 'inconnu',
  },
  documentsZipTexts: {
    fileName: 'Documents-commerciaux-{0}.zip',
    entry: '{0}/{1}',
    certificate: (number, lineNo, fileName) =>
      `${number}/Certificats/${lineNo === null ? '' : `Ligne-${lineNo}-`}${fileName}`,
  },
  tradeDocumentLinks: {
    heading: 'Documents commerciaux',
    commercialInvoice: 'Facture commerciale',
    packingList: 'Liste de colisage',
    allDocuments: 'Tous les documents (ZIP)',
    intro:
      'Pour la douane et la réception des marchandises : la facture commerciale, la liste de colisage et tous les documents de la commande dans un seul fichier ZIP.',
  },
} satisfies {
  commercialInvoiceTexts: Translation<typeof commercialInvoiceTexts>;
  packingListTexts: Translation<typeof packingListTexts>;
  documentsZipTexts: Translation<typeof documentsZipTexts>;
  tradeDocumentLinks: Translation<typeof tradeDocumentLinks>;
};
