import { z } from 'zod';
import { validation as v } from './messages/validation.ts';
import { isCleanMultiLine, isOneLine } from './one-line.ts';

/**
 * A field's name as a message says it, read when the message is made: a name read once, while the
 * schema's module loads, would stay English in every language (PRODUCT.md §18).
 */
export type Label = () => string;

/*
 * PRODUCT.md §21: a one-line text field refuses control characters (400 naming the field). The
 * forms and the server check with these same checks; which characters they refuse, and why, is
 * said in one-line.ts.
 */

/**
 * The check of every one-line text field, chained on its string schema after trim (so that a pasted
 * value's trailing newline is forgiven, a newline inside it is not):
 * `z.string().trim().max(35).check(oneLine(() => names.poNumber))`. `label` names the field in the message.
 */
export const oneLine = (label: Label) => z.refine<string>(isOneLine, { error: () => v.oneLine(label()) });

/** The check of every multi-line text field: newlines and tabs stay, other control characters are refused. */
export const multiLine = (label: Label) =>
  z.refine<string>(isCleanMultiLine, { error: () => v.noControlCharacters(label()) });
