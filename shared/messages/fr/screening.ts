import type { Translation } from '../../i18n/translation.ts';
import type { screening } from '../screening.ts';

export default {
  screening: {
    fileMissing: 'Choisissez le fichier de la liste de filtrage (CSV) à charger',
    notUtf8: 'La liste de filtrage doit être un fichier CSV en UTF-8',
    notCsv: 'La liste de filtrage n’est pas un fichier CSV lisible : {0}',
    missingColumn: 'La liste de filtrage n’a pas de colonne « {0} » (requises : name, alt_names, country, source)',
    missingName: 'Ligne {0} : la colonne « name » est vide',
    noEntries: 'La liste de filtrage ne contient aucune entrée',
    tooLarge: 'La liste de filtrage ne doit pas dépasser {0, number} Mo',
    flag: 'Correspondance de filtrage',
    flagDetail: '{0} ({1}), score {2}',
    matchedAs: 'identifié comme « {0} »',
    panel: {
      heading: 'Liste de filtrage des parties refusées',
      intro:
        'Les noms des entreprises, des acheteurs et des destinataires sont comparés à cette liste à la création et à la modification d’une entreprise ainsi qu’au passage de commande. Chargez la US Consolidated Screening List (CSV) ou un fichier avec ses colonnes : name, alt_names, country, source.',
      entries: 'Entrées',
      fileName: 'Fichier',
      uploadedAt: 'Chargée le',
      none: 'Aucune liste chargée : aucun filtrage n’est effectué.',
      fileLabel: 'Liste de filtrage (CSV)',
      upload: 'Charger la liste',
      uploading: 'Chargement…',
      remove: 'Supprimer la liste',
      removing: 'Suppression…',
      confirmRemove:
        'Supprimer la liste de filtrage ? Aucun filtrage n’aura lieu tant qu’une nouvelle liste n’aura pas été chargée.',
      uploaded: 'Liste de filtrage chargée : {0, plural, one {# entrée} other {# entrées}}',
      removed: 'Liste de filtrage supprimée',
      downloadHint: 'La liste américaine se télécharge sur data.trade.gov (consolidated.csv).',
    },
  },
} satisfies { screening: Translation<typeof screening> };
