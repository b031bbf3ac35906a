import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { Language } from '#shared/i18n/languages.ts';

/** A file sent with a mail (an invoice's PDF), handed to nodemailer as it is. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Fixed per outbox message, so a resend after a crash is the same message to a mail client (ADR 023). */
  messageId?: string;
  /** The language it is written in (PRODUCT.md §18): its `Content-Language` header. */
  language?: Language;
}

/** What nodemailer is handed: the mail with its language as a `Content-Language` header (RFC 3282). */
function message(from: string, { language, ...mail }: Mail) {
  return { from, ...mail, ...(language ? { headers: { 'Content-Language': language } } : {}) };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP_URL sends real mail; without it each message is written as an .eml file under
 * DATA_DIR/outbox (docs/product/rules.md#identity), so a developer can open it without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer (~650 KB of modules) loads with the first mail, not at start (ADR 022).
  const nodemailer = async () => (await import('nodemailer')).default;
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    let transport: Transporter | undefined;
    return {
      async send(mail) {
        // Every wait bounded well inside the outbox's claim (OUTBOX_LEASE_SECONDS, 5 min): a send that
        // hung past it would let another process take the message over and send it again (ADR 023).
        // nodemailer's own socket timeout is 10 minutes.
        transport ??= (await nodemailer()).createTransport({
          url: smtpUrl,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        });
        await transport.sendMail(message(options.from, mail));
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  let transport: Transporter<StreamTransport.SentMessageInfo, StreamTransport.Options> | undefined;
  return {
    async send(mail) {
      transport ??= (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await transport.sendMail(message(options.from, mail));
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Off the event loop: creating a file cost this machine ~0.5 ms of system time, written
      // synchronously after every order's mails it stalled every request in flight (issue 31).
      // The folder is made when missing (the first mail, or someone removed it), not checked per mail.
      const write = () => writeFile(file, info.message as Buffer);
      await write().catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(outbox, { recursive: true });
        await write();
      });
      options.log.info(
        { file, to: mail.to, subject: mail.subject },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
  };
}
