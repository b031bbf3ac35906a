import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsPage } from '#shared/messages/settings.ts';
import { settingsDefaults } from '#shared/settings/settings-defaults.ts';
import { settingsSchemas, settingsSections, type SettingsSection } from '#shared/settings/settings.schema.ts';
import { demoSettings } from '../../db/seed/demo-settings.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { costTestEnv, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { readSettings } from './index.ts';

const tax = {
  registrations: [{ country: 'US', region: 'US-PA', rate: 6, label: 'PA sales tax', taxId: '83417265' }],
  freightTaxable: true,
};
const shipping = structuredClone(demoSettings('2026-01-01').shipping);
const currencies = {
  base: 'USD',
  offered: ['USD', 'EUR'],
  rates: [{ currency: 'EUR', perBase: 0.9, asOf: '2026-01-02' }],
};

describe('the demo settings', () => {
  it('pass the shared schema of every section unchanged', () => {
    const demo = demoSettings('2026-01-01');
    for (const section of settingsSections)
      expect(settingsSchemas[section].parse(demo[section])).toEqual(demo[section]);
  });
});

/** PRODUCT.md §16 "Store settings", docs/product/settings.md. */
describe.each(testDatabaseKinds)('store settings on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  const get = (section: SettingsSection) => call(t, 'GET', `/settings/${section}`, { as: admin });
  const put = (section: SettingsSection, body: unknown, as: SignedIn | undefined = admin) =>
    call(t, 'PUT', `/settings/${section}`, { as, body });
  const changes = (section: SettingsSection) =>
    t.app.db.selectFrom('store_settings_changes').selectAll().where('section', '=', section).orderBy('at').execute();

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '1000',
      ADMIN_WRITE_BUDGET_PER_MINUTE: '100000',
      ...costTestEnv,
    });
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
  });
  afterAll(async () => t?.close());

  it('fills every section of the demo store, shipping from Pittsburgh, PA', async () => {
    for (const section of settingsSections) {
      const res = await get(section);
      expect(res.status).toBe(200);
      const { updatedAt, updatedBy, ...value } = res.body;
      expect(value).toEqual(demoSettings(value.rates?.[0]?.asOf ?? '')[section]);
      expect([typeof updatedAt, updatedBy]).toEqual(['string', null]);
    }
    const origin = (await get('shipping')).body.origin;
    expect(origin).toMatchObject({ city: 'Pittsburgh', region: 'US-PA', postalCode: '15222', country: 'US' });
    const rates = (await get('currencies')).body.rates as { asOf: string }[];
    expect(rates.every((rate) => rate.asOf === new Date().toISOString().slice(0, 10))).toBe(true);
  });

  it('answers what PUT took, with updatedAt and updatedBy (which PUT ignores), and reads the same in a transaction', async () => {
    const before = Date.now();
    const saved = await put('tax', { ...tax, updatedAt: '1999-01-01T00:00:00.000Z', updatedBy: 'mallory' });
    expect(saved.status).toBe(200);
    const res = await get('tax');
    expect(res.body).toEqual({ ...tax, updatedAt: expect.any(String), updatedBy: 'admin@example.com' });
    expect(saved.body).toEqual(res.body);
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    const inTransaction = await t.app.db.transaction().execute((trx) => readSettings(trx, 'tax'));
    expect(inTransaction).toEqual(tax);
  });

  it('records every change: the whole section, when and by whom', async () => {
    const count = (await changes('currencies')).length;
    expect((await put('currencies', currencies)).status).toBe(200);
    const after = await changes('currencies');
    expect(after).toHaveLength(count + 1);
    expect(after.at(-1)).toMatchObject({ actor: 'admin@example.com', at: (await get('currencies')).body.updatedAt });
    expect(JSON.parse(after.at(-1)!.value)).toEqual(currencies);
  });

  const withZone = (change: (zone: (typeof shipping.zones)[number]) => void) => {
    const copy = structuredClone(shipping);
    change(copy.zones[0]!);
    return copy;
  };
  const bad: [string, SettingsSection, unknown, string][] = [
    [
      'an unknown country code',
      'tax',
      { ...tax, registrations: [{ ...tax.registrations[0], country: 'XZ', region: undefined }] },
      'registrations[0].country',
    ],
    [
      'an unknown region code',
      'tax',
      { ...tax, registrations: [{ ...tax.registrations[0], region: 'US-XX' }] },
      'registrations[0].region',
    ],
    [
      'rates whose weights do not increase',
      'shipping',
      withZone((zone) => (zone.rates[1]!.upToKg = zone.rates[0]!.upToKg)),
      'zones[0].rates[1].upToKg',
    ],
    ['a negative price', 'shipping', withZone((zone) => (zone.rates[0]!.price = -1)), 'zones[0].rates[0].price'],
    [
      'a negative tax rate',
      'tax',
      { ...tax, registrations: [{ ...tax.registrations[0], rate: -6 }] },
      'registrations[0].rate',
    ],
    [
      'a default Incoterm not offered',
      'shipping',
      { ...shipping, incoterms: { domestic: ['EXW'], export: ['FCA'], default: 'DDP' } },
      'incoterms.default',
    ],
    ['a currency without a rate', 'currencies', { ...currencies, offered: ['USD', 'EUR', 'JPY'] }, 'rates'],
    [
      'a country in a zone that is not one',
      'shipping',
      withZone((zone) => (zone.countries = ['QQ'])),
      'zones[0].countries[0]',
    ],
  ];
  it.each(bad)('refuses %s with a 400 naming the field, and changes nothing', async (_, section, body, field) => {
    const before = await get(section);
    const audited = (await changes(section)).length;
    const res = await put(section, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringMatching(new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}: `)) });
    expect(res.body.message).toBe(settingsPage.badField(field, res.body.message.slice(field.length + 2)));
    expect(await get(section)).toMatchObject({ status: 200, body: before.body });
    expect(await changes(section)).toHaveLength(audited);
  });

  it('refuses buyers (403) and visitors (401) and changes nothing', async () => {
    const before = await get('compliance');
    const body = { embargoed: [], reviewDestinations: [], screeningThreshold: 0.5 };
    expect((await put('compliance', body, buyer)).status).toBe(403);
    expect((await call(t, 'PUT', '/settings/compliance', { body })).status).toBe(401);
    expect((await call(t, 'GET', '/settings/compliance', { as: buyer })).status).toBe(403);
    expect((await call(t, 'GET', '/settings/compliance')).status).toBe(401);
    expect((await get('compliance')).body).toEqual(before.body);
  });

  it('leaves one of two PUTs sent at once whole, never a mix, and records both', async () => {
    const audited = (await changes('remittance')).length;
    const us = {
      bankName: 'PNC Bank',
      accountName: 'Rare Metals Store LLC',
      accountNumber: '1',
      routingNumber: '043000096',
    };
    const eu = {
      bankName: 'Commerzbank AG',
      accountName: 'Rare Metals Store GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    };
    const answers = await Promise.all([put('remittance', us), put('remittance', eu)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const { updatedAt: _at, updatedBy: _by, ...now } = (await get('remittance')).body;
    expect([us, eu]).toContainEqual(now);
    expect(await changes('remittance')).toHaveLength(audited + 2);
  });

  it('seeding again (a restart) keeps what an admin saved and fills only the sections never saved', async () => {
    expect((await put('tax', tax)).status).toBe(200);
    const saved = (await get('tax')).body;
    await t.app.db.deleteFrom('store_settings').where('section', '=', 'compliance').execute();
    await seedDemo(t.app.db);
    expect((await get('tax')).body).toEqual(saved);
    expect((await get('compliance')).body).toEqual({
      ...demoSettings('').compliance,
      updatedAt: expect.any(String),
      updatedBy: null,
    });
  });

  it('answers the "nothing configured" defaults for a section never saved', async () => {
    await t.app.db.deleteFrom('store_settings').execute();
    for (const section of settingsSections) {
      expect((await get(section)).body).toEqual({ ...settingsDefaults[section], updatedAt: null, updatedBy: null });
    }
    expect(await readSettings(t.app.db, 'shipping')).toEqual(settingsDefaults.shipping);
  });
});
