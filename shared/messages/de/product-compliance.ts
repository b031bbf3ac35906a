import { echo } from '../../echo.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { productCompliance } from '../product-compliance.ts';

// Functions where the English echoes a sent value: it is cut to 64 characters (PRODUCT.md §21).
export default {
  productCompliance: {
    section: 'Exportkontrolle',
    labels: {
      hsCode: 'HS-Code',
      countryOfOrigin: 'Ursprungsland',
      exportClassification: 'Exportklassifizierung',
      conflictMinerals: 'Enthält Konfliktmineralien (3TG)',
    },
    help: {
      hsCode: '6 bis 10 Ziffern; Punkte und Leerzeichen werden ignoriert (8108.90 30)',
      exportClassification: 'z. B. EAR99, 1C202, 9A991; leer bedeutet: nicht exportkontrolliert',
      conflictMinerals: 'Tantal, Zinn, Wolfram oder Gold',
    },
    reportLink: 'Bericht zu Konfliktmineralien',
    csv: {
      notBoolean: (column: string, cell: string) =>
        `${column}: „${echo(cell)}“ ist weder true noch false (yes/no, 1/0)`,
    },
    reports: {
      unknownMetal: (metal: string) => `Im Katalog gibt es kein Metall ${echo(metal)}`,
      notFound: 'Für dieses Metall ist kein Bericht zu Konfliktmineralien veröffentlicht',
      fileWords: 'ein PDF oder eine XLSX-Arbeitsmappe',
    },
    panel: {
      title: 'Berichte zu Konfliktmineralien',
      intro:
        'Ein Bericht pro Metall (PDF oder XLSX, zum Beispiel das CMRT). Die Seiten von Produkten mit Konfliktmineralien verlinken den Bericht ihres Metalls.',
      metal: 'Metall',
      current: 'Aktueller Bericht',
      none: 'Keiner',
      upload: 'Hochladen oder ersetzen',
      uploading: 'Wird hochgeladen…',
      uploaded: 'Bericht für {0} gespeichert',
      uploadedOn: 'hochgeladen am {0}',
      chooseFile: '{1, select, true {Bericht für {0} ersetzen} other {Bericht für {0} hochladen}}',
    },
  },
} satisfies { productCompliance: Translation<typeof productCompliance> };
