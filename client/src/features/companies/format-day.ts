const dayOf = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const calendarDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A moment (ISO 8601) as its day in the reader's time zone, or a calendar day (YYYY-MM-DD, a due
 * date) as that same day wherever the reader is.
 */
export function formatDay(value: string): string {
  const isCalendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isCalendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (isCalendarDay ? calendarDay : dayOf).format(date);
}
