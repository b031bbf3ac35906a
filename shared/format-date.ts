/**
 * The one date format of the store (PRODUCT.md §23: one format per language, on pages, in mails
 * and in PDFs): "November 23, 2026", and with a time "November 23, 2026 at 3:04 PM". English is
 * the only language today; issue 33 passes the reader's locale. Intl only: no node:*, no DOM.
 */
export const defaultDateLocale = 'en-US';

export interface DateFormatOptions {
  /** A BCP 47 locale; the store's English when absent. */
  locale?: string | undefined;
  /** With the time of day (a timeline, a log): in `timeZone`, else the reader's own zone. */
  withTime?: boolean | undefined;
  /**
   * The zone a moment is read in. A day alone is read in UTC by default, the zone the store's
   * times are kept in: the same day on an invoice, in its mail and on the page, and the same
   * HTML from the server's renderer and the browser (docs/decisions/020).
   */
  timeZone?: string | undefined;
}

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${withTime ? 't' : 'd'}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' as const } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A calendar day (YYYY-MM-DD: a due date, a requested delivery day), always that same day, or a
 * moment (an ISO 8601 time or a Date). Anything that is not a date comes back as it was given.
 */
export function formatDate(value: string | Date, options: DateFormatOptions = {}): string {
  const { locale = defaultDateLocale, withTime = false } = options;
  const day = typeof value === 'string' && isCalendarDay(value);
  const date = typeof value === 'string' ? new Date(day ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const timeZone = day ? 'UTC' : (options.timeZone ?? (withTime ? undefined : 'UTC'));
  return formatOf(locale, withTime && !day, timeZone).format(date);
}
