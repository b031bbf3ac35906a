import { currentLanguage } from './current-language.ts';
import { numberFormat } from './format.ts';
import type { Language } from './languages.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A number typed in a text box the reader's way ("1,5" or "1.250,5" in German, "1 250,5" in French)
 * rewritten the way JavaScript reads it ("1.5", "1250.5"), whatever follows it (a unit) kept, for
 * Number() and parseQuantity. English text comes back as it was, read as it always was. Thousands
 * are read only in groups of three, so a German "2.5" is not 25: it stays "2.5". Text that is no
 * number also comes back as it was, for the caller's rules to refuse.
 */
export function typedNumber(text: string, language: Language = currentLanguage()): string {
  if (language === 'en') return text;
  const parts = numberFormat({}, language).formatToParts(12345.6);
  const symbol = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const group = symbol('group');
  // French groups with a narrow no-break space: any space a person types groups too.
  const groupPattern = /\s/.test(group) ? '\\s' : escaped(group);
  const number = `^(\\s*[-+]?)(\\d{1,3}(?:${groupPattern}\\d{3})+(?!\\d)|\\d*)(?:${escaped(symbol('decimal'))}(\\d*))?`;
  const match = new RegExp(number).exec(text);
  if (!match || !/\d/.test(match[0])) return text;
  const [read, sign, whole, fraction] = match;
  const decimals = fraction === undefined ? '' : `.${fraction}`;
  return `${sign}${whole!.replace(/\D/g, '')}${decimals}${text.slice(read.length)}`;
}
