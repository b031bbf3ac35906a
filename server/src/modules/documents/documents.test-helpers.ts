import type { SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * A file that file-type judges a PDF (it reads the %PDF- signature), of exactly `size` bytes; `seed`
 * makes two files differ.
 */
export function pdfBytes(size = 4096, seed = 'certificate'): Buffer {
  const head = Buffer.from(`%PDF-1.7\n% ${seed}\n`);
  const tail = Buffer.from('\n%%EOF\n');
  const filler = Buffer.alloc(Math.max(0, size - head.length - tail.length), `${seed} `);
  return Buffer.concat([head, filler, tail]).subarray(0, size);
}

/** The PNG signature and an IHDR chunk: a picture, whatever its name says. */
export function pngBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.alloc(64),
  ]);
}

export interface CertificateForm {
  file?: { bytes: Buffer; name: string } | undefined;
  type?: string;
  heatNumber?: string;
}

/** POST /purchase-orders/{id}/lines/{lineId}/certificate as a browser's FormData would send it. */
export async function uploadCertificate(
  t: TestApp,
  as: SignedIn | undefined,
  purchaseOrderId: string,
  lineId: string,
  form: CertificateForm,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a purchase order, or {message}
): Promise<{ status: number; body: any }> {
  const data = new FormData();
  if (form.type !== undefined) data.append('type', form.type);
  if (form.heatNumber !== undefined) data.append('heatNumber', form.heatNumber);
  if (form.file) data.append('file', new Blob([new Uint8Array(form.file.bytes)]), form.file.name);
  const response = await fetch(
    `${t.url}/purchase-orders/${encodeURIComponent(purchaseOrderId)}/lines/${encodeURIComponent(lineId)}/certificate`,
    { method: 'POST', headers: as?.headers ?? {}, body: data },
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** GET a document with the caller's token (none for anonymous), the bytes kept as bytes. */
export async function download(t: TestApp, url: string, as?: SignedIn, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${url}`, { headers: { ...as?.headers, ...headers } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * A multipart form of one file of `size` bytes (starting with `signature`), sent as a browser on a
 * real link sends it: in 64 KiB chunks, pausing every MiB. An answer the server sends before it has
 * read the body then races the upload, as it does for a user (issue 26: "network error").
 */
export function slowUpload(field: string, size: number, signature = '%PDF-1.7\n') {
  const boundary = 'budget-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${signature}`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 'x');
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent >= size) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      if (sent % (1024 * 1024) === 0) await new Promise((resolve) => setTimeout(resolve, 15));
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      controller.enqueue(part);
      sent += part.length;
    },
  });
  return {
    body,
    duplex: 'half' as const,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + size + tail.length),
    },
  };
}
