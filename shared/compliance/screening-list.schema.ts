import { z } from 'zod';

/**
 * `GET`, `POST` and `DELETE /compliance/screening-list` (PRODUCT.md §19): the store's denied-party
 * list as the compliance staff see it. `entries` is how many rows it holds; `uploadedAt` null when
 * no list is uploaded (then nothing is screened).
 */
export const screeningListAnswerSchema = z.object({
  entries: z.number().int(),
  uploadedAt: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type ScreeningListAnswer = z.infer<typeof screeningListAnswerSchema>;

/** The columns a list must have (the US Consolidated Screening List's names); others are ignored. */
export const screeningListColumns = ['name', 'alt_names', 'country', 'source'] as const;

/** The real CSL file is over 10 MB: room for it to grow. */
export const maxScreeningListBytes = 40 * 1024 * 1024;
