import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsvImportAnswer, productCsvColumns } from '#shared/catalog/product-csv.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { catalogImport as m } from '#shared/messages/catalog-import.ts';
import { messages } from '#shared/messages.ts';
import { call, type SignedIn, signUp, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

type Table = Record<string, string>[];

/** The export's text as rows of named cells (the BOM dropped, as a spreadsheet would). */
const readCsv = (text: string): Table => parse(text, { bom: true, columns: true }) as Table;

/** Back to CSV, quoting every cell (the import must read any valid CSV, not only the export's). */
function writeCsv(rows: Table, columns: readonly string[] = productCsvColumns): string {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return [columns.join(','), ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(','))].join(
    '\r\n',
  );
}

const newRow = (sku: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  sku,
  name: `Imported ${sku}`,
  metal: 'niobium',
  form: 'wire',
  grade: 'Nb R04200',
  standard: 'ASTM B392',
  condition: '',
  certificate: 'EN 10204 3.1',
  diameterMm: '0.5',
  lengthMm: '',
  price: '19.90',
  minimum: '10',
  increment: '10',
  maximum: '',
  total: '400',
  leadTimeDays: '7',
  origin: 'Germany',
  picture: '/images/products/niobium-wire.svg',
  about: 'Niobium wire, "spooled", for superconductor work.\nSecond line.',
  priceBreaks: '100:18.50|300:17.00',
  reorderPoint: '25',
  ...overrides,
});

