import { echo } from '../../echo.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { catalogImport } from '../catalog-import.ts';

// Functions where the English echoes a cell or column of the file (cut to 64 characters,
// PRODUCT.md §21) or lists names: ICU can do neither.
const list = (names: readonly string[]) =>
  names.length > 10
    ? `${names.slice(0, 10).map(echo).join(', ')} und ${names.length - 10} weitere`
    : names.map(echo).join(', ');

export default {
  catalogImport: {
    notText:
      'Die Datei ist keine CSV-Textdatei (kein UTF-8-Text). Exportieren Sie die Tabelle als CSV (UTF-8) und versuchen Sie es erneut.',
    notCsv: 'Senden Sie die Datei selbst als text/csv',
    empty: 'Die Datei ist leer: Sie benötigt eine Kopfzeile und mindestens ein Produkt',
    noRows: 'Die Datei hat eine Kopfzeile, aber keine Produkte',
    tooManyRows: 'Die Datei enthält mehr als {0, number} Produkte; teilen Sie sie in kleinere Dateien auf',
    tooLarge: 'Die Datei ist größer als {0, number} MB; teilen Sie sie in kleinere Dateien auf',
    unreadable: (line: number | undefined) =>
      line === undefined
        ? 'Die Datei kann nicht als CSV gelesen werden'
        : `Die Datei kann ab Zeile ${line} nicht als CSV gelesen werden (ein nicht geschlossenes Anführungszeichen oder eine viel zu lange Zelle)`,
    unknownColumns: (names: readonly string[]) =>
      `${names.length === 1 ? 'Unbekannte Spalte' : 'Unbekannte Spalten'} in der Kopfzeile: ${list(names)}`,
    missingColumns: (names: readonly string[]) =>
      `${names.length === 1 ? 'Fehlende Spalte' : 'Fehlende Spalten'} in der Kopfzeile: ${list(names)}`,
    repeatedColumns: (names: readonly string[]) =>
      `${names.length === 1 ? 'Doppelt vorhandene Spalte' : 'Doppelt vorhandene Spalten'}: ${list(names)}`,
    invalidRows:
      '{0, plural, one {# Zeile kann nicht importiert werden; es wurde nichts geändert. Korrigieren Sie sie und importieren Sie erneut.} other {# Zeilen können nicht importiert werden; es wurde nichts geändert. Korrigieren Sie sie und importieren Sie erneut.}}',
    fixedPriceColumn: (name: string, currency: string, base: boolean) =>
      base
        ? `Spalte ${echo(name)}: ${currency} ist die Basiswährung, deren Preise in den Spalten price und priceBreaks stehen`
        : `Spalte ${echo(name)}: Der Shop verkauft nicht in ${currency}`,
    fixedBreaksWithoutPrice: '{0}: Staffelpreise erfordern einen Preis in {1}',
    cellCount: 'hat {0, plural, one {# Zelle} other {# Zellen}}, die Kopfzeile hat {1}',
    notANumber: (column: string, cell: string) => `${column}: „${echo(cell)}“ ist keine Zahl`,
    badPriceBreaks: (cell: string, column = 'priceBreaks') =>
      `${column}: „${echo(cell)}“ sind keine durch | getrennten Paare Menge:Preis (zum Beispiel 10:12.50|50:11.00)`,
    skuRequired: 'sku: Jede Zeile benötigt eine Artikelnummer (der Import ordnet die Produkte danach zu)',
    duplicateSku: (sku: string, row: number) => `sku: ${echo(sku)} steht bereits in Zeile ${row}`,
    skuCase: (sku: string, stored: string) =>
      `sku: ${echo(sku)} unterscheidet sich von der gespeicherten Artikelnummer ${echo(stored)} nur in der Groß- und Kleinschreibung; schreiben Sie sie genauso`,
    skuTakenMeanwhile:
      'Eine Artikelnummer aus der Datei wurde inzwischen von jemand anderem angelegt; erstellen Sie die Vorschau der Datei erneut',
    exportCsv: 'CSV exportieren',
    importCsv: 'CSV importieren',
    dialogTitle: 'Produkte aus CSV importieren',
    dialogHelp:
      'Die Zeilen werden über die Artikelnummer zugeordnet: Eine bekannte Artikelnummer aktualisiert das Produkt mit den Spalten der Datei, eine neue legt ein Produkt an. Geändert wird erst, wenn alle Zeilen gültig sind.',
    fileLabel: 'CSV-Datei',
    preview: 'Vorschau',
    previewing: 'Datei wird geprüft…',
    import: 'Importieren',
    importing: 'Wird importiert…',
    close: 'Schließen',
    chooseFile: 'Wählen Sie zuerst eine CSV-Datei',
    summary:
      '{0, plural, one {# Zeile} other {# Zeilen}}: {1, number} neu, {2, number} zu aktualisieren, {3, number} unverändert',
    errorSummary:
      '{0, plural, =0 {Keine Fehler: Die Datei kann importiert werden.} one {# Zeile mit Fehlern: Korrigieren Sie die Datei und erstellen Sie die Vorschau erneut.} other {# Zeilen mit Fehlern: Korrigieren Sie die Datei und erstellen Sie die Vorschau erneut.}}',
    errorsCaption: 'Zeilen, die nicht importiert werden können',
    changesCaption: 'Was der Import ändert',
    moreChanges: 'und {0, number} weitere',
    rowColumn: 'Zeile',
    skuColumn: 'Artikelnummer',
    nameColumn: 'Bezeichnung',
    actionColumn: 'Änderung',
    problemColumn: 'Problem',
    create: 'Neu anlegen',
    update: (fields: readonly string[]) => `Aktualisieren: ${fields.join(', ')}`,
    imported: 'Importiert: {0, plural, one {# Produkt} other {# Produkte}} hinzugefügt, {1, number} aktualisiert',
  },
} satisfies { catalogImport: Translation<typeof catalogImport> };
