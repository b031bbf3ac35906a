/** An empty text box is an absent optional field, not an empty string. */
export const textOrUndefined = (value: unknown) => (value === '' || value == null ? undefined : value);

/** An empty number box is a missing number (the schema says so), not 0. */
export const numberOrNaN = (value: unknown) =>
  value === '' || value == null ? Number.NaN : typeof value === 'number' ? value : Number(value);

/** "US, CA mx" → ["US", "CA", "MX"]: ISO codes typed into one box. */
export const parseCodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** The first message among a field's errors, an array's own or one of its items'. */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const item of Object.values(error)) {
    const message = firstMessage(item);
    if (message) return message;
  }
  return undefined;
}
