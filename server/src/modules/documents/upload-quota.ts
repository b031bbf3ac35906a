import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { budgets as m } from '#shared/messages/budgets.ts';
import type { Config } from '../../config.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, HttpError } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';

const megabyte = 1024 * 1024;
/**
 * What a multipart form may add around its file (boundaries, part headers, the short text fields):
 * the check before the body is read judges the file by Content-Length less this, so it never
 * refuses a file that would fit; the exact check follows once the file is read.
 */
const formAllowance = 256 * 1024;

/**
 * The bytes of every file this account has uploaded and the store keeps: drawings and certificates
 * (documents) and product pictures (images, their original). A new table of uploaded files adds its
 * sum here; a new kind of file in `documents` (lot certificates, tax-exemption files) counts already.
 * Read off the (uploaded_by, size_bytes) indexes of migration 017.
 */
export async function storedUploadBytes(db: Kysely<Database>, userId: string): Promise<number> {
  const documents = db
    .selectFrom('documents')
    .select(sql<number>`coalesce(sum(size_bytes), 0)`.as('bytes'))
    .where('uploaded_by', '=', userId);
  const images = db
    .selectFrom('images')
    .select(sql<number>`coalesce(sum(size_bytes), 0)`.as('bytes'))
    .where('uploaded_by', '=', userId);
  const rows = await documents.unionAll(images).execute();
  return rows.reduce((sum, row) => sum + Number(row.bytes), 0);
}

/**
 * Store admins have no quota: their files (mill certificates, product pictures) are the store's own
 * records, and refusing them would stop a shipment; the quota is against a throw-away buyer account
 * filling the disk (issue 26). Their uploads still count against their write budget.
 */
const hasQuota = (viewer: Pick<Viewer, 'isAdmin'>) => !viewer.isAdmin;

function quotaExceeded(config: Config): HttpError {
  return new HttpError(413, m.uploadQuota(config.budgets.uploadQuotaMb));
}

const isMultipart = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') ?? false;

/**
 * The checks of an upload before a byte of its body is read (PRODUCT.md §21): the account's email
 * is verified (403), and the account's stored files leave room for what the request says it sends
 * (413 naming the quota). A request that is not a multipart form uploads nothing and passes (a
 * quote asked as JSON). Every upload route gets it through `config: { upload: true }`
 * (plugins/write-budget.ts puts it after the access check and the write budget).
 */
export function uploadGuard(app: FastifyInstance): onRequestHookHandler {
  return async (request) => {
    if (!isMultipart(request)) return;
    const viewer = await app.requireViewer(request);
    if (!viewer.emailVerified) throw forbidden(m.verifiedEmailForUploads);
    if (!hasQuota(viewer)) return;
    const declared = Number(request.headers['content-length'] ?? 0);
    const stored = await storedUploadBytes(app.db, viewer.id);
    const quota = app.config.budgets.uploadQuotaMb * megabyte;
    if (stored >= quota || stored + Math.max(0, declared - formAllowance) > quota) throw quotaExceeded(app.config);
  };
}

/**
 * The check once the file is read (readUpload): the account's stored files and this one fit in the
 * quota. Uploads sent at the same moment may all pass it: the module that stores the file checks
 * again with `assertUploadFitsIn`, inside its transaction.
 */
export async function assertUploadFits(request: FastifyRequest, bytes: number): Promise<void> {
  const app = request.server;
  const viewer = await app.requireViewer(request);
  // Again here, for a route that forgot `upload: true`: the file is refused, whatever the route.
  if (!viewer.emailVerified) throw forbidden(m.verifiedEmailForUploads);
  if (!hasQuota(viewer)) return;
  const quota = app.config.budgets.uploadQuotaMb * megabyte;
  if ((await storedUploadBytes(app.db, viewer.id)) + bytes > quota) throw quotaExceeded(app.config);
}

/**
 * The exact check, in the transaction that stores an uploaded file (the one function a new kind of
 * upload calls before its insert, e.g. requestQuote in quotes/quote-life.ts): the uploader's row is
 * locked on PostgreSQL until the commit, so one account's uploads are counted one after another
 * (SQLite runs one write transaction at a time anyway), as the unpaid-order limit is.
 */
export async function assertUploadFitsIn(
  trx: Kysely<Database>,
  context: { dbKind: DatabaseKind; config: Config },
  uploader: Pick<Viewer, 'id' | 'isAdmin'>,
  bytes: number,
): Promise<void> {
  if (!hasQuota(uploader)) return;
  await lockAccount(trx, context.dbKind, uploader.id);
  const quota = context.config.budgets.uploadQuotaMb * megabyte;
  if ((await storedUploadBytes(trx, uploader.id)) + bytes > quota) throw quotaExceeded(context.config);
}

/** Holds the account's row until the transaction ends: its budget checks then run one at a time. */
export async function lockAccount(trx: Kysely<Database>, kind: DatabaseKind, userId: string): Promise<void> {
  if (kind === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
