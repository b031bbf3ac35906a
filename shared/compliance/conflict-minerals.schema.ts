import { z } from 'zod';

/*
 * The store's conflict-minerals reports (PRODUCT.md §19): one file per metal, uploaded by the
 * store's admins, downloaded by anyone from the product page of a product with `conflictMinerals`.
 */

/** What a report may be, judged from its bytes: a PDF, or an XLSX workbook (the RMI's CMRT is one). */
export const conflictMineralsContentTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** A report as GET /compliance/conflict-minerals lists it (the file itself is its own download). */
export const conflictMineralsReportSchema = z.object({
  metal: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type ConflictMineralsReport = z.infer<typeof conflictMineralsReportSchema>;

export const conflictMineralsReportsSchema = z.array(conflictMineralsReportSchema);

/** The path of a metal's report: the product page links it, the settings panel too. */
export const conflictMineralsReportPath = (metal: string) =>
  `/compliance/conflict-minerals/${encodeURIComponent(metal)}`;
