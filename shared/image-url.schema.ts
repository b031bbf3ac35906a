import { z } from 'zod';
import { validation as v } from './messages/validation.ts';
import { type Label, oneLine } from './text.schema.ts';

export const imageUrlMax = 2048;

/** An http(s) URL, or a path on this site such as the shipped `/images/...` pictures. */
export const imageUrlSchema = (label: Label) =>
  z
    .string({ error: () => v.required(label()) })
    .trim()
    .min(1, { error: () => v.required(label()) })
    .max(imageUrlMax, { error: () => v.tooLong(label()) })
    // \S of the pattern below lets C1 controls and most C0 ones through.
    .check(oneLine(label))
    .refine((value) => /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value), {
      error: () => v.imageUrlScheme(label()),
    });
