import type { Translation } from '../../i18n/translation.ts';
import type { menus } from '../menus.ts';

export default {
  menus: { compliance: 'Conformité export', outbox: 'Boîte d’envoi', settings: 'Paramètres de la boutique' },
} satisfies { menus: Translation<typeof menus> };
