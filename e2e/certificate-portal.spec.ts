import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { certificatePortal as t } from '#shared/messages/certificate-portal.ts';
import { certificatePaths } from '#shared/lazy-paths.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { expect, newBuyer, signInAsAdmin, signUpViaApi, test } from './fixtures.ts';
import { createProductAsAdmin } from './support/ordering-helpers.ts';

const shipTo = { address: '3 Rolling Mill Road, Sheffield S9 1AA', phone: '+44 114 496 0199' };

/** The names of a ZIP's entries (yauzl: yazl's reader, a devDependency). */
function zipEntryNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const names: string[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(names));
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.readEntry();
    });
  });
}

/**
 * PRODUCT.md §20: the certificate portal. The store attaches a mill certificate to a line of a
 * buyer's order; the buyer finds it at /dashboard/certificates by its heat number and downloads a
 * ZIP of it.
 */
test('a buyer finds a certificate of their order by heat number and downloads the ZIP', async ({
  page,
  request,
  axe,
}) => {
  const adminToken = await signInAsAdmin(request);
  const product = await createProductAsAdmin(request, adminToken);
  await signUpViaApi(page, newBuyer());
  await page.request.delete('/cart');
  expect((await page.request.put(`/cart/lines/${product._id}`, { data: { quantity: 10 } })).status()).toBe(200);
  const placed = await page.request.post('/purchase-orders', { data: { shipTo } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as PurchaseOrder;
  const heat = `H-${Date.now().toString(36).toUpperCase()}`;
  const attached = await request.post(`/purchase-orders/${order._id}/lines/${order.lines[0]!._id}/certificate`, {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      file: { name: 'mill-cert.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% heat\n%%EOF\n') },
      type: 'EN 10204 3.1',
      heatNumber: heat,
    },
  });
  expect(attached.status()).toBe(200);

  await page.goto(certificatePaths.certificates);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByLabel(t.search).fill(heat.toLowerCase());
  const checkbox = page.getByRole('checkbox', { name: t.selectRow(heat, order.number) });
  await expect(checkbox).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  await expect(page.getByRole('link', { name: 'mill-cert.pdf' })).toBeVisible();
  expect(await axe()).toEqual([]);

  await checkbox.check();
  await expect(page.getByText(t.selectedCount(1))).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.downloadSelected }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Certificates-\d{4}-\d\d-\d\d\.zip$/);
  expect(await zipEntryNames(await readFile(await download.path()))).toEqual([`${order.number}/${heat}-mill-cert.pdf`]);
});
