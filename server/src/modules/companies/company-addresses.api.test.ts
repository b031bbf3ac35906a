import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies as m } from '#shared/messages/companies.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** Issue 32: an empty ship-to address is named as one (not "billing"), and the threshold sent with it is not lost. */
describe.each(testDatabaseKinds)('PATCH /companies/mine ship-to addresses on %s', (kind) => {
  let t: TestApp;
  let owner: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await signUp(t, 'shipto-owner@example.com');
    const created = await call(t, 'POST', '/companies', {
      as: owner,
      body: { name: 'Shipto Metals', billingAddress: '1 Ledger Street, Leeds' },
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => t?.close());

  it('answers an empty ship-to address with the ship-to message, changing nothing; saved with it once filled', async () => {
    for (const empty of [
      { label: 'Goods-in', address: ' ' },
      { label: '', address: '' },
    ]) {
      const refused = await call(t, 'PATCH', '/companies/mine', {
        as: owner,
        body: { approvalThreshold: 250, addresses: [empty] },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(m.shipToAddressRequired);
      expect(refused.body.message).not.toContain(m.billingAddressRequired);
    }
    expect((await call(t, 'GET', '/companies/mine', { as: owner })).body.approvalThreshold).toBeNull();

    const saved = await call(t, 'PATCH', '/companies/mine', {
      as: owner,
      body: { approvalThreshold: 250, addresses: [{ label: 'Goods-in', address: 'Dock 3, 1 Ledger Street, Leeds' }] },
    });
    expect(saved.status).toBe(200);
    const company = (await call(t, 'GET', '/companies/mine', { as: owner })).body;
    expect(company.approvalThreshold).toBe(250);
    expect(company.addresses.map((address: { address: string }) => address.address)).toEqual([
      'Dock 3, 1 Ledger Street, Leeds',
    ]);
  });
});
