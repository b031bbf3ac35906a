import { localized } from '../i18n/localized.ts';
/**
 * The keyset paging of GET /purchase-orders (`after`): the server's answer to a cursor it did not
 * make. Kept out of the shared/messages aggregate: only the server reads it.
 */
export const listCursor = localized(
  'listCursor',
  {
    badCursor: 'This page link is out of date: open the list from its first page.',
  },
  'list-cursor',
);
