import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatUsd } from '#shared/money.ts';
import { createMailer } from '../../../mail/mailer.ts';
import { sendPurchaseOrderMail } from './purchase-order-mail.ts';
import { fixtureLine, fixturePurchaseOrder } from './purchase-order.fixture.ts';

/** A real SMTP server on loopback catches what the store's nodemailer transport delivers. */
const caught: { to: string[]; mail: ParsedMail }[] = [];
const smtp = new SMTPServer({
  // Plain SMTP on loopback: no certificate to trust, no credentials to send.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        caught.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

describe('a purchase order mail through SMTP', () => {
  it('arrives at the buyer as multipart plain text and HTML, the HTML escaped', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Rare Metals Store <no-reply@rare-metals.example>',
      dataDir: '/nonexistent',
      log: Fastify({ logger: false }).log,
    });
    const po = fixturePurchaseOrder([fixtureLine(1, { name: 'Nitinol wire <0.5 mm> & spool' }), fixtureLine(2)]);
    const log = { error: vi.fn() };

    expect(await sendPurchaseOrderMail(mailer, 'paid', po, { publicUrl: 'https://store.example', log })).toBe(true);

    expect(log.error).not.toHaveBeenCalled();
    expect(caught).toHaveLength(1);
    const [{ to, mail }] = caught as [(typeof caught)[number]];
    expect(to).toEqual(['buyer@acme.example']);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.subject).toBe('Receipt for order RM-000123 (PO 4500-17)');
    expect(mail.text).toContain('Nitinol wire <0.5 mm> & spool');
    expect(mail.text).toContain('TI-BAR-0002');
    expect(mail.text).toContain(formatUsd(po.total));
    expect(mail.text).toContain('https://store.example/purchase-orders/po-7f3a/invoice.pdf');
    expect(mail.html).toContain('Nitinol wire &lt;0.5 mm&gt; &amp; spool');
    expect(mail.html).toContain(formatUsd(po.total));
  });
});
