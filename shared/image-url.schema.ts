import { z } from 'zod';

export const imageUrlMax = 2048;

/** An http(s) URL, or a path on this site such as the shipped `/images/...` pictures. */
export const imageUrlSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(imageUrlMax, `${label} is too long`)
    .refine((value) => /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value), {
      message: `${label} must start with http://, https:// or /`,
    });
