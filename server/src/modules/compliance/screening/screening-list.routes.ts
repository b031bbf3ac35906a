import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxScreeningListBytes, screeningListAnswerSchema } from '#shared/compliance/screening-list.schema.ts';
import { screening as m } from '#shared/messages/screening.ts';
import { badRequest, HttpError } from '../../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../../http/schemas.ts';
import { readScreeningCsv } from './read-screening-csv.ts';
import { removeScreeningList, replaceScreeningList, screeningListSummary } from './screening-list.repository.ts';

const tags = ['compliance'];
const path = '/compliance/screening-list';
const tooLarge = () => new HttpError(413, m.tooLarge(maxScreeningListBytes / (1024 * 1024)));

/**
 * The multipart form's `file`, up to the list's own limit (the real list is over 10 MB: more than
 * the multipart plugin's 10 MB). A CSV has no magic bytes to sniff: the parse judges it.
 */
async function readListFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(m.fileMissing);
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxScreeningListBytes } })) {
      if (part.type !== 'file') continue;
      // Every file part is read to its end, or the form never finishes.
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && !file && bytes.length > 0) file = { name: part.filename, bytes };
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest(m.notCsv((error as Error).message));
  }
  if (!file) throw badRequest(m.fileMissing);
  return file;
}

/** The file's name as the panel shows it: no path, no control characters, at most 120 characters. */
const shownName = (name: string) =>
  Array.from((name.split(/[\\/]/).at(-1) ?? '').replace(/[\p{C}]+/gu, '').trim())
    .slice(0, 120)
    .join('') || 'screening-list.csv';

/**
 * The store's denied-party list (PRODUCT.md §19), store admins only: upload (replaces the list and
 * re-screens every company), read and remove.
 */
export const screeningListRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = { 200: screeningListAnswerSchema, ...errorAnswers(400, 401, 403, 413) };

  app.post(
    path,
    {
      config: { auth: 'admin', upload: true },
      // The form around the file: boundaries, headers.
      bodyLimit: maxScreeningListBytes + 1024 * 1024,
      schema: {
        tags,
        summary:
          'Upload the denied-party list (store admin; multipart `file`: CSV with the columns name, alt_names (separated by ;), country and source, like the US Consolidated Screening List). Replaces the whole list and re-screens every company; a missing column or a row without a name is a 400 naming it, and the old list stays',
        consumes: ['multipart/form-data'],
        response: answers,
        security: bearerSecurity,
      },
    },
    async (request) => {
      const admin = await app.requireAdmin(request);
      const file = await readListFile(request);
      const entries = await readScreeningCsv(file.bytes);
      return replaceScreeningList(app.db, app.dbKind, entries, {
        fileName: shownName(file.name),
        by: admin.id,
        at: app.config.now().toISOString(),
      });
    },
  );

  app.get(
    path,
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'The denied-party list: how many entries, when it was uploaded (null: none) and its file (store admin)',
        response: answers,
        security: bearerSecurity,
      },
    },
    async (request) => {
      await app.requireAdmin(request);
      return screeningListSummary(app.db);
    },
  );

  app.delete(
    path,
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Remove the denied-party list (store admin): nothing is screened, and no company stays flagged',
        response: answers,
        security: bearerSecurity,
      },
    },
    async (request) => {
      const admin = await app.requireAdmin(request);
      return removeScreeningList(app.db, app.dbKind, admin.id, app.config.now().toISOString());
    },
  );
};
