import type { Translation } from '../../i18n/translation.ts';
import type { errors } from '../errors.ts';

export default {
  errors: {
    notFound: 'Introuvable',
    productNotFound: 'Produit introuvable',
    unauthorized: 'Veuillez vous connecter pour continuer',
    forbidden: 'Vous n’êtes pas autorisé à effectuer cette action',
    internal: 'Une erreur s’est produite de notre côté. Veuillez réessayer',
    unavailable: 'La boutique est temporairement indisponible. Veuillez réessayer dans quelques instants',
    tooManyRequests: 'Trop de requêtes. Veuillez patienter un instant, puis réessayer',
    crossSite: 'Les requêtes provenant d’autres sites ne sont pas acceptées',
  },
} satisfies { errors: Translation<typeof errors> };
