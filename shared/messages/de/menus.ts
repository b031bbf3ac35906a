import type { Translation } from '../../i18n/translation.ts';
import type { menus } from '../menus.ts';

export default {
  menus: { compliance: 'Exportkontrolle', outbox: 'Postausgang', settings: 'Shop-Einstellungen' },
} satisfies { menus: Translation<typeof menus> };
