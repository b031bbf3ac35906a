import type { Selectable } from 'kysely';

/** One entry of the store's denied-party list (migration 025): the US Consolidated Screening List's columns we read. */
export interface ScreeningEntriesTable {
  /** The entry's row in the uploaded file, from 1. */
  position: number;
  name: string;
  /** The file's `alt_names` as given: names separated by `;`. */
  alt_names: string;
  country: string;
  source: string;
}

/**
 * The one list row: what was uploaded, when and by whom; its id grows with each change (caches see it). No row:
 * never a list; 0 entries: removed (screening/screening-list.repository.ts).
 */
export interface ScreeningListsTable {
  id: number;
  file_name: string;
  entries: number;
  uploaded_by: string | null;
  uploaded_at: string;
}

export type ScreeningEntryRow = Selectable<ScreeningEntriesTable>;
