import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipAnswerSchema } from '#shared/companies/membership-answer.schema.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { companyBody, join } from './companies.test-helpers.ts';

describe.each(testDatabaseKinds)('GET /companies/mine/membership on %s', (kind) => {
  let t: TestApp;
  let storeAdmin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '10000' });
    storeAdmin = await signUpAdmin(t, 'admin@example.com', 'Ada Admin');
  });
  afterAll(async () => t?.close());

  const membership = async (as: SignedIn) => {
    const answer = await call(t, 'GET', '/companies/mine/membership', { as });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return membershipAnswerSchema.parse(answer.body).company;
  };

  it('answers null in no company, then the company, role, discount and terms; null again after leaving', async () => {
    const [owner, buyer] = await Promise.all([
      signUp(t, 'owner@example.com', 'Olga Owner'),
      signUp(t, 'buyer@example.com', 'Bert Buyer'),
    ]);
    expect(await membership(owner)).toBeNull();

    const created = await call(t, 'POST', '/companies', { as: owner, body: companyBody });
    expect(created.status).toBe(201);
    const companyId = (created.body as { _id: string })._id;
    const terms = await call(t, 'PATCH', `/companies/${companyId}`, {
      as: storeAdmin,
      body: { paymentTerms: 'net30', discountPercent: 12.5 },
    });
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    expect(await membership(owner)).toEqual({
      _id: companyId,
      name: companyBody.name,
      role: 'admin',
      discountPercent: 12.5,
      paymentTerms: 'net30',
    });

    await join(t, owner, buyer);
    expect(await membership(buyer)).toMatchObject({ _id: companyId, role: 'buyer', discountPercent: 12.5 });
    const buyerId = (await call(t, 'GET', '/companies/mine', { as: buyer })).body as {
      members: { userId: string; email: string }[];
    };
    const ownId = buyerId.members.find((member) => member.email === buyer.email)!.userId;
    expect((await call(t, 'DELETE', `/companies/mine/members/${ownId}`, { as: buyer })).status).toBe(204);
    expect(await membership(buyer)).toBeNull();
    expect(await membership(storeAdmin)).toBeNull();
  });

  it('is for signed-in callers only', async () => {
    expect((await call(t, 'GET', '/companies/mine/membership')).status).toBe(401);
  });
});
