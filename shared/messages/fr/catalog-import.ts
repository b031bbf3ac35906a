import { echo } from '../../echo.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { catalogImport } from '../catalog-import.ts';

// Functions where the English echoes a cell or column of the file (cut to 64 characters,
// PRODUCT.md §21) or lists names: ICU can do neither.
const list = (names: readonly string[]) =>
  names.length > 10
    ? `${names.slice(0, 10).map(echo).join(', ')} et ${names.length - 10} autres`
    : names.map(echo).join(', ');

export default {
  catalogImport: {
    notText:
      'Le fichier n’est pas un fichier texte CSV (ce n’est pas du texte UTF-8). Exportez la feuille au format CSV (UTF-8) et réessayez.',
    notCsv: 'Envoyez le fichier lui-même en text/csv',
    empty: 'Le fichier est vide : il lui faut une ligne d’en-tête et au moins un produit',
    noRows: 'Le fichier a une ligne d’en-tête mais aucun produit',
    tooManyRows: 'Le fichier contient plus de {0, number} produits ; scindez-le en fichiers plus petits',
    tooLarge: 'Le fichier dépasse {0, number} Mo ; scindez-le en fichiers plus petits',
    unreadable: (line: number | undefined) =>
      line === undefined
        ? 'Le fichier ne peut pas être lu comme CSV'
        : `Le fichier ne peut pas être lu comme CSV à partir de la ligne ${line} (guillemet non fermé ou cellule beaucoup trop longue)`,
    unknownColumns: (names: readonly string[]) =>
      `${names.length === 1 ? 'Colonne inconnue' : 'Colonnes inconnues'} dans la ligne d’en-tête : ${list(names)}`,
    missingColumns: (names: readonly string[]) =>
      `${names.length === 1 ? 'Colonne manquante' : 'Colonnes manquantes'} dans la ligne d’en-tête : ${list(names)}`,
    repeatedColumns: (names: readonly string[]) =>
      `${names.length === 1 ? 'Colonne présente deux fois' : 'Colonnes présentes deux fois'} : ${list(names)}`,
    invalidRows:
      '{0, plural, one {# ligne ne peut pas être importée ; rien n’a été modifié. Corrigez-la et relancez l’import.} other {# lignes ne peuvent pas être importées ; rien n’a été modifié. Corrigez-les et relancez l’import.}}',
    fixedPriceColumn: (name: string, currency: string, base: boolean) =>
      base
        ? `Colonne ${echo(name)} : ${currency} est la devise de base, dont les prix figurent dans les colonnes price et priceBreaks`
        : `Colonne ${echo(name)} : la boutique ne vend pas en ${currency}`,
    fixedBreaksWithoutPrice: '{0} : les prix dégressifs nécessitent un prix dans {1}',
    cellCount: 'compte {0, plural, one {# cellule} other {# cellules}}, la ligne d’en-tête en compte {1}',
    notANumber: (column: string, cell: string) => `${column} : « ${echo(cell)} » n’est pas un nombre`,
    badPriceBreaks: (cell: string, column = 'priceBreaks') =>
      `${column} : « ${echo(cell)} » n’est pas une suite de paires quantité:prix séparées par | (par exemple 10:12.50|50:11.00)`,
    skuRequired: 'sku : chaque ligne doit avoir une référence (l’import associe les produits par celle-ci)',
    duplicateSku: (sku: string, row: number) => `sku : ${echo(sku)} figure déjà à la ligne ${row}`,
    skuCase: (sku: string, stored: string) =>
      `sku : ${echo(sku)} ne diffère de la référence enregistrée ${echo(stored)} que par la casse ; écrivez-la de la même façon`,
    skuTakenMeanwhile:
      'Une référence du fichier a été ajoutée entre-temps par quelqu’un d’autre ; prévisualisez à nouveau le fichier',
    exportCsv: 'Exporter en CSV',
    importCsv: 'Importer un CSV',
    dialogTitle: 'Importer des produits depuis un CSV',
    dialogHelp:
      'Les lignes sont associées par référence : une référence connue met à jour ce produit avec les colonnes du fichier, une nouvelle référence ajoute un produit. Rien ne change tant que toutes les lignes ne sont pas valides.',
    fileLabel: 'Fichier CSV',
    preview: 'Aperçu',
    previewing: 'Vérification du fichier…',
    import: 'Importer',
    importing: 'Import en cours…',
    close: 'Fermer',
    chooseFile: 'Choisissez d’abord un fichier CSV',
    summary:
      '{0, plural, one {# ligne} other {# lignes}} : {1, number} à ajouter, {2, number} à mettre à jour, {3, plural, one {# inchangée} other {# inchangées}}',
    errorSummary:
      '{0, plural, =0 {Aucune erreur : le fichier peut être importé.} one {# ligne comporte des erreurs : corrigez le fichier et prévisualisez-le à nouveau.} other {# lignes comportent des erreurs : corrigez le fichier et prévisualisez-le à nouveau.}}',
    errorsCaption: 'Lignes qui ne peuvent pas être importées',
    changesCaption: 'Ce que l’import va modifier',
    moreChanges: 'et {0, number} autres',
    rowColumn: 'Ligne',
    skuColumn: 'Référence',
    nameColumn: 'Nom',
    actionColumn: 'Modification',
    problemColumn: 'Problème',
    create: 'Ajout',
    update: (fields: readonly string[]) => `Mise à jour : ${fields.join(', ')}`,
    imported: 'Import terminé : {0, plural, one {# produit ajouté} other {# produits ajoutés}}, {1, number} mis à jour',
  },
} satisfies { catalogImport: Translation<typeof catalogImport> };
