import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http-errors.ts';
import { quotes as m } from '#shared/messages/quotes.ts';
import { assertUploadFits } from './upload-quota.ts';

export interface Upload {
  /** The text fields of the form, by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  /** The file, when the form had one in `fileField`. */
  file?: { name: string; contentType: string; bytes: Buffer };
}

export interface UploadRules {
  /** The form field that carries the file. */
  fileField: string;
  required: boolean;
  /** Content types allowed, judged from the file's first bytes (file-type), never its name or header. */
  allowed: readonly string[];
  /** How the allowed types read in a message: "a PDF, PNG or JPEG". */
  allowedInWords: string;
  /** A smaller limit than the multipart plugin's 10 MB, with the 413's message. */
  maxBytes?: { bytes: number; message: string };
}

/** Upload bodies are bigger than the app's JSON limit: the file's own limit is enforced part by part. */
export const uploadBodyLimit = 11 * 1024 * 1024;

/**
 * Reads a multipart form (the multipart plugin's limits apply: one file of at most 10 MB), then
 * checks the file by its bytes. Every refusal is a 4xx with our message, and the caller has
 * stored nothing yet: a file over the limit is 413, a form cut off mid-upload 400, a file that is
 * not of an allowed type (whatever its name says) 400, a file past the uploader's quota 413
 * (upload-quota.ts). An upload route declares `config: { upload: true }` so that the email and
 * quota are checked before the body is read too (PRODUCT.md §21).
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(m.fileMissing);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    const parts = rules.maxBytes ? request.parts({ limits: { fileSize: rules.maxBytes.bytes } }) : request.parts();
    for await (const part of parts) {
      if (part.type === 'file') {
        // Every file part must be read to its end, or the form never finishes.
        const bytes = await part.toBuffer();
        if (part.fieldname === rules.fileField && !file && bytes.length > 0) file = { name: part.filename, bytes };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (!file) {
    if (rules.required) throw badRequest(m.fileMissing);
    return { fields };
  }
  // file-type loads with the first upload, not at start (ADR 022).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(file.bytes);
  if (!sniffed || !rules.allowed.includes(sniffed.mime)) throw badRequest(m.fileType(rules.allowedInWords));
  await assertUploadFits(request, file.bytes.length);
  return { fields, file: { name: safeFileName(file.name, sniffed.ext), contentType: sniffed.mime, bytes: file.bytes } };
}

function uploadError(error: unknown, rules: UploadRules): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, rules.maxBytes?.message ?? m.fileTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, m.tooManyParts);
  }
  // Busboy's "Unexpected end of form" and friends: the upload was cut off or is not a form.
  return badRequest(m.truncated);
}

/**
 * A name safe in a Content-Disposition header: no path, no quotes, control or format characters
 * (a right-to-left override would turn "fdp.exe" around), the right extension. Letters and digits
 * of every script stay: the download carries them in `filename*` (documents.routes.ts).
 */
export function safeFileName(name: string, extension: string): string {
  const cleaned = (name.split(/[\\/]/).at(-1) ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}_.\- ()]+/gu, '_')
    .replace(/^\.+/, '');
  // By code point, so a character outside the BMP is never cut in half.
  const base = Array.from(cleaned).slice(0, 120).join('');
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${extension}`;
}
