import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { productCsvColumns } from '#shared/catalog/product-csv.ts';
import { catalogImport as m } from '#shared/messages/catalog-import.ts';
import { lots } from '#shared/messages/lots.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import { expect, signInAsAdmin, test } from './fixtures.ts';

/** A CSV of new products only (the shared e2e store changes under other tests: no export round trip here). */
function importFile(rows: Record<string, string>[]): Buffer {
  const columns = ['sku', 'name', 'metal', 'form', 'price', 'minimum', 'total', 'origin', 'picture', 'about'];
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => quote(row[c] ?? '')).join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

test.describe('Manage Products: Export CSV and Import CSV (docs/product/back-office.md#products)', () => {
  test('exports the catalog, previews a file with a bad row, and imports it once fixed', async ({ page, axe }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto(paths.manageProducts);
    await expect(page.getByRole('heading', { level: 1, name: messages.catalogAdmin.manageHeading })).toBeVisible();

    // Export: a plain download with the session cookie.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: m.exportCsv, exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = parse(await readFile((await download.path())!), { bom: true }) as string[][];
    expect(exported[0]).toEqual([...productCsvColumns]);
    expect(exported.length).toBeGreaterThan(10);

    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const good = {
      sku: `E2E-CSV-${stamp}`,
      name: `Imported Tantalum Sheet ${stamp}`,
      metal: 'tantalum',
      form: 'plate',
      price: '88.00',
      minimum: '1',
      total: '12',
      origin: 'USA',
      picture: '/images/products/titanium-bar.svg',
      about: 'Tantalum sheet imported by the e2e suite.',
    };
    const bad = { ...good, sku: `E2E-CSV-${stamp}-B`, name: `Bad row ${stamp}`, price: 'abc' };

    await page.getByRole('button', { name: m.importCsv, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m.dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(m.fileLabel, { exact: true }).setInputFiles({
      name: 'catalog.csv',
      mimeType: 'text/csv',
      buffer: importFile([good, bad]),
    });
    const errors = dialog.getByRole('table', { name: m.errorsCaption });
    await expect(errors).toBeVisible();
    await expect(errors.getByRole('row').filter({ hasText: m.notANumber('price', 'abc') })).toContainText('3');
    await expect(dialog.getByText(m.errorSummary(1), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: m.import, exact: true })).toBeDisabled();
    expect(await axe()).toEqual([]);

    // Fixed: the same rows with a price; the preview lists both to add, and Import is enabled.
    await dialog.getByLabel(m.fileLabel, { exact: true }).setInputFiles({
      name: 'catalog.csv',
      mimeType: 'text/csv',
      buffer: importFile([good, { ...bad, price: '86.50' }]),
    });
    await expect(dialog.getByText(m.errorSummary(0), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('table', { name: m.changesCaption })).toContainText(good.sku);
    expect(await axe()).toEqual([]);
    await dialog.getByRole('button', { name: m.import, exact: true }).click();
    await expect(page.getByText(m.imported(2, 0), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: messages.catalog.search, exact: true }).fill(good.name);
    await expect(page.getByRole('rowheader', { name: good.name, exact: true })).toBeVisible();
    // The imported product is also a row of the previous page, shown dimmed (aria-busy) until the
    // search answers: axe judges the settled page, as a person reads it.
    await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
    // The header and two products: the fixed row holds every word too (PRODUCT.md §23: words in any
    // order, anywhere; its description says "Tantalum sheet imported", its name the stamp).
    await expect(page.getByRole('row')).toHaveCount(3);
    expect(await axe()).toEqual([]);
  });

  test('Import lots: a bad row is named and nothing received; the fixed file receives the lots', async ({
    page,
    axe,
  }) => {
    await signInAsAdmin(page);
    await page.goto(paths.manageProducts);
    const heat = `E2E-L-${Date.now().toString(36).toUpperCase()}`;
    // Private lots of a demo product nobody else's journey counts: its public heats are unchanged.
    const lotsFile = (quantity: string) =>
      Buffer.from(
        `sku,heat_number,quantity,received_on,mill,public\nNT-PLATE-F2063,${heat},${quantity},2026-06-01,SAES,no\n`,
      );
    await page.getByRole('button', { name: lots.ui.importLots, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: lots.ui.importTitle });
    const file = dialog.getByLabel(lots.ui.importFile, { exact: true });
    await file.setInputFiles({ name: 'lots.csv', mimeType: 'text/csv', buffer: lotsFile('-2') });
    await dialog.getByRole('button', { name: lots.ui.importLots, exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(lots.csv.row(2, lots.quantity));
    expect(await axe()).toEqual([]);
    await file.setInputFiles({ name: 'lots.csv', mimeType: 'text/csv', buffer: lotsFile('2') });
    await dialog.getByRole('button', { name: lots.ui.importLots, exact: true }).click();
    await expect(page.getByText(lots.csv.imported(1), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
