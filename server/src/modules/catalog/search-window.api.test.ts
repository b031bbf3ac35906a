import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { listProducts } from './catalog.repository.ts';
import { byTrigramIndex } from './product-search.ts';
import { rankWindow } from './search-page.ts';

const matches = rankWindow + 30;
/** Inside the window, named so it ranks first though added later. */
const insideAt = 500;
/** Past the window, named as well: it keeps its place in the catalog order. */
const pastAt = rankWindow + 10;
const nameAt = (i: number) => (i === insideAt || i === pastAt ? `Wombatite Special ${i}` : `Bar Wombatite ${i}`);

/** ADR 034's ranking window, on both engines: more matches than it holds, paged to the end. */
describe.each(testDatabaseKinds)('a search matching more than the ranking window on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    const admin = await signUpAdmin(t, 'admin@example.com');
    const template = {
      name: 'Template Bar',
      sku: 'WOMBAT-0',
      about: 'A test bar.',
      form: 'bar',
      metal: 'titanium',
      price: 10,
      total: 10,
      minimum: 1,
      origin: 'USA',
      picture: '/images/products/titanium-bar.svg',
    };
    expect((await call(t, 'POST', '/products', { as: admin, body: template })).status).toBe(201);
    // Copies of the template, one statement: a millisecond apart, in id order.
    const names = Array.from({ length: matches }, (_, i) => nameAt(i));
    const at = (i: number) => new Date(Date.UTC(2030, 0, 1) + i).toISOString();
    const values = sql.join(names.map((name, i) => sql`(${name}, ${`WOMBAT-${i + 1}`}, ${at(i)})`));
    await sql`
      with n(name, sku, created_at) as (values ${values})
      insert into products (sku, name, picture, about, total, minimum, price_cents, origin, metal, form, created_at, updated_at)
      select n.sku, n.name, p.picture, p.about, p.total, p.minimum, p.price_cents, p.origin, p.metal, p.form,
        n.created_at, n.created_at
      from n, products p where p.sku = 'WOMBAT-0'
      order by n.created_at`.execute(t.app.db);
  });
  afterAll(async () => t?.close());

  const page = async (limit: number, offset = 0) => {
    const listed = await listProducts(t.app.db, { q: 'wombatite', limit, offset });
    return { names: listed.rows.map((row) => row.name), count: listed.count };
  };

  it('ranks the window, then lists the rest in the order they were added, with the exact count', async () => {
    const first = await page(24);
    expect(first.count).toBe(matches);
    expect(first.names[0]).toBe(nameAt(insideAt));
    expect(first.names.slice(1, 4)).toEqual([nameAt(0), nameAt(1), nameAt(2)]);
    expect(first.names).not.toContain(nameAt(pastAt));

    const all: string[] = [];
    for (let offset = 0; offset < matches; offset += 100) {
      const next = await page(100, offset);
      expect(next.count, `offset ${offset}`).toBe(matches);
      all.push(...next.names);
    }
    const window = Array.from({ length: rankWindow }, (_, i) => nameAt(i)).filter((name) => name !== nameAt(insideAt));
    const past = Array.from({ length: matches - rankWindow }, (_, i) => nameAt(rankWindow + i));
    expect(all).toEqual([nameAt(insideAt), ...window, ...past]);
  });

  it('counts and ranks the same with the metal and form beside the search (PostgreSQL: from search_texts alone)', async () => {
    const listed = await listProducts(t.app.db, { q: 'wombatite', metal: 'titanium', form: 'bar', limit: 3 });
    expect(listed.count).toBe(matches);
    expect(listed.rows.map((row) => row.name)).toEqual([nameAt(insideAt), nameAt(0), nameAt(1)]);
    for (const other of [{ form: 'tube' as const }, { metal: 'niobium' as const }])
      expect((await listProducts(t.app.db, { q: 'wombatite', ...other, limit: 3 })).count, JSON.stringify(other)).toBe(
        0,
      );
    // By price: every match has the same price, so the catalog order within it.
    const byPrice = await listProducts(t.app.db, { q: 'wombatite', form: 'bar', sort: 'price-desc', limit: 2 });
    expect([byPrice.count, ...byPrice.rows.map((row) => row.name)]).toEqual([matches, nameAt(0), nameAt(1)]);
  });

  // PostgreSQL only: SQLite's FTS5 index leaves its planner no choice to make.
  if (kind === 'postgres')
    it("reads a search's matches through search_texts' trigram index whatever the planner guesses", async () => {
      const plan = await byTrigramIndex(t.app.db, async (read) => {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain
          select id from search_texts where search_key like '%wombatite%' or search_about like '%wombatite%'`.execute(
          read,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      // A table of a thousand rows is one a planner left alone scans whole.
      expect(plan).toMatch(/Bitmap Index Scan on search_texts_(key|about)_trgm/);
    });
});
