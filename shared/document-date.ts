const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 23, 2026" of an ISO time (the store's times are UTC) or of a YYYY-MM-DD day. */
export function formatDocumentDate(isoTime: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(isoTime) ? `${isoTime}T00:00:00Z` : isoTime;
  return dateFormat.format(new Date(time));
}
