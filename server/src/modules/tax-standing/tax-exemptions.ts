import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { companyMembers } from '#shared/messages/company-members.ts';
import { taxStanding as t } from '#shared/messages/tax-standing.ts';
import { isUnexpired, type TaxExemptionFields } from '#shared/tax-standing/tax-exemption.schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { membershipOf } from '../companies/index.ts';
import { assertUploadFitsIn, storeDocument, type Upload } from '../documents/index.ts';
import { decideExemption, findExemption, insertExemption } from './tax-exemptions.repository.ts';

type Context = Pick<FastifyInstance, 'db' | 'dbKind' | 'config'>;

export const todayOf = (context: Pick<Context, 'config'>) => context.config.now().toISOString().slice(0, 10);

/** The company the caller is an admin of: 404 in none, 403 a buyer (as the company routes answer). */
export async function requireCompanyAdminOf(context: Context, viewer: Viewer): Promise<string> {
  const membership = await membershipOf(context.db, viewer.id);
  if (!membership) throw notFound(companyMembers.notInCompany);
  if (membership.role !== 'admin') throw forbidden(companyMembers.companyAdminOnly);
  return membership.companyId;
}

/**
 * POST /companies/mine/tax-exemptions: the PDF (a `documents` row, counted in the uploader's quota
 * inside the transaction, as every upload is) and its certificate, `pending`, in one transaction.
 * A certificate that has expired already is refused: it could exempt nothing.
 */
export async function uploadExemption(
  context: Context,
  companyId: string,
  viewer: Viewer,
  fields: TaxExemptionFields,
  file: NonNullable<Upload['file']>,
): Promise<string> {
  if (!isUnexpired(fields.expiresOn, todayOf(context))) throw badRequest(t.expiresOnPast);
  const id = randomUUID();
  const at = context.config.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    await assertUploadFitsIn(trx, context, viewer, file.bytes.length);
    const document = await storeDocument(
      trx,
      {
        kind: 'tax_exemption',
        quote_id: null,
        purchase_order_id: null,
        line_id: null,
        certificate_type: null,
        file_name: file.name,
        content_type: file.contentType,
        uploaded_by: viewer.id,
        content: file.bytes,
      },
      at,
    );
    await insertExemption(trx, {
      id,
      company_id: companyId,
      document_id: document.id,
      country: fields.country ?? fields.region!.slice(0, 2),
      region: fields.region ?? null,
      number: fields.number,
      reason: fields.reason,
      expires_on: fields.expiresOn,
      status: 'pending',
      uploaded_by: viewer.id,
      uploaded_at: at,
      decided_by: null,
      decided_at: null,
    });
  });
  return id;
}

/** POST /tax-exemptions/{id}/approve|reject (store admins): 404 unknown, 409 decided already. */
export async function decide(context: Context, id: string, status: 'approved' | 'rejected', admin: Viewer) {
  const decided = await decideExemption(context.db, id, status, admin.id, context.config.now().toISOString());
  if (decided) return;
  throw (await findExemption(context.db, id)) ? conflict(t.notPending) : notFound(t.notFound);
}

/** Whether the caller may read a certificate: the store's admins, and the admins of its company. */
export async function mayReadExemption(context: Context, viewer: Viewer, companyId: string): Promise<boolean> {
  if (viewer.isAdmin) return true;
  const membership = await membershipOf(context.db, viewer.id);
  return membership?.companyId === companyId && membership.role === 'admin';
}
