import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { productComplianceInputSchema } from '#shared/compliance/compliance.schema.ts';
import { toApiProduct } from '../../modules/catalog/product.mapper.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { connectDatabase, type DatabaseHandle } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import { demoProducts } from './demo-catalog.ts';
import { demoExportFacts } from './demo-export-facts.ts';
import { seedDemo } from './seed-demo.ts';

/** The demo catalog's export facts (PRODUCT.md §19), filled realistically. */
describe('demo export facts', () => {
  const facts = demoProducts.map((product) => ({ product, facts: demoExportFacts(product) }));

  it('gives every product a valid HS code of chapter 75 or 81 and its origin as an ISO country', () => {
    for (const { product, facts: f } of facts) {
      const parsed = productComplianceInputSchema.safeParse({
        hsCode: f.hs_code,
        countryOfOrigin: f.country_of_origin,
        exportClassification: f.export_classification,
      });
      expect(parsed.error?.issues ?? [], product.sku).toEqual([]);
      const chapter = ['nickel', 'nitinol'].includes(product.metal) ? '75' : '81';
      expect(f.hs_code.slice(0, 2), product.sku).toBe(chapter);
    }
    const origin = (sku: string) => facts.find(({ product }) => product.sku === sku)!.facts.country_of_origin;
    expect(origin('TI-GR5ELI-BAR-F136')).toBe('GB');
    expect(origin('TI-GR2-TUBE-B338')).toBe('US');
    expect(origin('NB-R04200-WIRE-B392')).toBe('BR');
  });

  it('uses the heading of each metal: titanium 8108, tungsten 8101, molybdenum 8102, tantalum 8103, niobium 8112', () => {
    const headings = { titanium: '8108', tungsten: '8101', molybdenum: '8102', tantalum: '8103', niobium: '8112' };
    for (const { product, facts: f } of facts) {
      const heading = headings[product.metal as keyof typeof headings];
      if (heading) expect(f.hs_code.slice(0, 4), product.sku).toBe(heading);
      else expect(['7505', '7506', '7507'], product.sku).toContain(f.hs_code.slice(0, 4));
    }
  });

  it('marks every tantalum and tungsten product as conflict minerals, and no other', () => {
    for (const { product, facts: f } of facts)
      expect(f.conflict_minerals, product.sku).toBe(['tantalum', 'tungsten'].includes(product.metal) ? 1 : 0);
  });

  it('classifies a few products as controlled and most as EAR99', () => {
    const classifications = facts.map(({ facts: f }) => f.export_classification);
    const controlled = classifications.filter((c) => c !== null && c !== 'EAR99');
    expect(controlled).toEqual(expect.arrayContaining(['1C202', '1C117', '2B350']));
    expect(classifications.filter((c) => c === 'EAR99').length / classifications.length).toBeGreaterThan(0.75);
  });
});

describe.each(testDatabaseKinds)('demo export facts on a store seeded before them, on %s', (kind) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await database?.drop();
  });

  it('fills them on the next start, but not into a product an admin gave an export fact', async () => {
    database = await createTestDatabase(kind);
    handle = connectDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      sqliteSynchronous: 'NORMAL',
    });
    const { db } = handle;
    await migrateToLatest(db as Kysely<unknown>, kind);
    await seedDemo(db);
    const [first, second] = [demoProducts[0]!, demoProducts[1]!];
    const cleared = { hs_code: null, country_of_origin: null, export_classification: null, conflict_minerals: 0 };
    // As migration 025 leaves a store seeded before it; the second product an admin has since classified.
    await db.updateTable('products').set(cleared).execute();
    await db.updateTable('products').set({ export_classification: '9A991' }).where('sku', '=', second.sku).execute();

    await seedDemo(db);
    const bySku = async (sku: string) =>
      toApiProduct(await db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirstOrThrow());
    expect(await bySku(first.sku)).toMatchObject({
      hsCode: demoExportFacts(first).hs_code,
      countryOfOrigin: demoExportFacts(first).country_of_origin,
      exportClassification: demoExportFacts(first).export_classification,
    });
    expect(await bySku(second.sku)).toMatchObject({ hsCode: null, exportClassification: '9A991' });
    const tantalum = demoProducts.find((product) => product.metal === 'tantalum')!;
    expect(await bySku(tantalum.sku)).toMatchObject({ conflictMinerals: true });
  });
});
