import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { lots } from '../lots.ts';

export default {
  lots: {
    productNotFound: 'Produit introuvable',
    lotNotFound: 'Lot introuvable',
    heatNumber: 'Saisissez le numéro de coulée',
    heatTaken: 'Ce produit a déjà un lot de la coulée {0}',
    quantity: 'Saisissez une quantité supérieure ou égale à 0',
    tooLarge: 'La quantité est trop élevée',
    wholePieces: 'Une quantité en pièces doit être un nombre entier',
    receivedOn: 'Saisissez la date de réception (AAAA-MM-JJ)',
    certificateType: 'Choisissez le type de certificat',
    publicFlag: 'Public : indiquez true ou false (yes ou no)',
    certificateFile: 'Le certificat doit être un PDF',
    typeWithoutFile: 'Un type de certificat nécessite son fichier',
    reason: 'Indiquez le motif de la modification du lot',
    delta: 'Saisissez une variation différente de 0',
    belowZero: 'La coulée {0} ne contient que {1} : un lot ne peut pas descendre sous 0',
    barLot:
      'La coulée {0} est en barres : son stock change lorsque ses barres sont coupées ou retournées, et non par un ajustement',
    unassignedShort:
      'Le stock de {0} est réparti en lots par coulée : diminuez-le en ajustant un lot (son stock non affecté est insuffisant)',
    oneHeat: 'aucune coulée ne couvre à elle seule cette quantité : une ligne provient d’une seule coulée',
    notAllocated: 'les lots de ce produit ne couvrent pas cette quantité',
    unknownHeat: 'Ce produit n’a pas de coulée publique {0}',
    pinnedShort: 'la coulée {0} ne couvre pas cette quantité',
    editedReason: 'Stock du produit modifié',
    importedReason: 'Import du catalogue',
    csv: {
      notCsv: 'Envoyez le fichier lui-même en text/csv',
      missingColumn: 'Le fichier doit contenir une colonne {0}',
      empty: 'Le fichier ne contient aucun lot',
      tooManyRows: 'Le fichier contient plus de {0, number} lots : scindez-le',
      row: 'Ligne {0} : {1}',
      unknownSku: 'aucun produit n’a la référence {0}',
      repeatedHeat: 'la coulée {0} de ce produit figure aussi à la ligne {1}',
      imported: '{0, plural, one {# lot réceptionné} other {# lots réceptionnés}}',
    },
    ui: {
      title: 'Lots',
      heat: 'Coulée',
      quantity: 'Quantité',
      received: 'Reçu le',
      mill: 'Usine',
      certificate: 'Certificat',
      public: 'Public',
      notes: 'Notes',
      none: 'Aucun lot',
      receive: 'Réceptionner un lot',
      adjust: 'Ajuster',
      change: 'Variation (+/−)',
      reason: 'Motif',
      save: 'Enregistrer',
      yes: 'Oui',
      no: 'Non',
      importLots: 'Importer des lots',
      importTitle: 'Importer des lots depuis un CSV',
      importHelp:
        'Un lot par ligne : sku, heat_number, quantity dans l’unité du produit (ou bar_length_mm et bar_count pour un produit en coupe à longueur), received_on (AAAA-MM-JJ) et, en option, mill, public (yes ou no) et notes. Toutes les lignes sont d’abord vérifiées : un problème indique sa ligne et rien n’est réceptionné. Joignez les certificats dans la section Lots de chaque produit.',
      importFile: 'Fichier CSV des lots',
      chooseFile: 'Choisissez un fichier CSV',
      close: 'Fermer',
      barLengthMm: 'Longueur de barre (mm)',
      barCount: 'Nombre de barres',
      // A list of numbers, each in French digits: ICU has no list of numbers.
      bars: (lengthsMm: number[]) =>
        `Barres : ${lengthsMm.map((mm) => formatNumber(mm, undefined, 'fr')).join(', ')} mm`,
    },
  },
} satisfies { lots: Translation<typeof lots> };
