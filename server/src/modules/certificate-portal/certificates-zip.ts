import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { certificatePortal as m } from '#shared/messages/certificate-portal.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import type { ZipCertificateRow } from './certificates.repository.ts';

/** A name's slashes would make folders in the ZIP: stored names have none (safeFileName), heat numbers may. */
const flat = (text: string) => text.replace(/[/\\]/g, '_');

/** Names made unique inside the ZIP: a second "RM-000123/H-1-cert.pdf" becomes "… cert (2).pdf". */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = name.replace(/(\.[^./]*)?$/, (ext) => ` (${n})${ext}`);
  taken.add(candidate);
  return candidate;
}

/**
 * Each certificate's entry: `<order number>/<heat number, or Line-n without one>-<file name>`
 * (PRODUCT.md §20), in the order given, none twice.
 */
export function zipEntryNames(rows: readonly ZipCertificateRow[]): string[] {
  const taken = new Set<string>();
  return rows.map((row) => {
    const heat = row.heat_number?.trim();
    const heatOrLine = heat ? flat(heat) : m.lineLabel(Number(row.line_no));
    return uniqueName(m.zipEntry(formatOrderNumber(Number(row.number)), heatOrLine, flat(row.file_name)), taken);
  });
}

/** What yazl is handed with an error: no stream (it never reads one then). */
const gone = Readable.from([]);

export interface CertificatesZip {
  /** The ZIP's bytes as they are written: each file is read from the database only when its turn comes. */
  stream: NodeJS.ReadableStream;
  /** Its exact length: every entry is stored (not deflated) with its known size. */
  size: number;
}

/**
 * A ZIP of the certificates, streamed (yazl): a hundred 10 MB certificates are never in memory at
 * once. Entries are stored as they are (PDFs are compressed already), dated when each was attached.
 * `content` answers a file's bytes, undefined when it was replaced since it was listed: the ZIP then
 * fails mid-way (its length would be wrong), which the caller logs.
 */
export async function certificatesZip(
  rows: readonly ZipCertificateRow[],
  content: (id: string) => Promise<Uint8Array | undefined>,
  onError: (error: Error) => void,
): Promise<CertificatesZip> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // The answer is under way: all that is left is to cut it short, so the download fails visibly.
  zip.on('error', (error: Error) => {
    onError(error);
    output.destroy(error);
  });
  const names = zipEntryNames(rows);
  rows.forEach((row, index) => {
    zip.addReadStreamLazy(
      names[index]!,
      { mtime: new Date(row.created_at), compress: false, size: Number(row.size_bytes) },
      (done) => {
        content(row.id).then(
          (bytes) =>
            bytes ? done(null, Readable.from([bytes])) : done(new Error(`certificate ${row.id} is gone`), gone),
          (error: unknown) => done(error, gone),
        );
      },
    );
  });
  // @types/yazl leaves out the total the callback is given (yazl's README: calculatedTotalSizeCallback).
  const end = zip.end.bind(zip) as (options: object, callback: (total: number) => void) => void;
  const size = await new Promise<number>((resolve) => end({}, resolve));
  return { stream: output, size };
}
