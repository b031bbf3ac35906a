import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { budgets } from '../budgets.ts';

/** As ../budgets.ts's waitInWords: under a minute in seconds, else in whole minutes rounded up (ICU cannot round). */
function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 Sekunde' : `${formatNumber(whole, undefined, 'de')} Sekunden`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 Minute' : `${formatNumber(minutes, undefined, 'de')} Minuten`;
}

export default {
  budgets: {
    tryAgainIn: (seconds: number) => `Zu viele Anfragen. Versuchen Sie es in ${waitInWords(seconds)} erneut.`,
    quoteRequestsPerHour: (limit: number, seconds: number) =>
      `Sie können höchstens ${formatNumber(limit, undefined, 'de')} ${limit === 1 ? 'Angebot' : 'Angebote'} pro Stunde anfragen. Versuchen Sie es in ${waitInWords(seconds)} erneut.`,
    openQuotes:
      'Sie haben {0, plural, one {# Angebotsanfrage, die} other {# Angebotsanfragen, die}} auf unsere Antwort {0, plural, one {wartet} other {warten}}. Warten Sie eine Antwort ab oder ziehen Sie eine Anfrage zurück, bevor Sie eine weitere stellen.',
    verifiedEmailForUploads:
      'Bestätigen Sie Ihre E-Mail-Adresse, bevor Sie Dateien hochladen: Öffnen Sie den Link, den wir Ihnen gesendet haben.',
    uploadQuota:
      'Diese Datei passt nicht mehr in Ihren Speicherplatz von {0, number} MB für Dateien. Bitten Sie uns, Dateien zu entfernen, die Sie nicht mehr benötigen.',
  },
} satisfies { budgets: Translation<typeof budgets> };
