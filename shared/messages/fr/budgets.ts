import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/translation.ts';
import type { budgets } from '../budgets.ts';

/** As ../budgets.ts's waitInWords: under a minute in seconds, else in whole minutes rounded up (ICU cannot round). */
function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 seconde' : `${formatNumber(whole, undefined, 'fr')} secondes`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${formatNumber(minutes, undefined, 'fr')} minutes`;
}

export default {
  budgets: {
    tryAgainIn: (seconds: number) => `Trop de requêtes. Réessayez dans ${waitInWords(seconds)}.`,
    quoteRequestsPerHour: (limit: number, seconds: number) =>
      `Vous pouvez demander au plus ${formatNumber(limit, undefined, 'fr')} devis par heure. Réessayez dans ${waitInWords(seconds)}.`,
    openQuotes:
      'Vous avez {0, plural, one {# demande de devis} other {# demandes de devis}} en attente de notre réponse. Attendez une réponse ou retirez une demande avant d’en faire une nouvelle.',
    verifiedEmailForUploads:
      'Vérifiez votre adresse e-mail avant d’importer des fichiers : ouvrez le lien que nous vous avons envoyé.',
    uploadQuota:
      'Ce fichier ne tient pas dans vos {0, number} Mo de fichiers stockés. Demandez-nous de supprimer les fichiers dont vous n’avez plus besoin.',
  },
} satisfies { budgets: Translation<typeof budgets> };
