import { localized } from '../i18n/localized.ts';

/** The dashboard menu's items of lazily loaded areas (their own file: the menu's chunk carries only these). */
export const menus = localized(
  'menus',
  { compliance: 'Compliance', outbox: 'Outbox', settings: 'Store settings' } as const,
  'menus',
);
