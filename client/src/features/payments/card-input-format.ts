/** Card numbers run to 19 digits; shown in groups of four as printed on the card. */
const cardDigitsMax = 19;

export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, cardDigitsMax);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "MM/YY" as the buyer types: the slash comes by itself after the month, a single digit above 1
 * is taken as the month ("4" → "04/"), and deleting the slash deletes it (no trap at "MM/").
 */
export function formatExpiry(raw: string, previous = ''): string {
  const deleting = raw.length < previous.length;
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
