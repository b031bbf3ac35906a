import { toOneLine } from './one-line.ts';

/** PRODUCT.md §21: an echoed value ("Unknown SKU: …") is cut to this many characters. */
export const echoMaxLength = 64;

/**
 * A value the caller sent, as a message repeats it back: on one line and at most 64 characters,
 * with "…" when it was cut, so that a 200 KB SKU is not answered in full (issue 26).
 */
export function echo(value: unknown): string {
  const text = String(value ?? '');
  // Cut before anything else touches the value; counted in code points, so no emoji is split in two.
  const characters = Array.from(text.slice(0, echoMaxLength * 2 + 1));
  const cut = characters.length > echoMaxLength;
  return toOneLine(cut ? characters.slice(0, echoMaxLength).join('') : text) + (cut ? '…' : '');
}
