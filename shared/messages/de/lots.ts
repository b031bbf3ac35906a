import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { lots } from '../lots.ts';

export default {
  lots: {
    productNotFound: 'Produkt nicht gefunden',
    lotNotFound: 'Los nicht gefunden',
    heatNumber: 'Geben Sie die Schmelzennummer ein',
    heatTaken: 'Dieses Produkt hat bereits ein Los der Schmelze {0}',
    quantity: 'Geben Sie eine Menge von mindestens 0 ein',
    tooLarge: 'Die Menge ist zu groß',
    wholePieces: 'Eine Stückzahl muss eine ganze Zahl sein',
    receivedOn: 'Geben Sie das Eingangsdatum ein (JJJJ-MM-TT)',
    certificateType: 'Wählen Sie die Zeugnisart',
    publicFlag: 'Öffentlich: Geben Sie true oder false (yes oder no) an',
    certificateFile: 'Das Zeugnis muss ein PDF sein',
    typeWithoutFile: 'Eine Zeugnisart erfordert die zugehörige Datei',
    reason: 'Geben Sie den Grund für die Änderung des Loses an',
    delta: 'Geben Sie eine Änderung ungleich 0 ein',
    belowZero: 'Schmelze {0} enthält nur {1}: Ein Los kann nicht unter 0 fallen',
    barLot:
      'Schmelze {0} besteht aus Stangen: Ihr Bestand ändert sich, wenn Stangen zugeschnitten oder zurückgegeben werden, nicht durch eine Korrektur',
    unassignedShort:
      'Der Bestand von {0} ist auf Lose je Schmelze verteilt: Verringern Sie ihn durch die Korrektur eines Loses (sein nicht zugeordneter Bestand reicht nicht aus)',
    oneHeat: 'keine einzelne Schmelze deckt diese Menge: Eine Position wird aus einer einzigen Schmelze geliefert',
    notAllocated: 'die Lose dieses Produkts decken diese Menge nicht',
    unknownHeat: 'Dieses Produkt hat keine öffentliche Schmelze {0}',
    pinnedShort: 'Schmelze {0} deckt diese Menge nicht',
    editedReason: 'Produktbestand bearbeitet',
    importedReason: 'Katalogimport',
    csv: {
      notCsv: 'Senden Sie die Datei selbst als text/csv',
      missingColumn: 'Die Datei benötigt eine Spalte {0}',
      empty: 'Die Datei enthält keine Lose',
      tooManyRows: 'Die Datei enthält mehr als {0, number} Lose: Teilen Sie sie auf',
      row: 'Zeile {0}: {1}',
      unknownSku: 'kein Produkt hat die Artikelnummer {0}',
      repeatedHeat: 'Schmelze {0} dieses Produkts steht auch in Zeile {1}',
      imported: '{0, plural, one {# Los} other {# Lose}} eingebucht',
    },
    ui: {
      title: 'Lose',
      heat: 'Schmelze',
      quantity: 'Menge',
      received: 'Eingegangen',
      mill: 'Werk',
      certificate: 'Zeugnis',
      public: 'Öffentlich',
      notes: 'Notizen',
      none: 'Keine Lose',
      receive: 'Los einbuchen',
      adjust: 'Korrigieren',
      change: 'Änderung (+/−)',
      reason: 'Grund',
      save: 'Speichern',
      yes: 'Ja',
      no: 'Nein',
      importLots: 'Lose importieren',
      importTitle: 'Lose aus CSV importieren',
      importHelp:
        'Ein Los pro Zeile: sku, heat_number, quantity in der Einheit des Produkts (oder bar_length_mm und bar_count bei einem Produkt mit Zuschnitt auf Länge), received_on (JJJJ-MM-TT) sowie optional mill, public (yes oder no) und notes. Zuerst werden alle Zeilen geprüft: Ein Fehler nennt seine Zeile, und es wird nichts eingebucht. Zeugnisse hängen Sie im Abschnitt Lose des jeweiligen Produkts an.',
      importFile: 'CSV-Datei mit Losen',
      chooseFile: 'Wählen Sie eine CSV-Datei',
      close: 'Schließen',
      barLengthMm: 'Stangenlänge (mm)',
      barCount: 'Anzahl der Stangen',
      // A list of numbers, each in German digits: ICU has no list of numbers.
      bars: (lengthsMm: number[]) =>
        `Stangen: ${lengthsMm.map((mm) => formatNumber(mm, undefined, 'de')).join(', ')} mm`,
    },
  },
} satisfies { lots: Translation<typeof lots> };
