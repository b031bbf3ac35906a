import type { Selectable } from 'kysely';

/** The store's conflict-minerals report of one metal (PRODUCT.md §19): a PDF or an XLSX. */
export interface ConflictMineralsReportsTable {
  metal: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Uint8Array;
  uploaded_by: string | null;
  created_at: string;
}

export type ConflictMineralsReportRow = Selectable<ConflictMineralsReportsTable>;
