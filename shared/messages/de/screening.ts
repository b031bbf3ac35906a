import type { Translation } from '../../i18n/translation.ts';
import type { screening } from '../screening.ts';

export default {
  screening: {
    fileMissing: 'Wählen Sie die hochzuladende Sanktionsliste (CSV-Datei)',
    notUtf8: 'Die Sanktionsliste muss eine CSV-Datei in UTF-8 sein',
    notCsv: 'Die Sanktionsliste ist keine lesbare CSV-Datei: {0}',
    missingColumn: 'Der Sanktionsliste fehlt die Spalte „{0}“ (erforderlich: name, alt_names, country, source)',
    missingName: 'Zeile {0}: Die Spalte „name“ ist leer',
    noEntries: 'Die Sanktionsliste enthält keine Einträge',
    tooLarge: 'Die Sanktionsliste darf höchstens {0, number} MB groß sein',
    flag: 'Treffer der Sanktionslistenprüfung',
    flagDetail: '{0} ({1}), Score {2}',
    matchedAs: 'erkannt als „{0}“',
    panel: {
      heading: 'Liste für die Sanktionslistenprüfung',
      intro:
        'Namen von Firmen, Käufern und Lieferadressen werden beim Anlegen und Ändern einer Firma sowie an der Kasse mit dieser Liste abgeglichen. Laden Sie die US Consolidated Screening List (CSV) oder eine Datei mit deren Spalten hoch: name, alt_names, country, source.',
      entries: 'Einträge',
      fileName: 'Datei',
      uploadedAt: 'Hochgeladen am',
      none: 'Keine Liste hochgeladen: Es findet keine Prüfung statt.',
      fileLabel: 'Sanktionsliste (CSV)',
      upload: 'Liste hochladen',
      uploading: 'Wird hochgeladen…',
      remove: 'Liste entfernen',
      removing: 'Wird entfernt…',
      confirmRemove: 'Die Sanktionsliste entfernen? Bis eine neue Liste hochgeladen ist, findet keine Prüfung statt.',
      uploaded: 'Sanktionsliste hochgeladen: {0, plural, one {# Eintrag} other {# Einträge}}',
      removed: 'Sanktionsliste entfernt',
      downloadHint: 'Die US-Liste erhalten Sie unter data.trade.gov (consolidated.csv).',
    },
  },
} satisfies { screening: Translation<typeof screening> };
