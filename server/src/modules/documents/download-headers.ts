import { create } from 'content-disposition';

/**
 * `attachment; filename="…"` for every browser, plus RFC 6266/8187 `filename*=UTF-8''…` when the
 * name is not plain ASCII. The plain name is our own ASCII spelling ("Prüf" → "Pruf"), not the
 * library's question marks. Stored names are already safe (safeFileName): no quotes, no path.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\]/g, '_');
  return create(fileName, { type: 'attachment', fallback: ascii });
}

/** A strong ETag from the stored SHA-256 of the bytes: the same file is the same tag on every process. */
export function etagOf(sha256: string): string {
  return `"${sha256}"`;
}

/**
 * If-None-Match as RFC 9110 §13.1.2 reads it: `*`, or a list of tags compared weakly (W/ ignored).
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
