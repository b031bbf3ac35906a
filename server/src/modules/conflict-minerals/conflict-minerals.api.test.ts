import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictMineralsReport } from '#shared/compliance/conflict-minerals.schema.ts';
import { productCompliance as m } from '#shared/messages/product-compliance.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { download, pdfBytes, pngBytes } from '../documents/documents.test-helpers.ts';
import { call, type SignedIn, signUp, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook as file-type judges one: a ZIP with [Content_Types].xml naming xl/workbook.xml. */
async function xlsxBytes(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(Buffer.from('<workbook/>'), 'xl/workbook.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/*
 * The store's conflict-minerals reports (PRODUCT.md §19): POST /compliance/conflict-minerals/{metal}
 * (store admins, a PDF or XLSX), GET of the file and of the list (public).
 */
describe.each(testDatabaseKinds)('conflict-minerals reports on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
    buyer = await signUp(t, 'buyer@example.com');
  });
  afterAll(async () => t?.close());

  async function upload(metal: string, as: SignedIn | undefined, file: { bytes: Buffer; name: string }) {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    const response = await fetch(`${t.url}/compliance/conflict-minerals/${metal}`, {
      method: 'POST',
      headers: as?.headers ?? {},
      body: data,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as ConflictMineralsReport & { message?: string },
    };
  }
  const list = async () => (await call(t, 'GET', '/compliance/conflict-minerals')).body as ConflictMineralsReport[];

  it('answers 404 for a metal without a report, and an empty list', async () => {
    const missing = await download(t, '/compliance/conflict-minerals/tantalum');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.bytes.toString())).toEqual({ message: m.reports.notFound });
    expect(await list()).toEqual([]);
  });

  it('refuses anonymous callers (401) and buyers (403), storing nothing', async () => {
    const file = { bytes: pdfBytes(2048, 'cmrt'), name: 'tantalum.pdf' };
    expect((await upload('tantalum', undefined, file)).status).toBe(401);
    const asBuyer = await upload('tantalum', buyer, file);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toEqual({ message: expect.any(String) });
    expect(await list()).toEqual([]);
  });

  it('stores a PDF from a store admin, lists it and lets anyone download it, with an ETag', async () => {
    const bytes = pdfBytes(4096, 'tantalum report');
    const saved = await upload('tantalum', admin, { bytes, name: 'Tantalum CMRT 2026.pdf' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      metal: 'tantalum',
      fileName: 'Tantalum CMRT 2026.pdf',
      contentType: 'application/pdf',
      sizeBytes: 4096,
    });
    expect(await list()).toEqual([saved.body]);
    for (const as of [undefined, buyer, admin]) {
      const got = await download(t, '/compliance/conflict-minerals/tantalum', as);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('content-disposition')).toContain('attachment');
      expect(got.bytes.equals(bytes)).toBe(true);
    }
    const etag = (await download(t, '/compliance/conflict-minerals/tantalum')).headers.get('etag')!;
    expect(
      (await download(t, '/compliance/conflict-minerals/tantalum', undefined, { 'if-none-match': etag })).status,
    ).toBe(304);
  });

  it('replaces the metal’s report with an XLSX workbook, judged from its bytes', async () => {
    const bytes = await xlsxBytes();
    const saved = await upload('tantalum', admin, { bytes, name: 'cmrt.xlsx' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ metal: 'tantalum', contentType: xlsxType, fileName: 'cmrt.xlsx' });
    const got = await download(t, '/compliance/conflict-minerals/tantalum');
    expect(got.headers.get('content-type')).toBe(xlsxType);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect((await list()).map((report) => report.metal)).toEqual(['tantalum']);
  });

  it('refuses another file type, whatever its name says, and an unknown metal, with a 400 that keeps the report', async () => {
    const png = await upload('tungsten', admin, { bytes: pngBytes(), name: 'report.pdf' });
    expect(png).toMatchObject({ status: 400, body: { message: quotes.fileType(m.reports.fileWords) } });
    const text = await upload('tantalum', admin, { bytes: Buffer.from('just text, not a report'), name: 'r.xlsx' });
    expect(text.status).toBe(400);
    const unknown = await upload('gold', admin, { bytes: pdfBytes(), name: 'gold.pdf' });
    expect(unknown).toMatchObject({ status: 400, body: { message: m.reports.unknownMetal('gold') } });
    expect((await list()).map((report) => [report.metal, report.contentType])).toEqual([['tantalum', xlsxType]]);
    expect((await download(t, '/compliance/conflict-minerals/tungsten')).status).toBe(404);
    expect((await download(t, '/compliance/conflict-minerals/gold')).status).toBe(404);
  });
});
