const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A moment (ISO 8601) as its day in the reader's locale and time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}
