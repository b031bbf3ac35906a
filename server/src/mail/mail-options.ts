import type { Config } from '../config.ts';
import type { MailAttachment } from './mailer.ts';

/** What every mail's links need. */
export interface MailOptions {
  publicUrl: string;
}

/**
 * The mails' options from the configuration: links on PUBLIC_URL, or in development this machine
 * (never the request's Host header: a forged one must not end up in a buyer's mail).
 */
export function mailOptionsFromConfig(config: Pick<Config, 'publicUrl' | 'port'>): MailOptions {
  return { publicUrl: config.publicUrl ?? `http://localhost:${config.port}` };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Built when the mail is sent, never kept in the outbox's row (an invoice's PDF). */
  attachments?: MailAttachment[];
}
