import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLimits } from '#shared/catalog/product.schema.ts';
import type { CsvImportAnswer } from '#shared/catalog/product-csv.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

type Table = Record<string, string>[];
const readCsv = (text: string): Table => parse(text, { bom: true, columns: true }) as Table;

/** PRODUCT.md §18: `name_de`, `about_de`, `name_fr`, `about_fr` in the catalog CSV. */
describe.each(testDatabaseKinds)('translations in the catalog CSV on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let id: string;
  const german = { name: 'Titan-Rundstange Grade 5', about: '=Abnahmeprüfzeugnis 3.1, „geschält“.' };
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    const added = await call(t, 'POST', '/products', {
      as: admin,
      body: {
        name: 'CSV Translated Bar',
        picture: '/images/products/titanium-bar.svg',
        about: 'A titanium bar.',
        origin: 'USA',
        total: 20,
        minimum: 1,
        price: 30,
        sku: 'CSV-TR-1',
        translations: { de: german },
      },
    });
    expect(added.status).toBe(201);
    id = added.body._id as string;
  });
  afterAll(async () => t?.close());

  const exportCsv = async () => (await fetch(`${t.url}/products.csv`, { headers: admin.headers })).text();
  const importCsv = async (body: string) => {
    const response = await fetch(`${t.url}/products/import`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      body,
    });
    return { status: response.status, body: (await response.json()) as CsvImportAnswer & { message?: string } };
  };
  const translations = async () =>
    (await call(t, 'GET', `/products/${id}/translations`, { as: admin })).body.translations as object;

  it('exports the four columns and imports its own export without a change', async () => {
    const text = await exportCsv();
    expect(readCsv(text).find((row) => row.sku === 'CSV-TR-1')).toMatchObject({
      name_de: german.name,
      // Guarded like every text a spreadsheet would run as a formula.
      about_de: `'${german.about}`,
      name_fr: '',
      about_fr: '',
    });
    const imported = await importCsv(text);
    expect(imported).toMatchObject({ status: 200, body: { updated: 0, errors: [] } });
    expect(await translations()).toEqual({ de: german });
  });

  it("sets, replaces and clears texts by column; a file without a language's columns keeps its texts", async () => {
    const set = await importCsv('sku,name_fr,about_fr\r\nCSV-TR-1,Barre en titane,\r\n');
    expect(set).toMatchObject({ status: 200, body: { updated: 1, changes: [{ fields: ['name_fr'] }] } });
    expect(await translations()).toEqual({ de: german, fr: { name: 'Barre en titane' } });
    const fr = await call(t, 'GET', `/products/${id}?lang=fr`);
    expect(fr.body).toMatchObject({ name: 'Barre en titane', about: 'A titanium bar.' });

    const cleared = await importCsv('sku,name_de,about_de\r\nCSV-TR-1,,\r\n');
    expect(cleared).toMatchObject({ status: 200, body: { updated: 1 } });
    expect(await translations()).toEqual({ fr: { name: 'Barre en titane' } });
  });

  it('creates a product with its translations, and refuses a text over the English limits naming its column', async () => {
    const created = await importCsv(
      'sku,name,about,origin,price,minimum,total,picture,name_de,about_de\r\n' +
        'CSV-TR-2,Niobium Sheet,A sheet.,USA,10,1,5,/images/products/niobium-sheet.svg,Niob-Blech,Ein Blech.\r\n',
    );
    expect(created).toMatchObject({ status: 200, body: { created: 1, errors: [] } });
    const listed = await call(t, 'GET', '/products/?q=CSV-TR-2&lang=de');
    expect(listed.body).toMatchObject([{ name: 'Niob-Blech', about: 'Ein Blech.' }]);

    const long = 'x'.repeat(productLimits.nameMax + 1);
    const refused = await importCsv(`sku,name_fr\r\nCSV-TR-1,${long}\r\n`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toMatch(/^name_fr: /);
  });
});
