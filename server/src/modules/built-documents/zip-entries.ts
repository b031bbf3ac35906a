import { ZipFile } from 'yazl';
import type { ZipEntry } from './document-kinds.ts';

/**
 * A ZIP of the entries, each stored as it is (PDFs and certificates are compressed already:
 * deflating them again costs time for nothing), dated `mtime` so that the same entries make the
 * same bytes. yazl writes it as a stream; it is collected because the ZIP is kept whole
 * (built_documents) like every document built from an order.
 */
export async function zipEntries(entries: ZipEntry[], mtime: Date): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { name, content } of entries) {
    // Cloned to the worker thread as a plain Uint8Array: a Buffer view of it, not a copy.
    const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    zip.addBuffer(bytes, name, { mtime, compress: false });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
