import { createHash, randomUUID } from 'node:crypto';
import { parse } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { certificates } from '#shared/messages/certificates.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { fillCart, userIdOf } from '../orders/purchase-orders.test-helpers.ts';
import { documentUrl } from './document-url.ts';
import { storeDocument } from './documents.repository.ts';
import { download, pdfBytes, pngBytes, uploadCertificate } from './documents.test-helpers.ts';

describe.each(testDatabaseKinds)('GET /documents/{id} on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  let po: PurchaseOrder;
  const bytes = pdfBytes(300_000, 'downloaded');
  /** The certificate's url, uploaded by the admin on the buyer's order. */
  let url: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    [admin, buyer, other] = await Promise.all([
      signUpAdmin(t, 'admin@example.com'),
      signUp(t, 'buyer@example.com'),
      signUp(t, 'other@example.com'),
    ]);
    const [product] = (await call(t, 'GET', '/products/?limit=1')).body as Product[];
    await fillCart(t, await userIdOf(t, buyer.email), [{ product: product!, quantity: product!.minimum }]);
    po = (
      await call(t, 'POST', '/purchase-orders', {
        as: buyer,
        body: { shipTo: { address: '1 Foundry Road', phone: '+1 412 555 0199' } },
      })
    ).body as PurchaseOrder;
    const uploaded = await uploadCertificate(t, admin, po._id, po.lines[0]!._id, {
      file: { bytes, name: 'Heat H-77 3.1.pdf' },
      type: 'EN 10204 3.1',
      heatNumber: 'H-77',
    });
    expect(uploaded.status).toBe(200);
    url = (uploaded.body as PurchaseOrder).lines[0]!.certificate!.url;
  });
  afterAll(async () => t?.close());

  it('gives the order’s buyer exactly the stored bytes, as an attachment that no cache keeps', async () => {
    // An Accept-Encoding the store compresses for elsewhere: a stored file is sent as it is.
    const file = await download(t, url, buyer, { 'accept-encoding': 'br, gzip' });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-length')).toBe(String(bytes.length));
    expect(file.headers.get('content-encoding')).toBeNull();
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Heat H-77 3.1.pdf"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 304 without the bytes when If-None-Match holds its ETag', async () => {
    const etag = (await download(t, url, buyer)).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await download(t, url, buyer, { 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
      // No stray JSON "null": a 304 says nothing about a body it does not have.
      expect(again.headers.get('content-type')).toBeNull();
    }
    expect((await download(t, url, buyer, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('serves an admin; another buyer and an unknown id get the same 404; an anonymous caller 401', async () => {
    const byAdmin = await download(t, url, admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.bytes.equals(bytes)).toBe(true);
    for (const [path, as] of [
      [url, other],
      [documentUrl(randomUUID()), buyer],
    ] as const) {
      const refused = await call(t, 'GET', path, { as });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: certificates.documentNotFound });
    }
    const anonymous = await call(t, 'GET', url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: messages.errors.unauthorized });
  });

  it('names a file of any script in filename*, with a plain ASCII filename beside it', async () => {
    const answer = await uploadCertificate(t, admin, po._id, po.lines[0]!._id, {
      file: { bytes, name: 'Prüfbescheinigung 3.1 – 合金<x>.pdf' },
      type: 'EN 10204 3.1',
      heatNumber: 'H-78',
    });
    const certificate = (answer.body as PurchaseOrder).lines[0]!.certificate!;
    expect(certificate.name).toBe('Prüfbescheinigung 3.1 _ 合金_x_.pdf');
    const header = (await download(t, certificate.url, buyer)).headers.get('content-disposition')!;
    expect(header).toMatch(/^attachment; filename="Prufbescheinigung 3\.1 _ __x_\.pdf"; filename\*=UTF-8''/);
    expect(parse(header).parameters.filename).toBe(certificate.name);
  });

  it('gives a quote’s drawing to the quote’s buyer and admins only', async () => {
    const now = new Date().toISOString();
    const quoteId = randomUUID();
    await t.app.db
      .insertInto('quotes')
      .values({
        id: quoteId,
        number: 1,
        buyer_id: await userIdOf(t, buyer.email),
        buyer_email: buyer.email,
        buyer_name: 'buyer',
        product_id: null,
        product_name: null,
        metal: 'titanium',
        form: 'fitting',
        grade: 'Grade 5',
        dimensions: 'per drawing',
        quantity: 40,
        target_date: null,
        notes: '',
        status: 'requested',
        unit_price_cents: null,
        lead_time_days: null,
        valid_until: null,
        answer_note: null,
        purchase_order_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const picture = pngBytes();
    const drawing = await storeDocument(
      t.app.db,
      {
        kind: 'drawing',
        quote_id: quoteId,
        purchase_order_id: null,
        line_id: null,
        certificate_type: null,
        file_name: 'bracket.png',
        content_type: 'image/png',
        uploaded_by: await userIdOf(t, buyer.email),
        content: picture,
      },
      now,
    );
    for (const as of [buyer, admin]) {
      const file = await download(t, documentUrl(drawing.id), as);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(parse(file.headers.get('content-disposition')!)).toEqual({
        type: 'attachment',
        parameters: { filename: 'bracket.png' },
      });
      expect(file.bytes.equals(picture)).toBe(true);
    }
    expect((await download(t, documentUrl(drawing.id), other)).status).toBe(404);
    expect((await download(t, documentUrl(drawing.id))).status).toBe(401);
  });
});