describe.each(testDatabaseKinds)('catalog CSV export and import on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  const exportCsv = async () => {
    const response = await fetch(`${t.url}/products.csv`, { headers: admin.headers });
    expect(response.status).toBe(200);
    // The bytes themselves: Response.text() would drop the BOM the export starts with.
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, text: bytes.toString('utf8') };
  };
  const importCsv = async (body: string | Buffer, query = '', contentType = 'text/csv') => {
    const response = await fetch(`${t.url}/products/import${query}`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': contentType },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as CsvImportAnswer & { message?: string } };
  };
  const catalog = async () => {
    const { body } = await call(t, 'GET', '/products/');
    return (body as Product[]).sort((a, b) => a.sku.localeCompare(b.sku));
  };

  it('exports every product with a header row in the documented order, as a dated UTF-8 CSV download', async () => {
    const { response, text, bytes } = await exportCsv();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text.startsWith('\uFEFFsku,name,metal,form,grade,standard,condition,certificate,odMm,')).toBe(true);
    const rows = readCsv(text);
    const products = await catalog();
    expect(rows).toHaveLength(products.length);
    const product = products.find((p) => p.priceBreaks.length > 0 && p.dimensions.od !== undefined)!;
    const row = rows.find((r) => r.sku === product.sku)!;
    expect(row).toMatchObject({
      name: product.name,
      id: product._id,
      price: product.price.toFixed(2),
      total: String(product.total),
      odMm: String(product.dimensions.od),
      priceBreaks: product.priceBreaks.map((b) => `${b.minQuantity}:${b.price.toFixed(2)}`).join('|'),
    });
  });

  it('imports its own export without changing a single field', async () => {
    const before = await catalog();
    const { text } = await exportCsv();
    const preview = await importCsv(text, '?dryRun=true');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      rows: before.length,
      created: 0,
      updated: 0,
      unchanged: before.length,
      errors: [],
    });
    const { status, body } = await importCsv(text);
    expect(status).toBe(200);
    expect(body).toMatchObject({ rows: before.length, created: 0, updated: 0, errors: [] });
    expect(await catalog()).toEqual(before);
  });

  it('applies exactly the edited rows and adds the new SKUs, every field as written', async () => {
    const before = await catalog();
    const rows = readCsv((await exportCsv()).text);
    const [first, second] = [rows[0]!, rows[1]!];
    first.price = '1234.56';
    first.total = '7';
    second.name = `${second.name} (renamed)`;
    second.grade = '';
    second.priceBreaks = '';
    rows.push(newRow('CSV-NB-WIRE-1'), newRow('CSV-NB-WIRE-2', { about: '=HYPERLINK("x")', metal: 'Niobium' }));

    const preview = await importCsv(writeCsv(rows), '?dryRun=true');
    expect(preview.body).toMatchObject({ created: 2, updated: 2, errors: [] });
    expect(preview.body.changes).toEqual(
      expect.arrayContaining([
        { row: 2, sku: first.sku, name: first.name, action: 'update', fields: ['total', 'price'] },
        expect.objectContaining({ sku: 'CSV-NB-WIRE-1', action: 'create' }),
      ]),
    );
    expect(await catalog()).toEqual(before);

    const { status, body } = await importCsv(writeCsv(rows));
    expect(status).toBe(200);
    expect(body).toMatchObject({ rows: before.length + 2, created: 2, updated: 2, unchanged: before.length - 2 });

    const after = await catalog();
    const bySku = new Map(after.map((p) => [p.sku, p]));
    const edited = new Set([first.sku, second.sku]);
    for (const product of before.filter((p) => !edited.has(p.sku))) expect(bySku.get(product.sku)).toEqual(product);
    expect(bySku.get(first.sku!)).toMatchObject({ price: 1234.56, total: 7 });
    expect(bySku.get(second.sku!)).toMatchObject({ name: second.name, grade: null, priceBreaks: [] });
    expect(bySku.get('CSV-NB-WIRE-1')).toEqual({
      _id: expect.any(String),
      sku: 'CSV-NB-WIRE-1',
      name: 'Imported CSV-NB-WIRE-1',
      metal: 'niobium',
      form: 'wire',
      grade: 'Nb R04200',
      standard: 'ASTM B392',
      condition: null,
      certificate: 'EN 10204 3.1',
      dimensions: { diameter: 0.5 },
      price: 19.9,
      minimum: 10,
      increment: 10,
      maximum: null,
      total: 400,
      leadTimeDays: 7,
      origin: 'Germany',
      picture: '/images/products/niobium-wire.svg',
      about: 'Niobium wire, "spooled", for superconductor work.\nSecond line.',
      priceBreaks: [
        { minQuantity: 100, price: 18.5 },
        { minQuantity: 300, price: 17 },
      ],
      reorderPoint: 25,
      // PRODUCT.md §15: a file without the unit columns makes a product sold by the piece.
      unit: 'pcs',
      density: null,
      weightKg: null,
      weightPerMetreKg: null,
      cutToLength: null,
      currency: 'USD',
      priceSource: 'list',
      // PRODUCT.md §19: a file without the export columns leaves the facts unset.
      hsCode: null,
      countryOfOrigin: null,
      exportClassification: null,
      conflictMinerals: false,
    });
    // A formula-looking text is stored as written and exported with the guard quote.
    expect(bySku.get('CSV-NB-WIRE-2')).toMatchObject({ about: '=HYPERLINK("x")', metal: 'niobium' });
    const exported = readCsv((await exportCsv()).text).find((r) => r.sku === 'CSV-NB-WIRE-2')!;
    expect(exported.about).toBe(`'=HYPERLINK("x")`);
  });

  it('updates only the columns a file has: a price list of sku and price', async () => {
    const product = (await catalog())[3]!;
    const { status, body } = await importCsv(`SKU,Price\n${product.sku},${(product.price + 1).toFixed(2)}\n`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ updated: 1, created: 0 });
    const after = (await call(t, 'GET', `/products/${product._id}`)).body as Product;
    expect(after).toEqual({ ...product, price: Number((product.price + 1).toFixed(2)) });
  });

  it('lists every bad row with its spreadsheet row number and reason, and writes nothing', async () => {
    const before = await catalog();
    const stored = before[0]!;
    const rows = [
      newRow('CSV-OK-1'),
      newRow('CSV-BAD-NUMBER', { price: 'twelve' }),
      newRow('CSV-BAD-STOCK', { total: '-5' }),
      newRow('CSV-BAD-CENTS', { price: '22.345' }),
      newRow('CSV-OK-1', { name: 'Same SKU again' }),
      newRow('csv-ok-1', { name: 'Same SKU in other letters' }),
      newRow(stored.sku.toLowerCase(), { name: 'Stored SKU in other letters' }),
      newRow('CSV-BAD-BREAKS', { priceBreaks: '10-12' }),
      newRow('CSV-BREAK-ABOVE', { priceBreaks: '10:25.00' }),
      newRow('', { name: 'No SKU' }),
      newRow('CSV-NO-NAME', { name: '' }),
    ];
    const text = writeCsv(rows);
    const check = (answer: CsvImportAnswer) => {
      expect(answer.errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      const messageOf = (row: number) => answer.errors.find((e) => e.row === row)!.message;
      expect(messageOf(3)).toBe(m.notANumber('price', 'twelve'));
      expect(messageOf(4)).toBe(`total: ${messages.validation.atLeast(messages.catalogAdmin.labels.total, 0)}`);
      expect(messageOf(5)).toBe(`price: ${messages.validation.priceCents(messages.catalogAdmin.labels.price)}`);
      expect(messageOf(6)).toBe(m.duplicateSku('CSV-OK-1', 2));
      expect(messageOf(7)).toBe(m.duplicateSku('csv-ok-1', 2));
      expect(messageOf(8)).toBe(m.skuCase(stored.sku.toLowerCase(), stored.sku));
      expect(messageOf(9)).toBe(m.badPriceBreaks('10-12'));
      expect(messageOf(10)).toBe(`priceBreaks: ${messages.validation.priceBreakAboveList}`);
      expect(messageOf(11)).toBe(m.skuRequired);
      expect(messageOf(12)).toBe(`name: ${messages.validation.required(messages.catalogAdmin.labels.name)}`);
    };
    const preview = await importCsv(text, '?dryRun=true');
    expect(preview.status).toBe(200);
    check(preview.body);
    expect(preview.body.changes.map((c) => c.sku)).toEqual(['CSV-OK-1']);

    const refused = await importCsv(text);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.invalidRows(10));
    check(refused.body);
    expect(refused.body).toMatchObject({ created: 0, updated: 0 });
    expect(await catalog()).toEqual(before);
  });

  it('counts rows as a spreadsheet does: a cell over several lines is one row, a blank line is a row', async () => {
    const text = `sku,name,about,price\r\n"CSV-ML-1","Multi","line one\nline two",abc\r\n\r\nCSV-ML-2,Other,x,-1\r\n`;
    const { body } = await importCsv(text, '?dryRun=true');
    expect(body.errors.map((e) => e.row)).toEqual([2, 4]);
  });

  it('accepts a BOM, CRLF or LF, header names in any letter case, and a charset on the content type', async () => {
    const product = (await catalog())[5]!;
    for (const text of [
      `\uFEFFsku,total\r\n${product.sku},${product.total}\r\n`,
      `SKU,TOTAL\n${product.sku},${product.total}`,
    ]) {
      const { status, body } = await importCsv(text, '?dryRun=true', 'text/csv; charset=utf-8');
      expect(status).toBe(200);
      expect(body).toMatchObject({ rows: 1, unchanged: 1, errors: [] });
    }
  });

  it('refuses a wrong header, naming the columns', async () => {
    const unknown = await importCsv('sku,name,prize,colour\nA-1,x,1,red\n');
    expect(unknown).toMatchObject({ status: 400, body: { message: m.unknownColumns(['prize', 'colour']) } });
    const missing = await importCsv('name,price\nx,1\n');
    expect(missing).toMatchObject({ status: 400, body: { message: m.missingColumns(['sku']) } });
    const twice = await importCsv('sku,price,Price\nA-1,1,2\n');
    expect(twice).toMatchObject({ status: 400, body: { message: m.repeatedColumns(['price']) } });
  });

  it('refuses an empty file, a header alone, and a row with the wrong number of cells', async () => {
    expect(await importCsv('')).toMatchObject({ status: 400, body: { message: m.empty } });
    expect(await importCsv('\uFEFF\r\n\r\n')).toMatchObject({ status: 400, body: { message: m.empty } });
    expect(await importCsv('sku,name\r\n')).toMatchObject({ status: 400, body: { message: m.noRows } });
    const { body } = await importCsv('sku,name\nA-1\n', '?dryRun=true');
    expect(body.errors).toEqual([{ row: 2, message: m.cellCount(1, 2) }]);
  });

  it('answers 5 MB of garbage with a clear 4xx at once: random bytes, one huge line, an unclosed quote', async () => {
    const started = performance.now();
    const bytes = await importCsv(randomBytes(5 * 1024 * 1024));
    expect(bytes).toMatchObject({ status: 400, body: { message: m.notText } });
    const line = await importCsv('x'.repeat(5 * 1024 * 1024));
    expect(line.status).toBe(400);
    expect(line.body.message).toBe(m.unreadable(1));
    const commas = await importCsv('a,'.repeat(2 * 1024 * 1024));
    expect(commas).toMatchObject({ status: 400, body: { message: m.unreadable(1) } });
    const wide = await importCsv(`sku,${Array.from({ length: 500 }, (_, i) => `c${i}`).join(',')}\nA-1\n`);
    expect(wide.body.message).toBe(m.unknownColumns(Array.from({ length: 500 }, (_, i) => `c${i}`)));
    expect(wide.body.message).toMatch(/^Unknown columns in the header row: c0, c1, .*, c9 and 490 more$/);
    const quote = await importCsv(`sku,name\nA-1,"${'y'.repeat(1000)}\n`);
    expect(quote).toMatchObject({ status: 400, body: { message: m.unreadable(2) } });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a body over 10 MB (413) and a body that is not CSV (415)', async () => {
    const large = await importCsv(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(large.status).toBe(413);
    const json = await importCsv(JSON.stringify({ sku: 'A-1' }), '', 'application/json');
    expect(json).toMatchObject({ status: 415, body: { message: m.notCsv } });
  });

  it('is for admins only: anonymous 401, a buyer 403', async () => {
    const buyer = await signUp(t, 'buyer@example.com');
    expect((await fetch(`${t.url}/products.csv`)).status).toBe(401);
    expect((await fetch(`${t.url}/products.csv`, { headers: buyer.headers })).status).toBe(403);
    const post = (headers: Record<string, string>) =>
      fetch(`${t.url}/products/import`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body: 'sku\nA-1',
      });
    expect((await post({})).status).toBe(401);
    expect((await post(buyer.headers)).status).toBe(403);
  });
});
