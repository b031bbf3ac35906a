import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { taxStanding as m } from '#shared/messages/tax-standing.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { startViesStandIn, type ViesStandIn } from '../../testing/vies-stand-in.ts';
import { taxStandingOf } from './index.ts';

/** Real VAT numbers' formats with good check digits (jsvat's own examples' kind). */
const de = 'DE136695976';
const fr = 'FR40303265045';
const it_ = 'IT00743110157';

describe.each(testDatabaseKinds)('VAT IDs on %s', (kind) => {
  let vies: ViesStandIn;
  let t: TestApp;
  let storeAdmin: SignedIn;
  let clock: Date | undefined;
  let serial = 0;

  const companyAdmin = async () => {
    const account = await signUp(t, `vat-${++serial}@example.com`);
    const created = await call(t, 'POST', '/companies', {
      as: account,
      body: { name: `Vat Metals ${serial}`, billingAddress: 'Hauptstraße 1, Berlin' },
    });
    expect(created.status).toBe(201);
    return { account, companyId: created.body._id as string };
  };
  const setVatId = (as: SignedIn, vatId: string | null) => call(t, 'PATCH', '/companies/mine', { as, body: { vatId } });
  const mine = async (as: SignedIn) => (await call(t, 'GET', '/companies/mine', { as })).body;

  beforeAll(async () => {
    vies = await startViesStandIn({ slowMs: 1500 });
    t = await startTestApp(
      kind,
      {
        ADMIN_EMAILS: 'admin@example.com',
        AUTH_RATE_LIMIT: '10000',
        WRITE_BUDGET_PER_MINUTE: '10000',
        VIES_URL: vies.url,
        VIES_TIMEOUT_MS: '300',
      },
      { now: () => clock ?? new Date() },
    );
    storeAdmin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
  });
  afterAll(async () => {
    await t?.close();
    await vies?.close();
  });
  beforeEach(() => {
    clock = undefined;
    vies.failure = null;
    vies.registered.clear();
  });

  it.each([
    ['DE', de, de],
    ['FR', 'fr 40 303 265 045', fr],
    ['IT', 'IT 007 431 101 57', it_],
  ])('takes a %s VAT ID in its format, stored normalised and unverified', async (_country, sent, stored) => {
    const { account } = await companyAdmin();
    const patched = await setVatId(account, sent);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ vatId: stored, vatIdStatus: 'unverified' });
  });

  it.each([
    ['a German number too short', 'DE12345'],
    ['an Italian number with a wrong check digit', 'IT00743110158'],
    ['an unknown prefix', 'XX123456789'],
    ['no prefix at all', '136695976'],
  ])('refuses %s with a 400 naming the VAT ID', async (_what, vatId) => {
    const { account } = await companyAdmin();
    const refused = await setVatId(account, vatId);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: m.vatIdFormat(vatId) });
    expect((await mine(account)).vatId).toBeNull();
  });

  it('is verified when VIES says valid, invalid when it says not', async () => {
    vies.registered.add(de);
    const first = await companyAdmin();
    const second = await companyAdmin();
    await setVatId(first.account, de);
    await setVatId(second.account, fr);
    await t.app.vatChecks.run();
    expect(await mine(first.account)).toMatchObject({ vatId: de, vatIdStatus: 'verified' });
    expect(await mine(second.account)).toMatchObject({ vatId: fr, vatIdStatus: 'invalid' });
    expect(vies.requests).toContainEqual({ countryCode: 'DE', vatNumber: '136695976' });
    expect(vies.requests).toContainEqual({ countryCode: 'FR', vatNumber: '40303265045' });
  });

  it.each(['down', 'member-state', 'slow'] as const)(
    'stays unverified while VIES is %s, and is verified by a later check once it answers',
    async (failure) => {
      vies.registered.add(it_);
      vies.failure = failure;
      const { account, companyId } = await companyAdmin();
      await setVatId(account, it_);
      await t.app.vatChecks.run();
      expect((await mine(account)).vatIdStatus).toBe('unverified');
      const owed = await t.app.db
        .selectFrom('companies')
        .select(['vat_check_due_at', 'vat_check_attempts'])
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow();
      expect(Number(owed.vat_check_attempts)).toBeGreaterThanOrEqual(1);
      expect(owed.vat_check_due_at! > new Date().toISOString()).toBe(true);

      vies.failure = null;
      // Not before its retry is due …
      await t.app.vatChecks.run();
      expect((await mine(account)).vatIdStatus).toBe('unverified');
      // … then checked again, and verified.
      clock = new Date(Date.now() + 3 * 3_600_000);
      await t.app.vatChecks.run();
      expect((await mine(account)).vatIdStatus).toBe('verified');
    },
  );

  it('starts over when the VAT ID changes: unverified, checked again', async () => {
    vies.registered.add(de);
    const { account } = await companyAdmin();
    await setVatId(account, de);
    await t.app.vatChecks.run();
    expect((await mine(account)).vatIdStatus).toBe('verified');
    expect((await setVatId(account, de)).body.vatIdStatus).toBe('verified');
    expect((await setVatId(account, fr)).body).toMatchObject({ vatId: fr, vatIdStatus: 'unverified' });
    await t.app.vatChecks.run();
    expect((await mine(account)).vatIdStatus).toBe('invalid');
    expect((await setVatId(account, null)).body).toMatchObject({ vatId: null, vatIdStatus: 'unverified' });
  });

  it('lets a store admin set the status by hand, and nobody else', async () => {
    vies.failure = 'down';
    const { account, companyId } = await companyAdmin();
    await setVatId(account, 'GB980780684');
    const byHand = await call(t, 'PATCH', `/companies/${companyId}`, {
      as: storeAdmin,
      body: { vatIdStatus: 'verified' },
    });
    expect(byHand.status).toBe(200);
    expect(byHand.body).toMatchObject({ vatId: 'GB980780684', vatIdStatus: 'verified' });
    // No check is owed any more: a later round does not undo the store's word.
    vies.failure = null;
    await t.app.vatChecks.run();
    expect((await mine(account)).vatIdStatus).toBe('verified');

    const bad = await call(t, 'PATCH', `/companies/${companyId}`, { as: storeAdmin, body: { vatIdStatus: 'maybe' } });
    expect(bad).toMatchObject({ status: 400, body: { message: m.vatIdStatusInvalid } });
    const ownStatus = await call(t, 'PATCH', `/companies/${companyId}`, {
      as: account,
      body: { vatIdStatus: 'verified' },
    });
    expect(ownStatus.status).toBe(403);
    const other = await companyAdmin();
    const noId = await call(t, 'PATCH', `/companies/${other.companyId}`, {
      as: storeAdmin,
      body: { vatIdStatus: 'verified' },
    });
    expect(noId).toMatchObject({ status: 400, body: { message: m.vatIdStatusWithoutId } });
    // A store admin may set the VAT ID too: it starts a check.
    vies.registered.add(de);
    const set = await call(t, 'PATCH', `/companies/${other.companyId}`, { as: storeAdmin, body: { vatId: de } });
    expect(set.body).toMatchObject({ vatId: de, vatIdStatus: 'unverified' });
    await t.app.vatChecks.run();
    expect((await mine(other.account)).vatIdStatus).toBe('verified');
  });

  it('answers the tax standing the tax rules read', async () => {
    vies.registered.add('EL094259216');
    const { account, companyId } = await companyAdmin();
    await setVatId(account, 'EL094259216');
    await t.app.vatChecks.run();
    expect(await taxStandingOf(t.app.db, companyId, '2030-01-01')).toEqual({
      vatId: 'EL094259216',
      vatIdStatus: 'verified',
      vatCountry: 'GR',
      exemptions: [],
    });
    expect(await taxStandingOf(t.app.db, 'no-such-company', '2030-01-01')).toBeUndefined();
  });
});
