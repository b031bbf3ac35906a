import { formatDate } from '#shared/format-date.ts';

/** A moment's day or a calendar day (a due date), in the store's one date format (shared/format-date.ts). */
export const formatDay = (value: string): string => formatDate(value);
