import { echo } from '../../echo.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { productCompliance } from '../product-compliance.ts';

// Functions where the English echoes a sent value: it is cut to 64 characters (PRODUCT.md §21).
export default {
  productCompliance: {
    section: 'Conformité export',
    labels: {
      hsCode: 'Code SH',
      countryOfOrigin: 'Pays d’origine',
      exportClassification: 'Classification export',
      conflictMinerals: 'Contient des minerais de conflit (3TG)',
    },
    help: {
      hsCode: '6 à 10 chiffres ; les points et les espaces sont ignorés (8108.90 30)',
      exportClassification: 'p. ex. EAR99, 1C202, 9A991 ; vide signifie non contrôlé',
      conflictMinerals: 'Tantale, étain, tungstène ou or',
    },
    reportLink: 'Rapport sur les minerais de conflit',
    csv: {
      notBoolean: (column: string, cell: string) =>
        `${column} : « ${echo(cell)} » n’est ni true ni false (yes/no, 1/0)`,
    },
    reports: {
      unknownMetal: (metal: string) => `Le catalogue ne contient aucun métal ${echo(metal)}`,
      notFound: 'Aucun rapport sur les minerais de conflit n’est publié pour ce métal',
      fileWords: 'un PDF ou un classeur XLSX',
    },
    panel: {
      title: 'Rapports sur les minerais de conflit',
      intro:
        'Un rapport par métal (PDF ou XLSX, par exemple le CMRT). Les pages des produits contenant des minerais de conflit renvoient au rapport de leur métal.',
      metal: 'Métal',
      current: 'Rapport actuel',
      none: 'Aucun',
      upload: 'Charger ou remplacer',
      uploading: 'Chargement…',
      uploaded: 'Rapport pour {0} enregistré',
      uploadedOn: 'chargé le {0}',
      chooseFile: '{1, select, true {Remplacer le rapport pour {0}} other {Charger un rapport pour {0}}}',
    },
  },
} satisfies { productCompliance: Translation<typeof productCompliance> };
