import type { Translation } from '../../i18n/translation.ts';
import type { addressTexts } from '../addresses.ts';

export default {
  addressTexts: {
    fields: {
      name: 'Nom',
      company: 'Entreprise',
      line1: 'Adresse (ligne 1)',
      line2: 'Adresse (ligne 2)',
      city: 'Ville',
      region: 'État / région',
      postalCode: 'Code postal',
      country: 'Pays',
      phone: 'Téléphone',
    },
    countryRequired: 'Choisissez un pays',
    chooseCountry: 'Choisissez un pays',
    chooseRegion: 'Choisissez un État ou une région',
    loadingCountries: 'Chargement de la liste des pays…',
    savedShipTo: 'Adresse de livraison enregistrée',
    keepShipTo: 'Enregistrer une adresse de livraison pour vos prochaines commandes, champ par champ',
    formatLegend: 'Mode de saisie de l’adresse',
    asText: 'La saisir sous forme de texte',
    byField: 'Champ par champ (pays, région, code postal)',
    line1Required: 'Saisissez l’adresse (numéro et rue)',
    cityRequired: 'Saisissez la ville',
    unknownCountry: '« {0} » n’est pas un code pays ISO 3166-1',
    unknownRegion: '« {0} » n’est pas une région de {1} (ISO 3166-2)',
  },
} satisfies { addressTexts: Translation<typeof addressTexts> };
