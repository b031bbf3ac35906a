import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/product.schema.ts';
import type { Company, StoreCompany } from '#shared/companies/company-answers.schema.ts';
import { companies as rules } from '#shared/messages/companies.ts';
import { companyMembers as m } from '#shared/messages/company-members.ts';
import { call, signUp, signUpAdmin, verifyEmail, type SignedIn } from '../../testing/accounts.ts';
import { mailsTo } from '../../testing/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { plainProducts, userIdOf } from '../orders/purchase-orders.test-helpers.ts';
import { companyBody, invite, join, placeCompanyOrder } from './companies.test-helpers.ts';

describe.each(testDatabaseKinds)('companies API on %s', (kind) => {
  let t: TestApp;
  let storeAdmin: SignedIn;
  let product: Product;
  /** The server's clock: unset, the real time; set, the moment the server believes it is. */
  let clock: Date | undefined;
  let serial = 0;

  /** A fresh account per test: the database is shared by the file's tests. */
  const account = (name: string) => signUp(t, `${name}-${++serial}@example.com`, `${name} ${serial}`);
  const mine = (as: SignedIn) => call(t, 'GET', '/companies/mine', { as });
  const create = (as: SignedIn, body: object = companyBody) => call(t, 'POST', '/companies', { as, body });
  const count = async (table: 'companies' | 'company_members' | 'company_invitations' | 'company_addresses') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    companies: await count('companies'),
    members: await count('company_members'),
    invitations: await count('company_invitations'),
    addresses: await count('company_addresses'),
  });

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '10000', MAX_UNPAID_ORDERS: '1000' },
      { now: () => clock ?? new Date() },
    );
    storeAdmin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
    product = (await plainProducts(t, 1))[0]!;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    clock = undefined;
  });

  it('lives whole: create, invite, accept, roles, limits, leave, remove, and never without an admin', async () => {
    const [alice, bob, carol] = await Promise.all([account('alice'), account('bob'), account('carol')]);

    expect((await mine(alice)).status).toBe(404);
    const created = await create(alice);
    expect(created.status).toBe(201);
    const company = created.body as Company;
    expect(company).toMatchObject({
      name: companyBody.name,
      taxId: companyBody.taxId,
      billingAddress: companyBody.billingAddress,
      addresses: [],
      approvalThreshold: null,
      paymentTerms: null,
      creditLimit: 0,
      openBalance: 0,
      overdueBalance: 0,
      discountPercent: 0,
      members: [{ email: alice.email, role: 'admin', monthlySpendingLimit: null, spentThisMonth: 0 }],
    });
    // One company per account.
    const again = await create(alice, { name: 'Second', billingAddress: 'Elsewhere' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.alreadyInCompany);

    // The company admin sets what is the company's: ship-to addresses (the first the default) and the threshold.
    const patched = await call(t, 'PATCH', '/companies/mine', {
      as: alice,
      body: {
        name: 'Aero Parts LLC',
        approvalThreshold: 5000,
        addresses: [
          { label: 'Plant', address: '2 Forge Rd, Tulsa OK' },
          { label: 'Lab', address: '3 Test St, Tulsa OK' },
        ],
      },
    });
    expect(patched.status).toBe(200);
    // What the patch leaves out stays as it was.
    expect(patched.body).toMatchObject({ name: 'Aero Parts LLC', approvalThreshold: 5000, taxId: companyBody.taxId });
    expect(patched.body.addresses.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual([
      ['Plant', true],
      ['Lab', false],
    ]);
    const flagged = await call(t, 'PATCH', '/companies/mine', {
      as: alice,
      body: { addresses: [{ address: 'A' }, { address: 'B', isDefault: true }] },
    });
    expect(flagged.body.addresses.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([false, true]);

    // Invite Bob as a buyer: the mail carries /join/{token}; the page's preview masks the address.
    const { token, invitation } = await invite(t, alice, bob.email.toUpperCase());
    const mail = mailsTo(t.database.dataDir, bob.email).find((text) => text.includes('/join/'));
    expect(mail).toContain(`${t.config.publicUrl ?? `http://localhost:${t.config.port}`}/join/${token}`);
    expect(mail).toContain('Aero Parts LLC');
    const pending = await call(t, 'GET', '/companies/mine/invitations', { as: alice });
    expect(pending.body).toEqual([expect.objectContaining({ _id: invitation._id, email: bob.email, role: 'buyer' })]);
    const preview = await call(t, 'GET', `/invitations/${token}`, { as: bob });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ companyName: 'Aero Parts LLC', role: 'buyer', forYou: true });
    expect(preview.body.email).toBe(`b•••@example.com`);
    expect((await call(t, 'GET', `/invitations/${token}`)).body.forYou).toBe(false);
    // No row keeps the token itself.
    const stored = await t.app.db
      .selectFrom('company_invitations')
      .selectAll()
      .where('id', '=', invitation._id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);

    // Only with the invited address verified.
    const unverified = await call(t, 'POST', `/invitations/${token}/accept`, { as: bob });
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe(m.emailNotVerified);
    await verifyEmail(t, bob.email);
    const accepted = await call(t, 'POST', `/invitations/${token}/accept`, { as: bob });
    expect(accepted.status).toBe(200);
    expect(accepted.body.members.map((member: { email: string; role: string }) => [member.email, member.role])).toEqual(
      [
        [alice.email, 'admin'],
        [bob.email, 'buyer'],
      ],
    );
    const used = await call(t, 'POST', `/invitations/${token}/accept`, { as: bob });
    expect(used.status).toBe(410);
    expect(used.body.message).toBe(m.invitationGone.accepted);
    expect((await call(t, 'GET', '/companies/mine/invitations', { as: alice })).body).toEqual([]);
    expect((await mine(bob)).body._id).toBe(company._id);

    // A buyer reads the company but manages nothing.
    const bobId = await userIdOf(t, bob.email);
    const aliceId = await userIdOf(t, alice.email);
    for (const [method, path, body] of [
      ['PATCH', '/companies/mine', { name: 'Mine now' }],
      ['POST', '/companies/mine/invitations', { email: 'x@example.com', role: 'buyer' }],
      ['GET', '/companies/mine/invitations', undefined],
      ['PATCH', `/companies/mine/members/${aliceId}`, { role: 'buyer' }],
      ['DELETE', `/companies/mine/members/${aliceId}`, undefined],
    ] as const) {
      const refused = await call(t, method, path, { as: bob, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toBe(m.companyAdminOnly);
    }

    // Limits: a monthly spending limit in dollars, null for none; negative refused.
    const limited = await call(t, 'PATCH', `/companies/mine/members/${bobId}`, {
      as: alice,
      body: { monthlySpendingLimit: 1500.5 },
    });
    expect(limited.status).toBe(200);
    expect(limited.body.members.find((x: { userId: string }) => x.userId === bobId).monthlySpendingLimit).toBe(1500.5);
    const negative = await call(t, 'PATCH', `/companies/mine/members/${bobId}`, {
      as: alice,
      body: { monthlySpendingLimit: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe(rules.notNegative(rules.labels.monthlySpendingLimit));
    const member = await t.app.db
      .selectFrom('company_members')
      .selectAll()
      .where('user_id', '=', bobId)
      .executeTakeFirstOrThrow();
    expect(Number(member.monthly_limit_cents)).toBe(150050);

    // The last admin can be neither demoted nor removed, by anyone, themself included.
    for (const [method, body] of [
      ['PATCH', { role: 'buyer' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(t, method, `/companies/mine/members/${aliceId}`, { as: alice, body });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(m.lastAdmin);
    }
    // Another admin first: then Alice may step down, and Bob, admin now, removes her.
    expect(
      (await call(t, 'PATCH', `/companies/mine/members/${bobId}`, { as: alice, body: { role: 'admin' } })).status,
    ).toBe(200);
    expect(
      (await call(t, 'PATCH', `/companies/mine/members/${aliceId}`, { as: alice, body: { role: 'buyer' } })).status,
    ).toBe(200);
    expect((await call(t, 'DELETE', `/companies/mine/members/${aliceId}`, { as: bob })).status).toBe(204);
    expect((await mine(alice)).status).toBe(404);
    // Out of it, Alice may start another company.
    expect((await create(alice, { name: 'Alice Metals', billingAddress: 'Somewhere 1' })).status).toBe(201);

    // Carol joins as a buyer and leaves on her own; Bob, the last admin, cannot leave.
    await join(t, bob, carol);
    const carolId = await userIdOf(t, carol.email);
    expect((await call(t, 'DELETE', `/companies/mine/members/${carolId}`, { as: carol })).status).toBe(204);
    expect((await mine(carol)).status).toBe(404);
    const lastLeaves = await call(t, 'DELETE', `/companies/mine/members/${bobId}`, { as: bob });
    expect(lastLeaves.status).toBe(409);
    expect((await call(t, 'DELETE', `/companies/mine/members/${carolId}`, { as: bob })).status).toBe(404);

    // A revoked invitation's link stops working; revoking twice is 404.
    const revoked = await invite(t, bob, 'dora@example.com');
    expect((await call(t, 'DELETE', `/companies/mine/invitations/${revoked.invitation._id}`, { as: bob })).status).toBe(
      204,
    );
    expect((await call(t, 'DELETE', `/companies/mine/invitations/${revoked.invitation._id}`, { as: bob })).status).toBe(
      404,
    );
    const gone = await call(t, 'GET', `/invitations/${revoked.token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(m.invitationGone.revoked);
  });

  it('refuses bad input with a 4xx {message} and changes nothing', async () => {
    const [alice, bob, zed, eve] = await Promise.all([
      account('alice'),
      account('bob'),
      account('zed'),
      account('eve'),
    ]);
    await create(alice);
    await create(zed, { name: 'Zed Alloys', billingAddress: '9 Zinc Ave' });
    const companyId = (await mine(alice)).body._id as string;

    const refusals: [string, string, SignedIn, unknown, number, string][] = [
      ['POST', '/companies', eve, { name: ' ', billingAddress: 'x' }, 400, rules.nameRequired],
      ['POST', '/companies', eve, { name: 'Eve Co' }, 400, rules.billingAddressRequired],
      ['PATCH', '/companies/mine', alice, { paymentTerms: 'net30' }, 403, m.storeSets('paymentTerms')],
      [
        'PATCH',
        '/companies/mine',
        alice,
        { creditLimit: 1000, discountPercent: 5 },
        403,
        m.storeSets('creditLimit, discountPercent'),
      ],
      [
        'PATCH',
        '/companies/mine',
        alice,
        { approvalThreshold: -5 },
        400,
        rules.notNegative(rules.labels.approvalThreshold),
      ],
      [
        'PATCH',
        '/companies/mine',
        alice,
        {
          addresses: [
            { address: 'A', isDefault: true },
            { address: 'B', isDefault: true },
          ],
        },
        400,
        m.oneDefaultAddress,
      ],
      // An address already in a company, this one or another.
      [
        'POST',
        '/companies/mine/invitations',
        alice,
        { email: zed.email, role: 'buyer' },
        409,
        m.invitedIsMember(zed.email),
      ],
      [
        'POST',
        '/companies/mine/invitations',
        alice,
        { email: alice.email.toUpperCase(), role: 'admin' },
        409,
        m.invitedIsMember(alice.email),
      ],
      [
        'POST',
        '/companies/mine/invitations',
        alice,
        { email: 'not-an-address', role: 'buyer' },
        400,
        rules.emailInvalid,
      ],
      ['POST', '/companies/mine/invitations', alice, { email: 'x@example.com', role: 'owner' }, 400, rules.roleInvalid],
      ['PATCH', `/companies/${companyId}`, storeAdmin, { discountPercent: 50.01 }, 400, rules.discountRange],
      ['PATCH', `/companies/${companyId}`, storeAdmin, { discountPercent: -1 }, 400, rules.discountRange],
      [
        'PATCH',
        `/companies/${companyId}`,
        storeAdmin,
        { creditLimit: -100 },
        400,
        rules.notNegative(rules.labels.creditLimit),
      ],
      ['PATCH', `/companies/${companyId}`, storeAdmin, { paymentTerms: 'net90' }, 400, rules.paymentTerms],
      ['PATCH', '/companies/unknown-id', storeAdmin, { creditLimit: 5 }, 404, m.notFound],
      ['POST', `/invitations/${'A'.repeat(43)}/accept`, eve, undefined, 404, m.invitationNotFound],
      ['GET', `/invitations/${'A'.repeat(43)}`, eve, undefined, 404, m.invitationNotFound],
    ];
    const before = await counts();
    const companyBefore = await t.app.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    for (const [method, path, as, body, status, message] of refusals) {
      const answer = await call(t, method, path, { as, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    expect(await counts()).toEqual(before);
    expect(
      await t.app.db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow(),
    ).toEqual(companyBefore);

    // A token for another address, a used one, an expired one: nothing joins.
    const { token } = await invite(t, alice, bob.email);
    await verifyEmail(t, eve.email);
    const another = await call(t, 'POST', `/invitations/${token}/accept`, { as: eve });
    expect(another.status).toBe(403);
    expect(another.body.message).toBe(m.invitationForAnother('b•••@example.com'));
    await verifyEmail(t, bob.email);
    clock = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000);
    const expired = await call(t, 'POST', `/invitations/${token}/accept`, { as: bob });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(m.invitationGone.expired);
    expect((await call(t, 'GET', `/invitations/${token}`)).status).toBe(410);
    expect((await call(t, 'GET', '/companies/mine/invitations', { as: alice })).body).toEqual([]);
    clock = undefined;
    expect((await mine(bob)).status).toBe(404);
    expect((await mine(eve)).status).toBe(404);

    // An account already in a company cannot accept another's invitation.
    const { token: forZed } = await invite(t, alice, 'zed-later@example.com');
    await t.app.db
      .updateTable('company_invitations')
      .set({ email: zed.email })
      .where('email', '=', 'zed-later@example.com')
      .execute();
    await verifyEmail(t, zed.email);
    const inOne = await call(t, 'POST', `/invitations/${forZed}/accept`, { as: zed });
    expect(inOne.status).toBe(409);
    expect(inOne.body.message).toBe(m.alreadyInCompany);
    expect((await mine(zed)).body.name).toBe('Zed Alloys');
  });

  it('sends at most 60 invitations an hour per account (each is a mail)', async () => {
    const alice = await account('alice');
    await create(alice);
    for (let i = 0; i < 60; i++) {
      const sent = await call(t, 'POST', '/companies/mine/invitations', {
        as: alice,
        body: { email: `guest-${serial}-${i}@example.com`, role: 'buyer' },
      });
      expect(sent.status).toBe(201);
    }
    const before = await count('company_invitations');
    const refused = await call(t, 'POST', '/companies/mine/invitations', {
      as: alice,
      body: { email: `guest-${serial}-60@example.com`, role: 'buyer' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.any(String) });
    expect(await count('company_invitations')).toBe(before);
  });

  it('joins once when the same invitation is accepted twice at once', async () => {
    const [alice, bob] = await Promise.all([account('alice'), account('bob')]);
    await create(alice);
    const { token } = await invite(t, alice, bob.email);
    await verifyEmail(t, bob.email);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', `/invitations/${token}/accept`, { as: bob })),
    );
    // One joins; the others find the invitation used (410) or, read a moment later, the account in it (409).
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 409, 410].includes(a.status))).toBe(true);
    const bobId = await userIdOf(t, bob.email);
    expect(
      await t.app.db.selectFrom('company_members').select('company_id').where('user_id', '=', bobId).execute(),
    ).toHaveLength(1);
  });

  it('keeps one company per account when two invitations are accepted at once', async () => {
    const [alice, zed, bob] = await Promise.all([account('alice'), account('zed'), account('bob')]);
    await create(alice);
    await create(zed, { name: 'Zed Alloys', billingAddress: '9 Zinc Ave' });
    const [first, second] = [await invite(t, alice, bob.email), await invite(t, zed, bob.email)];
    await verifyEmail(t, bob.email);
    const answers = await Promise.all(
      [first, second].map(({ token }) => call(t, 'POST', `/invitations/${token}/accept`, { as: bob })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(m.alreadyInCompany);
    // The refused one is undone whole: its invitation still pending, not spent.
    const bobId = await userIdOf(t, bob.email);
    expect(
      await t.app.db.selectFrom('company_members').select('company_id').where('user_id', '=', bobId).execute(),
    ).toHaveLength(1);
    const claimed = await t.app.db
      .selectFrom('company_invitations')
      .select('id')
      .where('email', '=', bob.email)
      .where('accepted_at', 'is not', null)
      .execute();
    expect(claimed).toHaveLength(1);
  });

  it('leaves one admin when two admins demote each other at once', async () => {
    const [alice, bob] = await Promise.all([account('alice'), account('bob')]);
    await create(alice);
    await join(t, alice, bob, 'admin');
    const [aliceId, bobId] = [await userIdOf(t, alice.email), await userIdOf(t, bob.email)];
    const answers = await Promise.all([
      call(t, 'PATCH', `/companies/mine/members/${bobId}`, { as: alice, body: { role: 'buyer' } }),
      call(t, 'PATCH', `/companies/mine/members/${aliceId}`, { as: bob, body: { role: 'buyer' } }),
    ]);
    // The second to run finds itself the last admin (409) or, demoted already, no longer an admin (403).
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 403, 409].includes(a.status))).toBe(true);
    const admins = await t.app.db
      .selectFrom('company_members')
      .select('user_id')
      .where('user_id', 'in', [aliceId, bobId])
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it("answers the store's list, a company with its invoices and balances, and sets terms and discount", async () => {
    const [alice, bob] = await Promise.all([account('alice'), account('bob')]);
    const companyId = (await create(alice, { name: `Tantalum Works ${serial}`, billingAddress: '5 Ore St' })).body
      ._id as string;
    await join(t, alice, bob);
    const bobId = await userIdOf(t, bob.email);

    // Search by name or by a member's email; paged with X-Total-Count.
    const byEmail = await call(t, 'GET', `/companies?q=${encodeURIComponent(bob.email.toUpperCase())}`, {
      as: storeAdmin,
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.headers.get('x-total-count')).toBe('1');
    expect(byEmail.body[0]).toMatchObject({ _id: companyId, memberCount: 2 });
    const byName = await call(t, 'GET', `/companies?q=tantalum works ${serial}`, { as: storeAdmin });
    expect(byName.body.map((c: { _id: string }) => c._id)).toEqual([companyId]);
    const page = await call(t, 'GET', '/companies?pageSize=1&page=1', { as: storeAdmin });
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(1);

    const terms = await call(t, 'PATCH', `/companies/${companyId}`, {
      as: storeAdmin,
      body: { paymentTerms: 'net30', creditLimit: 25000, discountPercent: 12.5 },
    });
    expect(terms.status).toBe(200);
    expect(terms.body).toMatchObject({ paymentTerms: 'net30', creditLimit: 25000, discountPercent: 12.5 });
    const row = await t.app.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect([Number(row.discount_bp), Number(row.credit_limit_cents)]).toEqual([1250, 2_500_000]);

    // Two invoices on account (the order side writes them; here the rows are set as it will):
    // one part paid and due in the future, one past its due day; a cancelled one does not count.
    const due = await placeCompanyOrder(t, bob, product, companyId, product.minimum * 2);
    const late = await placeCompanyOrder(t, alice, product, companyId);
    const cancelled = await placeCompanyOrder(t, alice, product, companyId);
    const onAccount = (id: string, dueDate: string, paidCents: number, status = 'unpaid') =>
      t.app.db
        .updateTable('purchase_orders')
        .set({
          payment_method: 'account' as never,
          due_date: dueDate,
          amount_paid_cents: paidCents,
          status: status as never,
        })
        .where('id', '=', id)
        .execute();
    await onAccount(due._id, '2999-01-31', 1000);
    await onAccount(late._id, '2000-01-31', 0);
    await onAccount(cancelled._id, '2000-01-31', 0, 'cancelled');
    const dueCents = Math.round(due.total * 100);
    const lateCents = Math.round(late.total * 100);

    const detail = (await call(t, 'GET', `/companies/${companyId}`, { as: storeAdmin })).body as StoreCompany;
    expect(detail.openBalance).toBe((dueCents - 1000 + lateCents) / 100);
    expect(detail.overdueBalance).toBe(lateCents / 100);
    expect(detail.invoices.map((invoice) => [invoice._id, invoice.outstanding, invoice.overdue]).sort()).toEqual(
      [
        [due._id, (dueCents - 1000) / 100, false],
        [late._id, lateCents / 100, true],
      ].sort(),
    );
    expect(detail.invoices.find((invoice) => invoice._id === due._id)).toMatchObject({
      number: expect.stringMatching(/^RM-\d{6}$/),
      total: due.total,
      paid: 10,
      dueDate: '2999-01-31',
    });
    // The company sees the same balances, and each member's spending this month, cancelled aside.
    const own = (await mine(alice)).body as Company;
    expect([own.openBalance, own.overdueBalance]).toEqual([detail.openBalance, detail.overdueBalance]);
    const spent = Object.fromEntries(own.members.map((x) => [x.userId, x.spentThisMonth]));
    expect(spent[bobId]).toBe(due.total);
    expect(spent[await userIdOf(t, alice.email)]).toBe(late.total);
    // Last month's orders are not this month's.
    await t.app.db
      .updateTable('purchase_orders')
      .set({ created_at: '2001-01-15T10:00:00.000Z' })
      .where('id', '=', due._id)
      .execute();
    expect(((await mine(alice)).body as Company).members.find((x) => x.userId === bobId)?.spentThisMonth).toBe(0);
    // The company's own list of the buyer's spending changes nothing in what it owes.
    expect((await mine(alice)).body.openBalance).toBe(detail.openBalance);
  });

  it('shows purchase orders by membership: the company admin all of the company, a buyer their own, a removed member none', async () => {
    const [alice, bob, carol, zed] = await Promise.all([
      account('alice'),
      account('bob'),
      account('carol'),
      account('zed'),
    ]);
    const companyId = (await create(alice)).body._id as string;
    await create(zed, { name: 'Zed Alloys', billingAddress: '9 Zinc Ave' });
    await join(t, alice, bob);
    await join(t, alice, carol);
    const bobsOrder = await placeCompanyOrder(t, bob, product, companyId);
    const alicesOrder = await placeCompanyOrder(t, alice, product, companyId);
    const read = (as: SignedIn, id: string) => call(t, 'GET', `/purchase-orders/${id}`, { as });
    const listed = async (as: SignedIn, query = '') =>
      ((await call(t, 'GET', `/purchase-orders${query}`, { as })).body as { _id: string }[]).map((o) => o._id).sort();

    // The company admin sees and may pay a colleague's order, and lists the company's.
    expect((await read(alice, bobsOrder._id)).status).toBe(200);
    expect(await listed(alice)).toEqual([bobsOrder._id, alicesOrder._id].sort());
    expect(await listed(alice, '?scope=mine')).toEqual([alicesOrder._id]);
    const intent = await call(t, 'POST', '/create-payment-intent', {
      as: alice,
      body: { purchaseOrderId: bobsOrder._id },
    });
    expect(intent.status).toBe(200);
    // Seeing is not cancelling for the buyer.
    expect((await call(t, 'POST', `/purchase-orders/${bobsOrder._id}/cancel`, { as: alice })).status).toBe(403);

    // A buyer sees their own only; a member of another company nothing of this one.
    expect((await read(bob, alicesOrder._id)).status).toBe(404);
    expect(await listed(bob)).toEqual([bobsOrder._id]);
    expect((await read(carol, bobsOrder._id)).status).toBe(404);
    expect((await read(zed, bobsOrder._id)).status).toBe(404);
    expect(await listed(zed)).toEqual([]);
    const zedPays = await call(t, 'POST', '/create-payment-intent', {
      as: zed,
      body: { purchaseOrderId: bobsOrder._id },
    });
    expect(zedPays.status).toBe(403);

    // The mill certificate of a colleague's line follows the order.
    const line = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('purchase_order_id', '=', bobsOrder._id)
      .executeTakeFirstOrThrow();
    const { storeDocument } = await import('../documents/documents.repository.ts');
    const certificate = await storeDocument(
      t.app.db,
      {
        kind: 'certificate',
        quote_id: null,
        purchase_order_id: bobsOrder._id,
        line_id: line.id,
        certificate_type: 'EN 10204 3.1',
        file_name: 'certificate.pdf',
        content_type: 'application/pdf',
        uploaded_by: null,
        content: Buffer.from('%PDF-1.7\n%%EOF\n'),
      },
      new Date().toISOString(),
    );
    expect((await call(t, 'GET', `/documents/${certificate.id}`, { as: alice })).status).toBe(200);
    expect((await call(t, 'GET', `/documents/${certificate.id}`, { as: carol })).status).toBe(404);
    expect((await call(t, 'GET', `/documents/${certificate.id}`, { as: zed })).status).toBe(404);

    // Promoted, Carol sees the company's orders; removed, she loses them with her next request.
    const carolId = await userIdOf(t, carol.email);
    await call(t, 'PATCH', `/companies/mine/members/${carolId}`, { as: alice, body: { role: 'admin' } });
    expect((await read(carol, bobsOrder._id)).status).toBe(200);
    expect((await call(t, 'GET', `/documents/${certificate.id}`, { as: carol })).status).toBe(200);
    expect((await call(t, 'DELETE', `/companies/mine/members/${carolId}`, { as: alice })).status).toBe(204);
    expect((await read(carol, bobsOrder._id)).status).toBe(404);
    expect(await listed(carol)).toEqual([]);
    expect((await call(t, 'GET', `/documents/${certificate.id}`, { as: carol })).status).toBe(404);
    // The store's admin sees every order.
    expect((await read(storeAdmin, bobsOrder._id)).status).toBe(200);
  });
});
