import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { certificates } from '#shared/messages/certificates.ts';
import { quotes as m } from '#shared/messages/quotes.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import { maxUploadBytes } from '#shared/quotes/quote.schema.ts';
import { RawConnection } from '../../reliability/raw-http.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type CertificateForm,
  download,
  pdfBytes,
  pngBytes,
  uploadCertificate,
} from '../documents/documents.test-helpers.ts';
import { fillCart, payByCard, plainProducts, userIdOf } from './purchase-orders.test-helpers.ts';

const shipTo = { address: '1 Foundry Road, Pittsburgh PA 15201', phone: '+1 412 555 0199' };

describe.each(testDatabaseKinds)('mill certificates on purchase order lines on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  let other: SignedIn;
  let products: Product[];

  /** A three-line purchase order of the buyer's (or another's). */
  const place = async (as: SignedIn): Promise<PurchaseOrder> => {
    await fillCart(
      t,
      await userIdOf(t, as.email),
      products.map((product) => ({ product, quantity: product.minimum })),
    );
    const placed = await call(t, 'POST', '/purchase-orders', { as, body: { shipTo } });
    expect(placed.status).toBe(201);
    return placed.body as PurchaseOrder;
  };
  const certificateRows = (lineId?: string) => {
    let query = t.app.db
      .selectFrom('documents')
      .select(['id', 'line_id', 'certificate_type', 'file_name', 'uploaded_by']);
    if (lineId) query = query.where('line_id', '=', lineId);
    return query.execute();
  };
  const heatNumberOf = async (lineId: string) =>
    (await t.app.db.selectFrom('orders').select('heat_number').where('id', '=', lineId).executeTakeFirstOrThrow())
      .heat_number;
  const valid = (bytes = pdfBytes()): CertificateForm => ({
    file: { bytes, name: 'Mill cert 3.1.pdf' },
    type: 'EN 10204 3.1',
    heatNumber: 'H-1234',
  });

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '1000',
    });
    [admin, buyer, other] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
      signUp(t, 'other@example.com', 'Oscar Other'),
    ]);
    products = await plainProducts(t, 3);
  });
  afterAll(async () => t?.close());

  it('attaches the certificate to one line: its heat number, the file, a timeline event, shown to the buyer', async () => {
    const po = await place(buyer);
    const line = po.lines[1]!;
    const bytes = pdfBytes(20_000, 'heat H-1234');
    const answer = await uploadCertificate(t, admin, po._id, line._id, valid(bytes));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const updated = answer.body as PurchaseOrder;
    const [stored] = await certificateRows(line._id);
    expect(stored).toMatchObject({ certificate_type: 'EN 10204 3.1', file_name: 'Mill cert 3.1.pdf' });
    expect(stored!.uploaded_by).toBe(await userIdOf(t, admin.email));
    const certificate = {
      _id: stored!.id,
      type: 'EN 10204 3.1',
      name: 'Mill cert 3.1.pdf',
      url: `/documents/${stored!.id}`,
    };
    expect(updated.lines[1]).toMatchObject({ heatNumber: 'H-1234', certificate });
    // The other lines have neither.
    expect(updated.lines.filter((l) => l._id !== line._id).map((l) => [l.heatNumber, l.certificate])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(updated.documents).toEqual([
      { type: 'certificate', name: 'Mill cert 3.1.pdf', url: certificate.url, lineId: line._id },
    ]);
    expect(updated.events.at(-1)).toMatchObject({
      type: 'certificate_added',
      note: certificates.note('EN 10204 3.1', 'H-1234', line.lineNo),
    });
    expect(updated.events.at(-1)!.note).toBe(`EN 10204 3.1, heat H-1234, line ${line.lineNo}`);

    // The buyer sees the same on the order and in their list, and downloads exactly these bytes.
    const seen = (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: buyer })).body as PurchaseOrder;
    expect(seen.lines[1]!.certificate).toEqual(certificate);
    const listed = (await call(t, 'GET', '/purchase-orders', { as: buyer })).body as PurchaseOrder[];
    expect(listed.find((p) => p._id === po._id)!.lines[1]!.certificate).toEqual(certificate);
    const file = await download(t, certificate.url, buyer);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it('replaces the line’s earlier certificate and heat number; the old file is gone', async () => {
    const po = await place(buyer);
    const line = po.lines[0]!;
    const first = (await uploadCertificate(t, admin, po._id, line._id, valid(pdfBytes(5000, 'first'))))
      .body as PurchaseOrder;
    const second = await uploadCertificate(t, admin, po._id, line._id, {
      file: { bytes: pdfBytes(6000, 'second'), name: 'retest.pdf' },
      type: 'EN 10204 3.2',
      heatNumber: 'H-9876',
    });
    expect(second.status).toBe(200);
    const updated = second.body as PurchaseOrder;
    expect(updated.lines[0]).toMatchObject({
      heatNumber: 'H-9876',
      certificate: { type: 'EN 10204 3.2', name: 'retest.pdf' },
    });
    expect(updated.documents.filter((d) => d.type === 'certificate')).toHaveLength(1);
    expect(await certificateRows(line._id)).toHaveLength(1);
    expect(await heatNumberOf(line._id)).toBe('H-9876');
    expect((await download(t, first.lines[0]!.certificate!.url, buyer)).status).toBe(404);
    const now = await download(t, updated.lines[0]!.certificate!.url, buyer);
    expect(now.bytes.equals(pdfBytes(6000, 'second'))).toBe(true);
    expect(updated.events.filter((e) => e.type === 'certificate_added').map((e) => e.note)).toEqual([
      certificates.note('EN 10204 3.1', 'H-1234', line.lineNo),
      certificates.note('EN 10204 3.2', 'H-9876', line.lineNo),
    ]);
  });

  it('keeps one certificate when two uploads to a line cross', async () => {
    const po = await place(buyer);
    const line = po.lines[0]!;
    const answers = await Promise.all(
      ['H-A', 'H-B', 'H-C'].map((heatNumber) =>
        uploadCertificate(t, admin, po._id, line._id, { ...valid(pdfBytes(200_000, heatNumber)), heatNumber }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rows = await certificateRows(line._id);
    expect(rows).toHaveLength(1);
    // The line's heat number and its file are from the same upload: the last one to commit.
    const final = (await call(t, 'GET', `/purchase-orders/${po._id}`, { as: buyer })).body as PurchaseOrder;
    const heatNumber = final.lines[0]!.heatNumber!;
    expect(await heatNumberOf(line._id)).toBe(heatNumber);
    const file = await download(t, final.lines[0]!.certificate!.url, buyer);
    expect(file.bytes.equals(pdfBytes(200_000, heatNumber))).toBe(true);
    expect(final.events.filter((event) => event.type === 'certificate_added')).toHaveLength(3);
  });

  it('takes a PDF of exactly 10 MB', async () => {
    const po = await place(buyer);
    const bytes = pdfBytes(maxUploadBytes, 'ten megabytes');
    const answer = await uploadCertificate(t, admin, po._id, po.lines[2]!._id, valid(bytes));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const file = await download(t, (answer.body as PurchaseOrder).lines[2]!.certificate!.url, admin);
    expect(file.bytes.length).toBe(maxUploadBytes);
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  describe('refusals store nothing and leave the heat number as it was', () => {
    let po: PurchaseOrder;
    let elsewhere: PurchaseOrder;
    let cancelledOrder: PurchaseOrder;
    let cancelledLine: string;

    beforeAll(async () => {
      po = await place(buyer);
      // The line already has a certificate: a refused upload must not remove or replace it.
      expect((await uploadCertificate(t, admin, po._id, po.lines[0]!._id, valid())).status).toBe(200);
      elsewhere = await place(other);
      cancelledOrder = await place(buyer);
      cancelledLine = cancelledOrder.lines[0]!._id;
      expect((await call(t, 'POST', `/order/${cancelledLine}/cancel`, { as: buyer })).status).toBe(200);
    });

    const cases: {
      name: string;
      status: number;
      message: () => string;
      send: () => Promise<{ status: number; body: unknown }>;
    }[] = [
      {
        name: 'a PNG named .pdf',
        status: 400,
        message: () => m.fileType(certificates.fileWords),
        send: () =>
          uploadCertificate(t, admin, po._id, po.lines[0]!._id, {
            ...valid(),
            file: { bytes: pngBytes(), name: 'cert.pdf' },
          }),
      },
      {
        name: 'a text file named .pdf',
        status: 400,
        message: () => m.fileType(certificates.fileWords),
        send: () =>
          uploadCertificate(t, admin, po._id, po.lines[0]!._id, {
            ...valid(),
            file: { bytes: Buffer.from('EN 10204 3.1 certificate, heat H-1\n'.repeat(50)), name: 'cert.pdf' },
          }),
      },
      {
        name: 'a PDF of 10 MB and one byte',
        status: 413,
        message: () => m.fileTooLarge,
        send: () => uploadCertificate(t, admin, po._id, po.lines[0]!._id, valid(pdfBytes(maxUploadBytes + 1))),
      },
      {
        name: 'no file',
        status: 400,
        message: () => m.fileMissing,
        send: () => uploadCertificate(t, admin, po._id, po.lines[0]!._id, { ...valid(), file: undefined }),
      },
      {
        name: 'an unknown certificate type',
        status: 400,
        message: () => m.certificateType,
        send: () => uploadCertificate(t, admin, po._id, po.lines[0]!._id, { ...valid(), type: 'EN 10204 9.9' }),
      },
      {
        name: 'no heat number',
        status: 400,
        message: () => m.heatNumberRequired,
        send: () => uploadCertificate(t, admin, po._id, po.lines[0]!._id, { ...valid(), heatNumber: '   ' }),
      },
      {
        name: 'a heat number of 61 characters',
        status: 400,
        message: () => m.tooLong(60),
        send: () => uploadCertificate(t, admin, po._id, po.lines[0]!._id, { ...valid(), heatNumber: 'H'.repeat(61) }),
      },
      {
        name: 'a JSON body',
        status: 400,
        message: () => m.fileMissing,
        send: () =>
          call(t, 'POST', `/purchase-orders/${po._id}/lines/${po.lines[0]!._id}/certificate`, {
            as: admin,
            body: { type: 'EN 10204 3.1', heatNumber: 'H-1' },
          }),
      },
      {
        name: 'the buyer',
        status: 403,
        message: () => messages.errors.forbidden,
        send: () => uploadCertificate(t, buyer, po._id, po.lines[0]!._id, valid()),
      },
      {
        name: 'an anonymous caller',
        status: 401,
        message: () => messages.errors.unauthorized,
        send: () => uploadCertificate(t, undefined, po._id, po.lines[0]!._id, valid()),
      },
      {
        name: 'a line of another purchase order',
        status: 404,
        message: () => certificates.lineNotFound,
        send: () => uploadCertificate(t, admin, po._id, elsewhere.lines[0]!._id, valid()),
      },
      {
        name: 'an unknown purchase order',
        status: 404,
        message: () => messages.purchaseOrders.notFound,
        send: () => uploadCertificate(t, admin, 'no-such-order', po.lines[0]!._id, valid()),
      },
      {
        name: 'a cancelled line',
        status: 409,
        message: () => certificates.lineCancelled,
        send: () => uploadCertificate(t, admin, cancelledOrder._id, cancelledLine, valid()),
      },
    ];

    it.each(cases)('$name: $status', async ({ status, message, send }) => {
      const before = { documents: await certificateRows(), heat: await heatNumberOf(po.lines[0]!._id) };
      const answer = await send();
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body).toEqual({ message: message() });
      expect(await certificateRows()).toEqual(before.documents);
      expect(await heatNumberOf(po.lines[0]!._id)).toBe(before.heat);
      expect(await heatNumberOf(cancelledLine)).toBeNull();
    });

    it('a form cut off before its end: 400, nothing stored, and the server still answers', async () => {
      const before = await certificateRows();
      const boundary = 'cut-off-form-7f3a';
      const partial = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nEN 10204 3.1\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="heatNumber"\r\n\r\nH-CUT\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        pdfBytes(50_000, 'cut'),
      ]);
      const connection = new RawConnection(t.url);
      await connection.connected;
      // Chunked, and the last chunk comes before the form's closing boundary: the body ends mid-file.
      await connection.write(
        [
          `POST /purchase-orders/${po._id}/lines/${po.lines[0]!._id}/certificate HTTP/1.1`,
          'Host: 127.0.0.1',
          `Authorization: Bearer ${admin.token}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          'Transfer-Encoding: chunked',
          '',
          '',
        ].join('\r\n'),
      );
      connection.socket.write(`${partial.length.toString(16)}\r\n`);
      connection.socket.write(partial);
      await connection.write('\r\n0\r\n\r\n');
      const answer = await connection.answer();
      connection.socket.destroy();
      expect(answer?.status).toBe(400);
      expect(JSON.parse(answer!.body)).toEqual({ message: m.truncated });

      // A client that goes away mid-upload: no answer to read, and nothing kept either.
      const gone = new RawConnection(t.url);
      await gone.connected;
      await gone.write(
        [
          `POST /purchase-orders/${po._id}/lines/${po.lines[0]!._id}/certificate HTTP/1.1`,
          'Host: 127.0.0.1',
          `Authorization: Bearer ${admin.token}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${partial.length + 1000}`,
          '',
          '',
        ].join('\r\n'),
      );
      gone.socket.write(partial);
      await new Promise((resolve) => setTimeout(resolve, 100));
      gone.socket.destroy();
      await gone.closed;

      expect(await certificateRows()).toEqual(before);
      expect(await heatNumberOf(po.lines[0]!._id)).not.toBe('H-CUT');
      expect((await call(t, 'GET', `/purchase-orders/${po._id}`, { as: admin })).status).toBe(200);
    });
  });

  it('prints the heat number on the invoice once the certificate is attached', async () => {
    const po = await place(buyer);
    expect((await payByCard(t, buyer, po._id)).status).toBe(200);
    const line = po.lines[2]!;
    expect((await uploadCertificate(t, admin, po._id, line._id, { ...valid(), heatNumber: 'HT-55821-B' })).status).toBe(
      200,
    );
    const invoice = await download(t, `/purchase-orders/${po._id}/invoice.pdf`, buyer);
    expect(invoice.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(invoice.bytes) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('HT-55821-B');
    expect(text).toContain(line.sku!);
  });
});
