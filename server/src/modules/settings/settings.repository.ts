import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { settingsDefaults } from '#shared/settings/settings-defaults.ts';
import type { SectionSettings, SettingsSection } from '#shared/settings/settings.schema.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

/** A section as `GET /settings/{section}` answers it: the value plus who changed it last and when. */
export type SettingsAnswer<S extends SettingsSection> = SectionSettings<S> & {
  updatedAt: string | null;
  updatedBy: string | null;
};

/**
 * One section as the store applies it now, read with `db` or inside a caller's transaction `trx`
 * (checkout reads tax and shipping in its own, so one order never sees two versions). A section
 * never saved answers its defaults. Stored values were validated by the same shared schema when
 * saved; a schema change that needs old values changed comes with a migration.
 */
export async function readSettings<S extends SettingsSection>(
  db: Kysely<Database>,
  section: S,
): Promise<SectionSettings<S>> {
  return (await readSettingsAnswer(db, section)).value;
}

/**
 * A section as stored, else its defaults; a field added to a section after it was saved
 * (`remnantDiscountPercent`, PRODUCT.md §20) reads as its default.
 */
function withDefaults<S extends SettingsSection>(section: S, stored: string | undefined): SectionSettings<S> {
  if (stored === undefined) return structuredClone(settingsDefaults[section]);
  // Only a missing field is copied from the defaults: cloning them all cost a checkout ~2 % of its
  // CPU (four sections read by the quote and again by the order, issue 31).
  const value = JSON.parse(stored) as Record<string, unknown>;
  for (const [field, fallback] of Object.entries(settingsDefaults[section]))
    if (!(field in value)) value[field] = structuredClone(fallback);
  return value as SectionSettings<S>;
}

/** Several sections in one statement (checkout reads shipping and tax in its transaction). */
export async function readSettingsSections<const S extends readonly SettingsSection[]>(
  db: Kysely<Database>,
  sections: S,
): Promise<{ [K in keyof S]: SectionSettings<S[K]> }> {
  const rows = await db
    .selectFrom('store_settings')
    .select(['section', 'value'])
    .where('section', 'in', [...sections])
    .execute();
  const stored = new Map(rows.map((row) => [row.section, row.value]));
  return sections.map((section) => {
    const value = stored.get(section);
    return withDefaults(section, value);
  }) as { [K in keyof S]: SectionSettings<S[K]> };
}

/** One section's row, read by every cart answer (the currencies): compiled once (prepared-query.ts). */
const sectionRow = preparedQuery((db: Kysely<Database>, section: SettingsSection) =>
  db.selectFrom('store_settings').select(['value', 'updated_at', 'updated_by']).where('section', '=', section),
);

export async function readSettingsAnswer<S extends SettingsSection>(
  db: Kysely<Database>,
  section: S,
): Promise<{ value: SectionSettings<S>; updatedAt: string | null; updatedBy: string | null }> {
  const [row] = await sectionRow(db, section);
  if (!row) return { value: structuredClone(settingsDefaults[section]), updatedAt: null, updatedBy: null };
  return { value: withDefaults(section, row.value), updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/**
 * Replaces a whole section and records the change, in one transaction: the row always holds one
 * PUT's value whole (two at once: the later commit wins), and no change goes unrecorded.
 */
export async function saveSettings<S extends SettingsSection>(
  db: Kysely<Database>,
  section: S,
  value: SectionSettings<S>,
  actor: string,
  at: string,
): Promise<void> {
  const json = JSON.stringify(value);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store_settings')
      .values({ section, value: json, updated_at: at, updated_by: actor })
      .onConflict((oc) =>
        oc.column('section').doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_by: eb.ref('excluded.updated_by'),
        })),
      )
      .execute();
    await trx
      .insertInto('store_settings_changes')
      .values({ id: randomUUID(), section, value: json, at, actor })
      .execute();
  });
}

/**
 * Fills sections that have no row yet (the demo store's seed): a section an admin has saved is
 * never overwritten, and several processes seeding at once insert each section once. Each
 * inserted section is recorded as a change by nobody.
 */
export async function fillUnsetSettings(
  trx: Kysely<Database>,
  values: { [S in SettingsSection]?: SectionSettings<S> },
  at: string,
): Promise<SettingsSection[]> {
  const rows = Object.entries(values).map(([section, value]) => ({
    section: section as SettingsSection,
    value: JSON.stringify(value),
    updated_at: at,
    updated_by: null,
  }));
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('store_settings')
    .values(rows)
    .onConflict((oc) => oc.column('section').doNothing())
    .returning(['section', 'value'])
    .execute();
  if (inserted.length > 0) {
    await trx
      .insertInto('store_settings_changes')
      .values(inserted.map((row) => ({ id: randomUUID(), section: row.section, value: row.value, at, actor: null })))
      .execute();
  }
  return inserted.map((row) => row.section);
}
