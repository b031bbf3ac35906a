import type { Selectable } from 'kysely';

/** The company profile of docs/product/api.md#resources beside the identity user (name, email and picture live there). */
export interface ProfilesTable {
  user_id: string;
  /** Shown as "Company name" (docs/product/api.md#resources calls the field education). */
  education: string;
  location: string;
  phone: string;
  updated_at: string;
}

export type ProfileRow = Selectable<ProfilesTable>;
