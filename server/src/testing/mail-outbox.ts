import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The text of an .eml the outbox mailer wrote, quoted-printable undone (long links wrap, and
 * "×" travels as =C3=97): read as bytes, unescaped, then read as the UTF-8 it is.
 */
function decodeMail(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Mails written to DATA_DIR/outbox for an address (SMTP_URL unset), oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => decodeMail(readFileSync(path.join(outbox, file), 'latin1')))
    .filter((mail) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(mail));
}

/** The last link to `pathPart` mailed to an address, or undefined. */
export function lastLinkTo(dataDir: string, email: string, pathPart: string): string | undefined {
  const links = mailsTo(dataDir, email).flatMap((mail) => mail.match(/https?:\/\/\S+/g) ?? []);
  return links.filter((link) => link.includes(pathPart)).at(-1);
}
