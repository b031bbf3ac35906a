import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { PortalCertificate } from '#shared/certificate-portal/certificate-portal.schema.ts';
import { certificatePortal as m } from '#shared/messages/certificate-portal.ts';
import { validation } from '#shared/messages/validation.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { insertCompany, insertMember } from '../companies/companies.test-helpers.ts';
import { storeDocument } from '../documents/documents.repository.ts';
import { fillCart, plainProducts, userIdOf } from '../orders/purchase-orders.test-helpers.ts';

const shipTo = { address: '7 Mill Lane, Albany OR 97321', phone: '+1 541 555 0142' };

/** Every entry of a ZIP with its bytes and size, read by yauzl. */
function readZip(zip: Buffer): Promise<{ name: string; compressionMethod: number; bytes: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries: { name: string; compressionMethod: number; bytes: Buffer }[] = [];
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

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** The certificate portal (PRODUCT.md §20) over HTTP, on both engines. */
describe.each(testDatabaseKinds)('certificate portal on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let colleague: SignedIn;
  let companyAdmin: SignedIn;
  let otherCompanyAdmin: SignedIn;
  let products: Product[];
  /** The buyer's order: two lines, heat H-7781 on both, PO-ALPHA-7. */
  let own: PurchaseOrder;
  /** The colleague's order (same company): one line without a heat number. */
  let colleagues: PurchaseOrder;
  /** The other company's order. */
  let foreign: PurchaseOrder;
  const certificate: Record<'ownFirst' | 'ownSecond' | 'colleague' | 'foreign', string> = {
    ownFirst: '',
    ownSecond: '',
    colleague: '',
    foreign: '',
  };
  let drawingId: string;
  let clock = Date.parse('2026-03-01T10:00:00Z');

  const place = async (as: SignedIn, lines: Product[], poNumber: string | null): Promise<PurchaseOrder> => {
    await fillCart(
      t,
      await userIdOf(t, as.email),
      lines.map((product) => ({ product, quantity: product.minimum })),
    );
    const placed = await call(t, 'POST', '/purchase-orders', { as, body: { shipTo } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await t.app.db
      .updateTable('purchase_orders')
      .set({ po_number: poNumber })
      .where('id', '=', placed.body._id)
      .execute();
    return placed.body as PurchaseOrder;
  };

  /** A certificate on a line, as the admin's attach leaves it: the line's heat number and the file. */
  const attach = async (po: PurchaseOrder, line: number, heat: string | null, fileName: string, content: Buffer) => {
    const lineId = po.lines[line]!._id;
    await t.app.db.updateTable('orders').set({ heat_number: heat }).where('id', '=', lineId).execute();
    clock += 60_000;
    const stored = await storeDocument(
      t.app.db,
      {
        kind: 'certificate',
        quote_id: null,
        purchase_order_id: po._id,
        line_id: lineId,
        certificate_type: 'EN 10204 3.1',
        file_name: fileName,
        content_type: 'application/pdf',
        uploaded_by: null,
        content,
      },
      new Date(clock).toISOString(),
    );
    return stored.id;
  };

  const list = async (as: SignedIn | undefined, query = '') => {
    const answer = await call(t, 'GET', `/certificates${query}`, { as });
    return { ...answer, certificates: answer.body as PortalCertificate[] };
  };
  const ids = (certificates: PortalCertificate[]) => certificates.map((c) => c.documentId);
  const zip = async (as: SignedIn | undefined, body: unknown) => {
    const response = await fetch(`${t.url}/documents/zip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...as?.headers },
      body: JSON.stringify(body),
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
      DOCUMENT_DOWNLOAD_RATE_LIMIT: '1000',
      DOCUMENT_BUILD_RATE_LIMIT: '3',
    });
    [admin, buyer, colleague, companyAdmin, otherCompanyAdmin] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@aero.example', 'Bea Buyer'),
      signUp(t, 'colleague@aero.example', 'Cole Colleague'),
      signUp(t, 'boss@aero.example', 'Petra Boss'),
      signUp(t, 'boss@other.example', 'Otto Other'),
    ]);
    const companyId = await insertCompany(t, { name: 'Aero Parts' });
    await insertMember(t, companyId, await userIdOf(t, buyer.email), 'buyer');
    await insertMember(t, companyId, await userIdOf(t, colleague.email), 'buyer');
    await insertMember(t, companyId, await userIdOf(t, companyAdmin.email), 'admin');
    const otherId = await insertCompany(t, { name: 'Other Alloys' });
    await insertMember(t, otherId, await userIdOf(t, otherCompanyAdmin.email), 'admin');
    products = await plainProducts(t, 3);
    const grades = ['Ti-6Al-4V', 'Inconel 718', 'Ta-10W'];
    for (const [index, product] of products.entries()) {
      await t.app.db
        .updateTable('products')
        .set({ grade: grades[index]!, standard: `ASTM B${348 + index}` })
        .where('id', '=', Number(product._id))
        .execute();
    }

    own = await place(buyer, [products[0]!, products[1]!], 'PO-Alpha-7');
    colleagues = await place(colleague, [products[1]!], null);
    foreign = await place(otherCompanyAdmin, [products[2]!], 'PO-OTHER-1');
    certificate.ownFirst = await attach(own, 0, 'H-7781', 'mill.pdf', pdf('own first'));
    certificate.ownSecond = await attach(own, 1, 'H-7781', 'mill.pdf', pdf('own second'));
    certificate.colleague = await attach(colleagues, 0, null, 'Cert 3.1.pdf', pdf('colleague'));
    certificate.foreign = await attach(foreign, 0, 'X-5555', 'other.pdf', pdf('foreign'));
    drawingId = (
      await storeDocument(
        t.app.db,
        {
          kind: 'drawing',
          quote_id: null,
          purchase_order_id: null,
          line_id: null,
          certificate_type: null,
          file_name: 'drawing.pdf',
          content_type: 'application/pdf',
          uploaded_by: null,
          content: pdf('drawing'),
        },
        new Date().toISOString(),
      )
    ).id;
  });
  afterAll(async () => t?.close());

  it("lists a buyer's own certificates, newest first, with the line's heat, the product's grade and standard and the order's numbers", async () => {
    const { status, certificates, headers } = await list(buyer);
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('2');
    expect(ids(certificates)).toEqual([certificate.ownSecond, certificate.ownFirst]);
    expect(certificates[1]).toEqual({
      documentId: certificate.ownFirst,
      type: 'EN 10204 3.1',
      fileName: 'mill.pdf',
      url: `/documents/${certificate.ownFirst}`,
      heatNumber: 'H-7781',
      product: products[0]!.name,
      sku: products[0]!.sku,
      grade: 'Ti-6Al-4V',
      standard: 'ASTM B348',
      orderId: own._id,
      orderNumber: own.number,
      poNumber: 'PO-Alpha-7',
      date: new Date(Date.parse('2026-03-01T10:01:00Z')).toISOString(),
    });
  });

  it("gives a company admin the company's certificates, another company's admin only theirs, a store admin all", async () => {
    expect(ids((await list(companyAdmin)).certificates)).toEqual([
      certificate.colleague,
      certificate.ownSecond,
      certificate.ownFirst,
    ]);
    expect(ids((await list(otherCompanyAdmin)).certificates)).toEqual([certificate.foreign]);
    // A company's buyer sees their own, not a colleague's.
    expect(ids((await list(colleague)).certificates)).toEqual([certificate.colleague]);
    const all = await list(admin);
    expect(ids(all.certificates)).toEqual([
      certificate.foreign,
      certificate.colleague,
      certificate.ownSecond,
      certificate.ownFirst,
    ]);
    expect(all.headers.get('x-total-count')).toBe('4');
  });

  it('searches heat number, order number, PO number and grade, case-insensitive and containing', async () => {
    const search = async (as: SignedIn, q: string) => ids((await list(as, `?q=${encodeURIComponent(q)}`)).certificates);
    expect(await search(admin, 'h-778')).toEqual([certificate.ownSecond, certificate.ownFirst]);
    expect(await search(admin, colleagues.number.toLowerCase())).toEqual([certificate.colleague]);
    // "RM-000042" is found by its digits too, with or without the zeros.
    expect(await search(admin, String(Number(colleagues.number.slice(3))))).toContain(certificate.colleague);
    expect(await search(admin, 'alpha')).toEqual([certificate.ownSecond, certificate.ownFirst]);
    expect(await search(admin, 'po-other')).toEqual([certificate.foreign]);
    expect(await search(admin, 'inconel')).toEqual([certificate.colleague, certificate.ownSecond]);
    expect(await search(admin, 'ta-10w')).toEqual([certificate.foreign]);
    // A search never widens what the caller sees.
    expect(await search(buyer, 'x-5555')).toEqual([]);
    expect(await search(buyer, '%')).toEqual([]);
  });

  it('pages the list with X-Total-Count and refuses a page too large or a search with a control character', async () => {
    const second = await list(admin, '?pageSize=2&page=2');
    expect(second.headers.get('x-total-count')).toBe('4');
    expect(ids(second.certificates)).toEqual([certificate.ownSecond, certificate.ownFirst]);
    expect((await list(admin, '?pageSize=101')).status).toBe(400);
    // A one-line field (PRODUCT.md §21): a control character is a 400 naming the search.
    const bell = await list(buyer, `?q=${encodeURIComponent('H-77\u000781')}`);
    expect(bell.status).toBe(400);
    expect(bell.body).toEqual({ message: validation.oneLine(validation.fieldNames.search) });
  });

  it('zips the chosen certificates once each, named by order and heat (or line), without collisions, byte for byte', async () => {
    const { response, bytes } = await zip(companyAdmin, {
      ids: [certificate.ownFirst, certificate.colleague, certificate.ownSecond, certificate.ownFirst],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=Certificates-\d{4}-\d\d-\d\d\.zip$/,
    );
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const entries = await readZip(bytes);
    expect(entries.map((entry) => entry.name)).toEqual([
      `${own.number}/H-7781-mill.pdf`,
      `${colleagues.number}/Line-1-Cert 3.1.pdf`,
      `${own.number}/H-7781-mill (2).pdf`,
    ]);
    expect(entries.map((entry) => entry.compressionMethod)).toEqual([0, 0, 0]);
    expect(entries.map((entry) => entry.bytes.toString())).toEqual(
      [pdf('own first'), pdf('colleague'), pdf('own second')].map(String),
    );
  });

  it("answers 404 for the whole request when one id is another company's, not a certificate or unknown: nothing sent", async () => {
    for (const stranger of [certificate.foreign, drawingId, 'no-such-document']) {
      const { response, bytes } = await zip(buyer, { ids: [certificate.ownFirst, stranger] });
      expect(response.status, stranger).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(bytes.toString())).toEqual({ message: m.notFound });
    }
    // A colleague's certificate is the company admin's, not the buyer's.
    expect((await zip(buyer, { ids: [certificate.colleague] })).response.status).toBe(404);
    expect((await zip(admin, { ids: [certificate.foreign, certificate.ownFirst] })).response.status).toBe(200);
  });

  it("counts each ZIP against the account's document builds: past DOCUMENT_BUILD_RATE_LIMIT a minute, 429 with Retry-After", async () => {
    for (let n = 0; n < 3; n += 1) {
      expect((await zip(otherCompanyAdmin, { ids: [certificate.foreign] })).response.status).toBe(200);
    }
    const refused = await zip(otherCompanyAdmin, { ids: [certificate.foreign] });
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused.bytes.toString())).toEqual({
      message: expect.stringContaining('at most 3 times a minute'),
    });
    // Another account's budget is its own.
    expect((await zip(admin, { ids: [certificate.foreign] })).response.status).toBe(200);
  });

  it('refuses no ids or more than 100 (400), and a caller without a session (401)', async () => {
    const empty = await zip(buyer, { ids: [] });
    expect(empty.response.status).toBe(400);
    expect(JSON.parse(empty.bytes.toString())).toEqual({ message: m.idsRequired });
    const many = await zip(buyer, { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) });
    expect(JSON.parse(many.bytes.toString())).toEqual({ message: m.tooManyIds(100) });
    expect((await zip(undefined, { ids: [certificate.ownFirst] })).response.status).toBe(401);
    expect((await list(undefined)).status).toBe(401);
  });
});
