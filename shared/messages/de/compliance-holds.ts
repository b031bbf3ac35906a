import type { Translation } from '../../i18n/translation.ts';
import type { complianceHolds } from '../compliance-holds.ts';

export default {
  complianceHolds: {
    embargoed:
      'Wir können nicht nach {0} liefern: Das Land unterliegt einem Exportembargo. Wählen Sie eine andere Lieferadresse.',
    endUseRequired:
      'Eine Endverbleibserklärung ist erforderlich: Diese Bestellung enthält exportkontrollierte Artikel, die ins Ausland versendet werden. Geben Sie den Endverwender, das Land der Endverwendung und die Endverwendung an und bestätigen Sie die Erklärung.',
    notHeld:
      'Diese Bestellung ist {0}: Nur eine zur Prüfung durch die Exportkontrolle angehaltene Bestellung kann freigegeben oder abgelehnt werden',
    onlyStoreAdmin: 'Nur die Exportkontrolle des Shops kann eine angehaltene Bestellung freigeben oder ablehnen',
    notPayableHeld:
      'Diese Bestellung ist zur Prüfung durch die Exportkontrolle angehalten: Sie kann bezahlt werden, sobald sie freigegeben ist.',
    noteRequired: 'Geben Sie an, warum die Bestellung freigegeben wird',
    reasonRequired: 'Geben Sie an, warum die Bestellung abgelehnt wird',
    placedHeld: 'Bestellung {0} aufgegeben: Sie ist zur Prüfung durch die Exportkontrolle angehalten',
    page: {
      heldTitle: 'Angehalten (Exportkontrolle)',
      reviewTitle: 'Prüfung durch die Exportkontrolle',
      heldBuyer:
        'Ihre Bestellung ist zur Prüfung durch die Exportkontrolle angehalten. Die Artikel sind für Sie reserviert; Sie können die Bestellung bezahlen, und wir können sie versenden, sobald die Prüfung sie freigibt. Wir informieren Sie per E-Mail über die Entscheidung.',
      released: 'Von der Exportkontrolle freigegeben ({0}, {1})',
      refused: 'Von der Exportkontrolle abgelehnt ({0}, {1})',
      reasons: 'Gründe für das Anhalten',
      endUseTitle: 'Endverbleibserklärung',
      endUser: 'Endverwender',
      endUseCountry: 'Land der Endverwendung',
      endUsePurpose: 'Endverwendung',
      release: 'Freigeben',
      refuse: 'Ablehnen',
      releaseTitle: 'Diese Bestellung freigeben',
      refuseTitle: 'Diese Bestellung ablehnen',
      refuseWarning:
        'Eine Ablehnung storniert die Bestellung und bucht die Ware in den Bestand zurück. Der Käufer erfährt den Grund.',
      noteLabel: 'Notiz',
      reasonLabel: 'Grund',
      cancel: 'Abbrechen',
      releasedToast: 'Bestellung freigegeben',
      refusedToast: 'Bestellung abgelehnt und storniert',
    },
    reasonWords: {
      party: { company: 'Firma', buyer: 'Käufer', shipToName: 'Empfängername', shipToCompany: 'Empfängerfirma' },
      // The English names the list only when the entry has a source; ICU cannot test for an empty text.
      screening: (party: string, name: string, entry: string, source: string, score: string) =>
        `${party} „${name}“ stimmt mit „${entry}“ überein (${source || 'Sanktionsliste'}, Score ${score})`,
      destination: 'Kontrollierte Artikel nach {0}: {1}',
    },
    checkout: {
      legend: 'Endverbleibserklärung',
      intro:
        'Einige Artikel dieser Bestellung unterliegen der Exportkontrolle und werden außerhalb unseres Heimatlandes versendet. Teilen Sie uns mit, wer sie wo und wofür verwenden wird.',
      endUser: 'Endverwender',
      country: 'Land der Endverwendung',
      purpose: 'Endverwendung',
      confirm: 'Ich bestätige, dass diese Endverbleibserklärung wahr und vollständig ist',
    },
    dashboard: {
      title: 'Exportkontrolle',
      heading: 'Zur Prüfung durch die Exportkontrolle angehaltene Bestellungen',
      none: 'Keine Bestellung ist zur Prüfung durch die Exportkontrolle angehalten.',
      order: 'Bestellung',
      buyer: 'Käufer',
      placed: 'Aufgegeben',
      total: 'Gesamtbetrag',
      reasons: 'Gründe',
      party: 'Partei',
      name: 'Name',
      entry: 'Listeneintrag',
      source: 'Quelle',
      score: 'Score',
      country: 'Land',
      lines: 'Kontrollierte Positionen',
    },
    mail: {
      holdSubject: 'Bestellung {0} zur Prüfung durch die Exportkontrolle angehalten',
      holdHeading: 'Eine Bestellung ist zur Prüfung durch die Exportkontrolle angehalten',
      holdIntro:
        'Die Bestellung {0} von {1} ist zur Prüfung durch die Exportkontrolle angehalten. Geben Sie sie auf der Seite Exportkontrolle frei oder lehnen Sie sie dort ab.',
      holdAction: 'Seite Exportkontrolle öffnen',
      reason: 'Grund',
      heldNextStep:
        'Ihre Bestellung ist zur Prüfung durch die Exportkontrolle angehalten. Die Artikel sind für Sie reserviert; wir informieren Sie per E-Mail, sobald sie freigegeben ist und bezahlt werden kann.',
      releasedSubject: 'Ihre Bestellung {0} wurde freigegeben',
      releasedIntro:
        'Ihre Bestellung {0} hat unsere Exportkontrollprüfung bestanden und wird weiter bearbeitet: Öffnen Sie sie, um die nächsten Schritte zu sehen.',
      releasedAction: 'Bestellung ansehen',
      refusedSubject: 'Ihre Bestellung {0} wurde storniert',
      refusedIntro:
        'Ihre Bestellung {0} hat unsere Exportkontrollprüfung nicht bestanden und wurde storniert: {1}. Es wurde nichts berechnet.',
      refusedAction: 'Bestellung ansehen',
    },
  },
} satisfies { complianceHolds: Translation<typeof complianceHolds> };
