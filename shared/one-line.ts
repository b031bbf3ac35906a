/*
 * PRODUCT.md §21: which characters a one-line and a multi-line text may hold, and a stored value
 * shown on one line. No zod here: messages (echo.ts) and the mail templates use it too.
 */

/**
 * What a one-line field refuses: every C0 control (tab, CR and LF among them), DEL and the C1
 * controls (Unicode's Cc category is exactly U+0000–U+001F and U+007F–U+009F), and the Unicode
 * line and paragraph separators, which some mail readers and editors break lines at. A PO number
 * with a line break would otherwise become extra lines of the buyer's text in a plain-text mail
 * ("Pay to: …", issue 26).
 */
const notOneLine = /[\p{Cc}\u2028\u2029]/u;

/**
 * What a multi-line field (notes, descriptions, reviews, an address) refuses: the same, except the
 * tab, CR and LF that a typed or pasted text carries (a textarea sends CRLF or LF; a paste from a
 * spreadsheet has tabs). NUL, escape sequences, backspaces and the other controls have no place in
 * text a person writes; they only hide or rewrite what a reader of a mail, a PDF or a CSV sees.
 * The Unicode separators stay refused: a line break here is a newline.
 */
const notMultiLine = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;

/** True when the text is one line without control characters. */
export function isOneLine(text: string): boolean {
  return !notOneLine.test(text);
}

/** True when the text holds no control characters other than tab, CR and LF. */
export function isCleanMultiLine(text: string): boolean {
  return !notMultiLine.test(text);
}

/**
 * A stored value shown where it must stay on one line (a plain-text mail's "PO number: …"): each
 * control character or separator becomes a space. Values stored before the fields were checked may
 * still hold a newline.
 */
export function toOneLine(value: unknown): string {
  return String(value ?? '').replace(/[\p{Cc}\u2028\u2029]/gu, ' ');
}
