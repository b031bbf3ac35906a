import { currentLanguage } from './current-language.ts';
import { dateTimeFormat } from './format.ts';
import type { Language } from './languages.ts';

/*
 * Dates beside shared/i18n/format.ts rather than in it: pages of the first load format money, and
 * whatever format.ts holds is in the first load; dates are formatted by lazily loaded pages.
 */

/**
 * The length of the store's one date format in each language: English "November 25, 2026" as it
 * always was, German "25.11.2026" (PRODUCT.md §18), French "25/11/2026".
 */
const dateStyleOf: Record<Language, 'long' | 'medium' | 'short'> = { en: 'long', de: 'medium', fr: 'short' };

export interface DateFormatOptions {
  /** With the time of day (a timeline, a log): in `timeZone`, else the reader's own zone. */
  withTime?: boolean | undefined;
  /**
   * The zone a moment is read in. A day alone is read in UTC by default, the zone the store's
   * times are kept in: the same day on an invoice, in its mail and on the page, and the same
   * HTML from the server's renderer and the browser (docs/decisions/020).
   */
  timeZone?: string | undefined;
  /** The language to write it in; the one being rendered when absent. */
  language?: Language | undefined;
}

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The store's one date format per language (PRODUCT.md §18, §23: pages, mails and PDFs alike):
 * "November 25, 2026" ("… at 2:04 PM" with the time), "25.11.2026", "25/11/2026". A calendar day
 * (YYYY-MM-DD: a due date) is always that same day; else a moment (ISO 8601 or a Date). Anything
 * that is not a date comes back as it was given.
 */
export function formatDate(value: string | Date, options: DateFormatOptions = {}): string {
  const language = options.language ?? currentLanguage();
  const day = typeof value === 'string' && isCalendarDay(value);
  const date = typeof value === 'string' ? new Date(day ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const withTime = Boolean(options.withTime) && !day;
  const timeZone = day ? 'UTC' : (options.timeZone ?? (withTime ? undefined : 'UTC'));
  return dateTimeFormat(
    { dateStyle: dateStyleOf[language], ...(withTime && { timeStyle: 'short' }), timeZone },
    language,
  ).format(date);
}
