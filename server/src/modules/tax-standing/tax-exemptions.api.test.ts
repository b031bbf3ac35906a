import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyMembers } from '#shared/messages/company-members.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { taxStanding as m } from '#shared/messages/tax-standing.ts';
import { addressTexts } from '#shared/messages/addresses.ts';
import { call, signUp, signUpAdmin, verifyEmail, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { join } from '../companies/companies.test-helpers.ts';
import { download, pdfBytes, pngBytes } from '../documents/documents.test-helpers.ts';
import { taxStandingOf } from './index.ts';
import { type ExemptionForm, uploadExemption } from './tax-standing.test-helpers.ts';

const today = '2030-06-15';
const form = (extra: Partial<ExemptionForm> = {}): ExemptionForm => ({
  file: { bytes: pdfBytes(2048, 'resale'), name: 'PA resale certificate.pdf' },
  region: 'US-PA',
  number: 'REV-1220-77',
  reason: 'resale',
  expiresOn: '2031-06-30',
  ...extra,
});

describe.each(testDatabaseKinds)('tax exemption certificates on %s', (kind) => {
  let t: TestApp;
  let storeAdmin: SignedIn;
  let serial = 0;

  /** A verified account that created a company: its admin. */
  const companyAdmin = async () => {
    const email = `exempt-${++serial}@example.com`;
    const account = await signUp(t, email, `Exempt ${serial}`);
    await verifyEmail(t, email);
    const created = await call(t, 'POST', '/companies', {
      as: account,
      body: { name: `Exempt Metals ${serial}`, billingAddress: '1 Liberty Ave, Pittsburgh' },
    });
    expect(created.status).toBe(201);
    return { account, companyId: created.body._id as string };
  };

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '10000', WRITE_BUDGET_PER_MINUTE: '10000' },
      { now: () => new Date(`${today}T12:00:00Z`) },
    );
    storeAdmin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
  });
  afterAll(async () => t?.close());
  beforeEach(() => undefined);

  it('goes pending → approved, listed on both sides, and counts in the tax standing until it expires', async () => {
    const { account, companyId } = await companyAdmin();
    const uploaded = await uploadExemption(t, account, form());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({
      companyId,
      region: 'US-PA',
      country: 'US',
      number: 'REV-1220-77',
      reason: 'resale',
      expiresOn: '2031-06-30',
      expired: false,
      status: 'pending',
      fileName: 'PA resale certificate.pdf',
      decidedAt: null,
      decidedBy: null,
    });
    const id = uploaded.body._id as string;
    expect(await taxStandingOf(t.app.db, companyId, today)).toMatchObject({ exemptions: [] });

    const theirs = await call(t, 'GET', '/companies/mine/tax-exemptions', { as: account });
    const store = await call(t, 'GET', `/companies/${companyId}/tax-exemptions`, { as: storeAdmin });
    expect(theirs.body).toEqual([uploaded.body]);
    expect(store.body).toEqual([uploaded.body]);

    const approved = await call(t, 'POST', `/tax-exemptions/${id}/approve`, { as: storeAdmin });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decidedBy: 'Ada Admin',
      decidedAt: `${today}T12:00:00.000Z`,
    });
    // Decided once: a second decision is a 409.
    expect((await call(t, 'POST', `/tax-exemptions/${id}/reject`, { as: storeAdmin })).status).toBe(409);

    const standing = {
      id,
      number: 'REV-1220-77',
      country: 'US',
      region: 'US-PA',
      reason: 'resale',
      expiresOn: '2031-06-30',
    };
    expect((await taxStandingOf(t.app.db, companyId, today))!.exemptions).toEqual([standing]);
    // Good through its last day, not after.
    expect((await taxStandingOf(t.app.db, companyId, '2031-06-30'))!.exemptions).toEqual([standing]);
    expect((await taxStandingOf(t.app.db, companyId, '2031-07-01'))!.exemptions).toEqual([]);
  });

  it('is rejected by a store admin, and a rejected one never exempts', async () => {
    const { account, companyId } = await companyAdmin();
    const uploaded = await uploadExemption(
      t,
      account,
      form({ region: undefined, country: 'de', reason: 'manufacturing' }),
    );
    expect(uploaded.body).toMatchObject({ region: null, country: 'DE', reason: 'manufacturing' });
    const rejected = await call(t, 'POST', `/tax-exemptions/${uploaded.body._id}/reject`, { as: storeAdmin });
    expect(rejected.body).toMatchObject({ status: 'rejected', decidedBy: 'Ada Admin' });
    expect((await taxStandingOf(t.app.db, companyId, today))!.exemptions).toEqual([]);
    expect((await call(t, 'POST', '/tax-exemptions/no-such-id/approve', { as: storeAdmin })).status).toBe(404);
  });

  it.each([
    ['no file', { file: undefined }, 400, quotes.fileMissing],
    [
      'a picture, whatever its name',
      { file: { bytes: pngBytes(), name: 'cert.pdf' } },
      400,
      quotes.fileType(m.pdfOnly),
    ],
    ['a past expiry date', { expiresOn: '2030-06-14' }, 400, m.expiresOnPast],
    ['no date', { expiresOn: 'soon' }, 400, m.expiresOnInvalid],
    ['both a region and a country', { country: 'US' }, 400, m.regionOrCountry],
    ['neither a region nor a country', { region: undefined }, 400, m.regionOrCountry],
    ['an unknown region', { region: 'US-XX' }, 400, addressTexts.unknownRegion('US-XX', 'US')],
    ['an unknown reason', { reason: 'charity' }, 400, m.reasonInvalid],
    ['no number', { number: ' ' }, 400, m.numberRequired],
  ] as const)('refuses %s, storing nothing', async (_what, extra, status, message) => {
    const { account } = await companyAdmin();
    const refused = await uploadExemption(t, account, form(extra as Partial<ExemptionForm>));
    expect(refused).toEqual({ status, body: { message } });
    expect((await call(t, 'GET', '/companies/mine/tax-exemptions', { as: account })).body).toEqual([]);
  });

  it('is accepted on its expiry day, and listed as expired once past it', async () => {
    const { account } = await companyAdmin();
    const lastDay = await uploadExemption(t, account, form({ expiresOn: today }));
    expect(lastDay.status).toBe(201);
    await t.app.db
      .updateTable('tax_exemptions')
      .set({ expires_on: '2030-01-01' })
      .where('id', '=', lastDay.body._id)
      .execute();
    expect((await call(t, 'GET', '/companies/mine/tax-exemptions', { as: account })).body[0].expired).toBe(true);
  });

  it('is for the company admin and the store: a member, another company, a stranger and a visitor get nothing', async () => {
    const { account, companyId } = await companyAdmin();
    const other = await companyAdmin();
    const member = await signUp(t, `member-${++serial}@example.com`);
    await join(t, account, member, 'buyer');
    const stranger = await signUp(t, `stranger-${++serial}@example.com`);
    await verifyEmail(t, stranger.email);
    const uploaded = await uploadExemption(t, account, form());
    const id = uploaded.body._id as string;

    expect(await uploadExemption(t, member, form())).toEqual({
      status: 403,
      body: { message: companyMembers.companyAdminOnly },
    });
    expect(await uploadExemption(t, stranger, form())).toEqual({
      status: 404,
      body: { message: companyMembers.notInCompany },
    });
    expect((await uploadExemption(t, undefined, form())).status).toBe(401);
    expect((await call(t, 'GET', '/companies/mine/tax-exemptions', { as: member })).status).toBe(403);
    expect((await call(t, 'GET', `/companies/${companyId}/tax-exemptions`, { as: account })).status).toBe(403);
    expect((await call(t, 'GET', '/companies/mine/tax-exemptions', { as: other.account })).body).toEqual([]);
    for (const as of [account, member, other.account]) {
      expect((await call(t, 'POST', `/tax-exemptions/${id}/approve`, { as })).status).toBe(403);
    }

    const pdf = pdfBytes(2048, 'resale');
    for (const as of [account, storeAdmin]) {
      const file = await download(t, `/tax-exemptions/${id}/file`, as);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.bytes.equals(pdf)).toBe(true);
    }
    for (const as of [member, other.account, stranger]) {
      expect((await download(t, `/tax-exemptions/${id}/file`, as)).status).toBe(404);
    }
    expect((await download(t, `/tax-exemptions/${id}/file`)).status).toBe(401);
  });

  it('counts the file in the uploader’s quota, as every upload', async () => {
    const { account } = await companyAdmin();
    const uploaded = await uploadExemption(t, account, form());
    const stored = await t.app.db
      .selectFrom('documents')
      .innerJoin('tax_exemptions', 'tax_exemptions.document_id', 'documents.id')
      .select(['documents.kind', 'documents.uploaded_by', 'documents.size_bytes'])
      .where('tax_exemptions.id', '=', uploaded.body._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: 'tax_exemption', size_bytes: 2048 });
    expect(stored.uploaded_by).not.toBeNull();
  });
});
