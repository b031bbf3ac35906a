import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvImportAnswer } from '#shared/catalog/product-csv.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

type Table = Record<string, string>[];
const readCsv = (text: string): Table => parse(text, { bom: true, columns: true }) as Table;
function writeCsv(rows: Table, columns: readonly string[]): string {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return [columns.join(','), ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(','))].join(
    '\r\n',
  );
}

/*
 * Fixed prices in the catalog CSV (PRODUCT.md §17): `price_eur`, `price_breaks_eur`, … for each
 * currency the demo store offers but its base (USD): EUR, GBP, JPY.
 */
describe.each(testDatabaseKinds)('fixed prices in the catalog CSV on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let tube: Product;
  beforeAll(async () => {
    t = await startTestApp(kind, { ...costTestEnv, ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    const added = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'CSV Fixed Price Tube',
        picture: '/images/products/titanium-tube.svg',
        about: 'A tube with a euro list.',
        origin: 'USA',
        total: 500,
        minimum: 1,
        price: 12.34,
        sku: 'CSV-FIX-1',
        priceBreaks: [{ minQuantity: 10, price: 11.5 }],
        prices: { EUR: { price: 11.5, priceBreaks: [{ minQuantity: 10, price: 10.75 }] } },
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
  const one = async (query: string) => (await call(t, 'GET', `/products/${tube._id}${query}`)).body as Product;
  const fixedColumns = [
    'price_eur',
    'price_breaks_eur',
    'price_gbp',
    'price_breaks_gbp',
    'price_jpy',
    'price_breaks_jpy',
  ];

  it('exports a pair of columns per offered currency but the base, after the others', async () => {
    const text = await exportCsv();
    const header = text.split('\r\n')[0]!.split(',');
    expect(header.slice(-6)).toEqual(fixedColumns);
    expect(header).toContain('priceBreaks');
    const row = readCsv(text).find((r) => r.sku === 'CSV-FIX-1')!;
    expect(row).toMatchObject({
      price_eur: '11.50',
      price_breaks_eur: '10:10.75',
      price_gbp: '',
      price_breaks_gbp: '',
      price_jpy: '',
      price_breaks_jpy: '',
    });
  });

  it('imports its own export unchanged, then sets yen and clears the euro list from the cells', async () => {
    const text = await exportCsv();
    const rows = readCsv(text);
    const columns = Object.keys(rows[0]!);
    const same = await importCsv(text);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ created: 0, updated: 0, errors: [] });

    const row = rows.find((r) => r.sku === 'CSV-FIX-1')!;
    Object.assign(row, { price_eur: '', price_breaks_eur: '', price_jpy: '1800', price_breaks_jpy: '10:1700' });
    const changed = await importCsv(writeCsv([row], columns));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ updated: 1, errors: [] });
    expect(changed.body.changes[0]!.fields).toEqual(['prices']);
    expect(await one('?currency=JPY')).toMatchObject({
      price: 1800,
      priceBreaks: [{ minQuantity: 10, price: 1700 }],
      priceSource: 'list',
    });
    expect(await one('?currency=EUR')).toMatchObject({ price: 11.35, priceSource: 'converted' });
    expect(readCsv(await exportCsv()).find((r) => r.sku === 'CSV-FIX-1')).toMatchObject({
      price_eur: '',
      price_jpy: '1800',
      price_breaks_jpy: '10:1700',
    });
  });

  it('keeps the lists of a file without fixed price columns', async () => {
    const answer = await importCsv(writeCsv([{ sku: 'CSV-FIX-1', price: '12.00' }], ['sku', 'price']));
    expect(answer.status).toBe(200);
    expect(await one('?currency=JPY')).toMatchObject({ price: 1800, priceSource: 'list' });
  });

  it('names the row and the column of a bad fixed price, writing nothing', async () => {
    const columns = ['sku', 'price_eur', 'price_breaks_eur', 'price_jpy'];
    const answer = await importCsv(
      writeCsv(
        [
          { sku: 'CSV-FIX-1', price_jpy: '12.5', price_eur: '10', price_breaks_eur: '10:11.00' },
          { sku: 'CSV-FIX-1X', price_eur: 'abc' },
          { sku: 'CSV-FIX-1Y', price_breaks_eur: '10:9.00' },
        ],
        columns,
      ),
    );
    expect(answer.status).toBe(400);
    const errors = answer.body.errors!;
    expect(errors.map((e) => e.row)).toEqual([2, 3, 4]);
    expect(errors[0]!.message).toMatch(/price_jpy: [^;]*whole number of JPY/);
    expect(errors[0]!.message).toMatch(/price_breaks_eur: [^;]*cannot cost more than the list price/);
    expect(errors[1]!.message).toMatch(/^price_eur: "abc" is not a number/);
    expect(errors[2]!.message).toMatch(/^price_breaks_eur: price breaks need a price in price_eur/);
    expect(await one('?currency=JPY')).toMatchObject({ price: 1800, priceSource: 'list' });
  });

  it('refuses the whole file for a currency the store does not offer, or its base', async () => {
    for (const [column, text] of [
      ['price_chf', 'does not sell in CHF'],
      ['price_breaks_usd', 'USD is the base currency'],
    ] as const) {
      const answer = await importCsv(writeCsv([{ sku: 'CSV-FIX-1' }], ['sku', column]));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(column);
      expect(answer.body.message).toContain(text);
    }
  });
});
