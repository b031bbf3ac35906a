import type { Generated, Selectable } from 'kysely';

/** The company profile of docs/product/api.md#resources beside the identity user (name, email and picture live there). */
export interface ProfilesTable {
  user_id: string;
  /** Shown as "Company name" (docs/product/api.md#resources calls the field education). */
  education: string;
  location: string;
  phone: string;
  /** Ship-to address saved at checkout, offered again at the next one. */
  ship_to_address: Generated<string>;
  /** The same address structured (PRODUCT.md §16), JSON; null: none saved, or only as text. */
  ship_to_json: string | null;
  /** The currency the visitor chose in the navbar (PRODUCT.md §17); null: none. */
  currency: Generated<string | null>;
  /** The language the buyer chose (PRODUCT.md §18): their pages, mails and PDFs; null: none. */
  language: Generated<string | null>;
  updated_at: string;
}

export type ProfileRow = Selectable<ProfilesTable>;
