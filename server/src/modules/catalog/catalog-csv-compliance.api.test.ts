import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportAnswer } from '#shared/catalog/product-csv.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { addressTexts } from '#shared/messages/addresses.ts';
import { catalogImport as m } from '#shared/messages/catalog-import.ts';
import { productCompliance } from '#shared/messages/product-compliance.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

type Table = Record<string, string>[];
const readCsv = (text: string): Table => parse(text, { bom: true, columns: true }) as Table;

/*
 * Export facts in the catalog CSV (PRODUCT.md §19): `hs_code`, `country_of_origin`,
 * `export_classification` and `conflict_minerals` (true/false, yes/no or 1/0).
 */
describe.each(testDatabaseKinds)('export facts in the catalog CSV on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let tube: Product;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    const added = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'CSV Export Facts Tube',
        picture: '/images/products/titanium-tube.svg',
        about: 'A controlled titanium tube.',
        origin: 'Japan',
        total: 20,
        minimum: 1,
        price: 300,
        sku: 'CSV-EXP-1',
        hsCode: '8108.90.50',
        countryOfOrigin: 'JP',
        exportClassification: '1C202',
        conflictMinerals: false,
      },
    });
    expect(added.status).toBe(201);
    tube = added.body as Product;
  });
  afterAll(async () => t?.close());

  const exportCsv = async () => {
    const response = await fetch(`${t.url}/products.csv`, { headers: admin.headers });
    expect(response.status).toBe(200);
    return response.text();
  };
  const importCsv = async (body: string, query = '') => {
    const response = await fetch(`${t.url}/products/import${query}`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      body,
    });
    return { status: response.status, body: (await response.json()) as CsvImportAnswer & { message?: string } };
  };
  const one = async () => (await call(t, 'GET', `/products/${tube._id}`)).body as Product;

  it('exports the four columns and imports its own export without a change', async () => {
    const text = await exportCsv();
    expect(readCsv(text).find((r) => r.sku === 'CSV-EXP-1')).toMatchObject({
      hs_code: '81089050',
      country_of_origin: 'JP',
      export_classification: '1C202',
      conflict_minerals: 'false',
    });
    const before = await one();
    const imported = await importCsv(text);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ updated: 0, errors: [] });
    expect(await one()).toEqual(before);
  });

  it('sets the facts from a file, reading yes/no as conflict minerals and an empty cell as not set', async () => {
    const file =
      'sku,hs_code,country_of_origin,export_classification,conflict_minerals\r\nCSV-EXP-1,8108 90 30,us,,Yes\r\n';
    const { status, body } = await importCsv(file);
    expect(status).toBe(200);
    expect(body.changes).toEqual([
      expect.objectContaining({
        sku: 'CSV-EXP-1',
        action: 'update',
        fields: ['hsCode', 'countryOfOrigin', 'exportClassification', 'conflictMinerals'],
      }),
    ]);
    expect(await one()).toMatchObject({
      hsCode: '81089030',
      countryOfOrigin: 'US',
      exportClassification: null,
      conflictMinerals: true,
    });
  });

  it('refuses a file with a bad fact, naming the row and the column, and changes nothing', async () => {
    const before = await one();
    const catalog = (await call(t, 'GET', '/products/')).body as Product[];
    const [a, b, c] = catalog.filter((p) => p.sku !== 'CSV-EXP-1').map((p) => p.sku);
    const file = [
      'sku,hs_code,country_of_origin,conflict_minerals',
      'CSV-EXP-1,81089050,CA,false',
      `${a},8108,US,true`,
      `${b},81089030,ZZ,true`,
      `${c},81089030,US,maybe`,
    ].join('\r\n');
    const { status, body } = await importCsv(file);
    expect(status).toBe(400);
    expect(body.message).toBe(m.invalidRows(3));
    const messageOf = (row: number) => body.errors!.find((e) => e.row === row)?.message;
    expect(messageOf(3)).toContain('hs_code: HS code must be 6 to 10 digits');
    expect(messageOf(4)).toContain(`country_of_origin: ${addressTexts.unknownCountry('ZZ')}`);
    expect(messageOf(5)).toBe(productCompliance.csv.notBoolean('conflict_minerals', 'maybe'));
    expect(await one()).toEqual(before);
  });
});
