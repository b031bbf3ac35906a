import type { Selectable } from 'kysely';
import type { SettingsSection } from '#shared/settings/settings.schema.ts';

/** One section of the store settings (migration 020): its whole value as JSON text. */
export interface StoreSettingsTable {
  section: SettingsSection;
  value: string;
  updated_at: string;
  /** The admin's email; null for the demo store's seeded values. */
  updated_by: string | null;
}

/** Every change of a section, as saved (migration 020). */
export interface StoreSettingsChangesTable {
  id: string;
  section: SettingsSection;
  value: string;
  at: string;
  actor: string | null;
}

export type StoreSettingsRow = Selectable<StoreSettingsTable>;
export type StoreSettingsChangeRow = Selectable<StoreSettingsChangesTable>;
