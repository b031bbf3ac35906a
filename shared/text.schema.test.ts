import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { echo, echoMaxLength } from './echo.ts';
import { validation as v } from './messages/validation.ts';
import { isCleanMultiLine, isOneLine, toOneLine } from './one-line.ts';
import { multiLine, oneLine } from './text.schema.ts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
/** Every character class PRODUCT.md §21 refuses in a one-line field. */
const c0 = range(0x00, 0x1f);
const del = ['\u007f'];
const c1 = range(0x80, 0x9f);
const separators = ['\u2028', '\u2029'];
const controls = [...c0, ...del, ...c1, ...separators];
const newlines = ['\t', '\n', '\r'];

/** Text a person types: letters of several scripts, digits, punctuation, spaces, emoji; no controls. */
const printable = fc.string({ unit: 'grapheme', maxLength: 40 }).filter((s) => !/[\p{Cc}\u2028\u2029]/u.test(s));

describe('one-line text (PRODUCT.md §21)', () => {
  it('refuses every C0 control (tab, CR and LF too), DEL, every C1 control and U+2028/U+2029', () => {
    expect(controls).toHaveLength(32 + 1 + 32 + 2);
    for (const control of controls) {
      expect(isOneLine(`PO-1${control}Pay to: X`), `U+${control.codePointAt(0)!.toString(16)}`).toBe(false);
    }
  });

  it('refuses a control character wherever it stands, and takes any printable text', () => {
    fc.assert(
      fc.property(printable, fc.constantFrom(...controls), printable, (before, control, after) => {
        expect(isOneLine(before + control + after)).toBe(false);
        expect(isOneLine(before + after)).toBe(true);
      }),
    );
  });

  it('names the field in the message, after trim forgives a pasted trailing newline', () => {
    const poNumber = z
      .string()
      .trim()
      .max(35)
      .check(oneLine(() => 'PO number'));
    expect(poNumber.safeParse('PO-1\r\nPay to: X').error?.issues[0]?.message).toBe(v.oneLine('PO number'));
    expect(v.oneLine('PO number')).toBe('PO number must be one line of text, without control characters');
    expect(poNumber.parse('  PO-1\r\n')).toBe('PO-1');
    expect(poNumber.parse('Ti-6Al-4V ELI · Ø 25,4 mm — 東京 ✓')).toBe('Ti-6Al-4V ELI · Ø 25,4 mm — 東京 ✓');
  });
});

describe('multi-line text', () => {
  it('keeps tab, CR and LF but refuses every other control character and the Unicode separators', () => {
    for (const keep of newlines) expect(isCleanMultiLine(`line one${keep}line two`)).toBe(true);
    for (const control of controls.filter((c) => !newlines.includes(c))) {
      expect(isCleanMultiLine(`note${control}`), `U+${control.codePointAt(0)!.toString(16)}`).toBe(false);
    }
    const notes = z.string().check(multiLine(() => 'Notes'));
    expect(notes.safeParse('a\u0000b').error?.issues[0]?.message).toBe(v.noControlCharacters('Notes'));
  });
});

describe('values shown on one line', () => {
  it('turn each control character into a space', () => {
    expect(toOneLine('PO-1\r\nPay to: X')).toBe('PO-1  Pay to: X');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (value) => {
        const shown = toOneLine(value);
        expect(isOneLine(shown)).toBe(true);
        expect(Array.from(shown)).toHaveLength(Array.from(value).length);
      }),
    );
  });

  it('echo at most 64 characters of a value, on one line, marking a cut with …', () => {
    expect(echo('TI-BAR-12')).toBe('TI-BAR-12');
    const huge = 'X'.repeat(200 * 1024);
    expect(echo(huge)).toBe(`${'X'.repeat(echoMaxLength)}…`);
    expect(echo('a\nb')).toBe('a b');
    // Counted in characters: an emoji is never split into half a surrogate pair.
    expect(echo('🙂'.repeat(100))).toBe(`${'🙂'.repeat(64)}…`);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (value) => {
        const echoed = echo(value);
        expect(Array.from(echoed.replace(/…$/, '')).length).toBeLessThanOrEqual(echoMaxLength);
        expect(isOneLine(echoed)).toBe(true);
      }),
    );
  });
});
