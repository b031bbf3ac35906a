import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { Product } from '#shared/catalog/product.schema.ts';
import { commercialInvoiceTexts } from '#shared/messages/trade-documents.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { storeDocument } from '../documents/documents.repository.ts';
import { fillCart, payByCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const shipTo = { address: 'Werkstraße 4\n70565 Stuttgart\nGermany', phone: '+49 711 555 0190' };
const endUse = { endUser: 'Schwabentech GmbH', country: 'DE', purpose: 'Sputtering targets for sensors' };
const certificateBytes = Buffer.from('%PDF-1.4\n% EN 10204 3.1 of heat T-88412\n%%EOF\n');

interface ZipEntry {
  name: string;
  /** 0: stored as it is, 8: deflated. */
  compressionMethod: number;
  bytes: Buffer;
}

/** Every entry of a ZIP with its bytes, read by yauzl (a devDependency: yazl's reader). */
function readZip(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries: ZipEntry[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              compressionMethod: entry.compressionMethod,
              bytes: Buffer.concat(chunks),
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

async function pdfTextOf(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The trade documents of a purchase order (PRODUCT.md §19) over HTTP, on both engines. */
describe.each(testDatabaseKinds)('trade documents on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let companyAdmin: SignedIn;
  let stranger: SignedIn;
  let otherCompanyAdmin: SignedIn;
  let products: Product[];

  const download = async (as: SignedIn | undefined, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${t.url}${path}`, { headers: { ...as?.headers, ...headers } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const builds = () => t.app.builtDocuments.stats.builds;

  /** An order of the company's buyer, placed and (unless told) paid, its first line's export facts filled in. */
  const exportOrder = async (pay = true): Promise<PurchaseOrder> => {
    await fillCart(
      t,
      await userIdOf(t, buyer.email),
      products.slice(0, 2).map((product) => ({ product, quantity: product.minimum })),
    );
    const placed = await call(t, 'POST', '/purchase-orders', { as: buyer, body: { shipTo } });
    expect(placed.status).toBe(201);
    const po = placed.body as PurchaseOrder;
    // What the checkout fills in once the products helper's work is merged: set here directly.
    await t.app.db
      .updateTable('orders')
      .set({ hs_code: '81033000', country_of_origin: 'DE', export_classification: '1C202' })
      .where('id', '=', po.lines[0]!._id)
      .execute();
    await t.app.db
      .updateTable('purchase_orders')
      .set({ end_use_json: JSON.stringify(endUse) })
      .where('id', '=', po._id)
      .execute();
    if (pay) expect((await payByCard(t, buyer, po._id)).status).toBe(200);
    return (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: buyer })).body as PurchaseOrder;
  };

  const attachCertificate = (po: PurchaseOrder, line: number, fileName: string, content = certificateBytes) =>
    storeDocument(
      t.app.db,
      {
        kind: 'certificate',
        quote_id: null,
        purchase_order_id: po._id,
        line_id: po.lines[line]!._id,
        certificate_type: 'EN 10204 3.1',
        file_name: fileName,
        content_type: 'application/pdf',
        uploaded_by: null,
        content,
      },
      new Date().toISOString(),
    );

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      DOCUMENT_BUILD_RATE_LIMIT: '1000',
      DOCUMENT_DOWNLOAD_RATE_LIMIT: '1000',
    });
    [admin, buyer, companyAdmin, stranger, otherCompanyAdmin] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@schwabentech.example', 'Jonas Keller'),
      signUp(t, 'boss@schwabentech.example', 'Petra Boss'),
      signUp(t, 'stranger@example.com', 'Stan Stranger'),
      signUp(t, 'boss@other.example', 'Otto Other'),
    ]);
    const companyId = await insertCompany(t, { name: 'Schwabentech GmbH' });
    await insertMember(t, companyId, await userIdOf(t, buyer.email), 'buyer');
    await insertMember(t, companyId, await userIdOf(t, companyAdmin.email), 'admin');
    const otherId = await insertCompany(t, { name: 'Other Alloys' });
    await insertMember(t, otherId, await userIdOf(t, otherCompanyAdmin.email), 'admin');
    products = await plainProducts(t, 2);
  });
  afterAll(async () => t?.close());

  it("answers the commercial invoice with the line's HS code, origin, export classification and the end-use statement", async () => {
    const po = await exportOrder();
    const { response, bytes } = await download(buyer, `/purchase-orders/${po._id}/commercial-invoice.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Commercial-invoice-${po.number}.pdf"`);
    const text = await pdfTextOf(bytes);
    expect(text).toContain(commercialInvoiceTexts.title);
    expect(text).toMatch(/81033000 DE .*1C202/);
    expect(text).toContain(`End use: ${endUse.purpose}`);
  });

  it('zips the invoice, the commercial invoice, the packing list and every certificate, byte for byte, stored', async () => {
    const po = await exportOrder();
    await attachCertificate(po, 0, 'Mill cert 3.1.pdf');
    const base = `/purchase-orders/${po._id}`;
    const [invoice, commercialInvoice, packingList] = await Promise.all(
      ['invoice.pdf', 'commercial-invoice.pdf', 'packing-list.pdf'].map((file) => download(buyer, `${base}/${file}`)),
    );
    for (const answer of [invoice, commercialInvoice, packingList]) expect(answer!.response.status).toBe(200);

    const { response, bytes } = await download(buyer, `${base}/documents.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=Trade-documents-${po.number}.zip`);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const entries = await readZip(bytes);
    expect(entries.map((entry) => entry.name)).toEqual([
      `${po.number}/Invoice-${po.number}.pdf`,
      `${po.number}/Commercial-invoice-${po.number}.pdf`,
      `${po.number}/Packing-list-${po.number}.pdf`,
      `${po.number}/Certificates/Line-1-Mill cert 3.1.pdf`,
    ]);
    expect(entries.map((entry) => entry.compressionMethod)).toEqual([0, 0, 0, 0]);
    const contents = [invoice!.bytes, commercialInvoice!.bytes, packingList!.bytes, certificateBytes];
    entries.forEach((entry, index) => expect(entry.bytes.equals(contents[index]!), entry.name).toBe(true));
  });

  it('keeps the ZIP per version: the same order answers the kept copy or 304, a new certificate makes a new one', async () => {
    const po = await exportOrder();
    const url = `/purchase-orders/${po._id}/documents.zip`;
    const first = await download(buyer, url);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.response.headers.get('cache-control')).toBe('private, no-cache');
    const before = builds();

    const notModified = await download(buyer, url, { 'if-none-match': etag });
    expect(notModified.response.status).toBe(304);
    const again = await download(companyAdmin, url);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(builds()).toBe(before);
    const keptVersions = async () =>
      Object.fromEntries(
        (
          await t.app.db
            .selectFrom('built_documents')
            .select(['kind', 'version'])
            .where('purchase_order_id', '=', po._id)
            .execute()
        ).map((row) => [row.kind, row.version]),
      );
    const kept = await keptVersions();
    expect(Object.keys(kept).sort()).toEqual(['commercialInvoice', 'documentsZip', 'invoice', 'packingList']);
    expect(`"${kept.documentsZip}"`).toBe(etag);

    await attachCertificate(po, 1, 'heat-4711.pdf', Buffer.from('%PDF-1.4\n% line 2\n%%EOF\n'));
    const changed = await download(buyer, url, { 'if-none-match': etag });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
    // The commercial invoice and the packing list print no certificate: their kept copies go in.
    const after = await keptVersions();
    expect(after.commercialInvoice).toBe(kept.commercialInvoice);
    expect(after.packingList).toBe(kept.packingList);
    expect(`"${after.documentsZip}"`).toBe(changed.response.headers.get('etag'));
    expect((await readZip(changed.bytes)).map((entry) => entry.name)).toContain(
      `${po.number}/Certificates/Line-2-heat-4711.pdf`,
    );
  });

  it('answers from placement on: an unpaid or held order has its documents, and its ZIP no invoice yet', async () => {
    const po = await exportOrder(false);
    await t.app.db.updateTable('purchase_orders').set({ status: 'compliance_hold' }).where('id', '=', po._id).execute();
    const base = `/purchase-orders/${po._id}`;
    expect((await download(buyer, `${base}/invoice.pdf`)).response.status).toBe(409);
    expect((await download(buyer, `${base}/commercial-invoice.pdf`)).response.status).toBe(200);
    expect((await download(buyer, `${base}/packing-list.pdf`)).response.status).toBe(200);
    const zip = await download(buyer, `${base}/documents.zip`);
    expect(zip.response.status).toBe(200);
    expect((await readZip(zip.bytes)).map((entry) => entry.name)).toEqual([
      `${po.number}/Commercial-invoice-${po.number}.pdf`,
      `${po.number}/Packing-list-${po.number}.pdf`,
    ]);
  });

  it('lets the buyer, their company admin and a store admin download; others get 401 or 404, with or without the ETag', async () => {
    const po = await exportOrder();
    for (const file of ['commercial-invoice.pdf', 'packing-list.pdf', 'documents.zip']) {
      const url = `/purchase-orders/${po._id}/${file}`;
      const seen: Record<string, number> = {};
      const etag = (await download(buyer, url)).response.headers.get('etag')!;
      for (const [who, as] of Object.entries({ buyer, companyAdmin, admin, stranger, otherCompanyAdmin })) {
        seen[who] = (await download(as, url)).response.status;
        if (who === 'stranger') expect((await download(as, url, { 'if-none-match': etag })).response.status).toBe(404);
      }
      seen.anonymous = (await download(undefined, url)).response.status;
      expect(seen, file).toEqual({
        buyer: 200,
        companyAdmin: 200,
        admin: 200,
        stranger: 404,
        otherCompanyAdmin: 404,
        anonymous: 401,
      });
    }
    expect((await download(buyer, '/purchase-orders/no-such-order/documents.zip')).response.status).toBe(404);
  });
});
