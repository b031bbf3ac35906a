/**
 * Products and reviews have numeric keys that the API shows as text (`_id: "17"`). A route id
 * that is not such a key names nothing: callers answer 404, never 500.
 */
export function parseNumericId(id: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(id)) return undefined;
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : undefined;
}
