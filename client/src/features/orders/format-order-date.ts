import { formatDate } from '#shared/format-date.ts';

/** A time (ISO 8601), such as an order's createdAt or an event's: the store's date format with the reader's time. */
export const formatOrderDate = (iso: string): string => formatDate(iso, { withTime: true });

/** A day (YYYY-MM-DD), the same day wherever the reader is. */
export const formatDay = (isoDay: string): string => formatDate(isoDay);
