import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screening as m } from '#shared/messages/screening.ts';
import { seedDemo } from '../../../db/seed/seed-demo.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDatabaseKinds } from '../../../testing/test-database.ts';
import { screenParties } from './screen-parties.ts';

const header = 'source,name,alt_names,country,programs';
const listOf = (...rows: string[]) => [header, ...rows].join('\n');
const entityList = 'Entity List (EL) - Bureau of Industry and Security';
const sdn = 'Specially Designated Nationals (SDN) - Treasury Department';
const firstList = listOf(
  `${entityList},ACME METALS LTD.,Acme Metal Trading; AMT,CN,`,
  `${sdn},Blue Lantern Shipping Company,"Blue Lantern Maritime",KP,FICTION-1`,
  `${entityList},Östergrän Spezialmetalle,,DE,`,
);
const secondList = listOf(`${sdn},Wintermarch Energy Group,Wintermarch Energy,RU,`);

/** PRODUCT.md §19 "Denied-party screening": the list's routes and the company flag. */
describe.each(testDatabaseKinds)('the denied-party list on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  const url = '/compliance/screening-list';

  const upload = async (csv: string, as: SignedIn | null = admin, name = 'consolidated.csv') => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), name);
    const response = await fetch(`${t.url}${url}`, { method: 'POST', headers: as?.headers ?? {}, body: form });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const summary = async () => (await call(t, 'GET', url, { as: admin })).body;
  const storeCompany = async (id: string) => (await call(t, 'GET', `/companies/${id}`, { as: admin })).body;
  const listed = async (id: string) =>
    (
      (await call(t, 'GET', '/companies?pageSize=100', { as: admin })).body as { _id: string; screening: unknown }[]
    ).find((company) => company._id === id);

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    [admin, buyer] = await Promise.all([signUpAdmin(t, 'admin@example.com'), signUp(t, 'buyer@example.com')]);
  });
  afterAll(async () => t?.close());

  it('answers no list before any upload, and screens nothing', async () => {
    expect(await summary()).toEqual({ entries: 0, uploadedAt: null, fileName: null });
    expect(await screenParties(t.app.db, [{ party: 'company', name: 'Acme Metals Ltd' }], 0.85)).toEqual([]);
  });

  it('stores an upload, answers its size, date and file, and screens against it', async () => {
    const before = Date.now();
    const answer = await upload(firstList);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ entries: 3, uploadedAt: expect.any(String), fileName: 'consolidated.csv' });
    expect(Date.parse(answer.body.uploadedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(await summary()).toEqual(answer.body);
    const [match] = await screenParties(t.app.db, [{ party: 'shipToCompany', name: 'Metals Acme GmbH' }], 0.85);
    expect(match).toEqual({
      party: 'shipToCompany',
      name: 'Metals Acme GmbH',
      entry: {
        position: 1,
        name: 'ACME METALS LTD.',
        matchedName: 'ACME METALS LTD.',
        country: 'CN',
        source: entityList,
      },
      score: 1,
    });
  });

  it('flags a company whose name matches at creation, clears the flag on a clean rename and sets it on a matching one', async () => {
    await upload(firstList);
    const owner = await signUp(t, 'owner@example.com');
    const created = await call(t, 'POST', '/companies', {
      as: owner,
      body: { name: 'Blue-Lantern Shipping Co.', billingAddress: '1 Quay Street' },
    });
    expect(created.status).toBe(201);
    // The members' own answer never carries the store's flag.
    expect(created.body).not.toHaveProperty('screening');
    expect((await call(t, 'GET', '/companies/mine', { as: owner })).body).not.toHaveProperty('screening');
    const id = created.body._id as string;
    const flag = {
      party: 'company',
      name: 'Blue-Lantern Shipping Co.',
      entry: expect.objectContaining({ name: 'Blue Lantern Shipping Company', source: sdn, country: 'KP' }),
      score: 1,
    };
    expect((await storeCompany(id)).screening).toEqual(flag);
    expect((await listed(id))?.screening).toEqual(flag);

    const clean = await call(t, 'PATCH', '/companies/mine', { as: owner, body: { name: 'Harbour Light Alloys' } });
    expect(clean.status).toBe(200);
    expect((await storeCompany(id)).screening).toBeNull();

    await call(t, 'PATCH', '/companies/mine', { as: owner, body: { name: 'Ostergran Spezialmetalle GmbH' } });
    expect((await storeCompany(id)).screening).toEqual(
      expect.objectContaining({ entry: expect.objectContaining({ name: 'Östergrän Spezialmetalle' }), score: 1 }),
    );
  });

  it('re-screens every company after an upload (a new match flags, a gone one clears) and after a removal', async () => {
    await upload(firstList);
    const owner = await signUp(t, 'energy@example.com');
    const created = await call(t, 'POST', '/companies', {
      as: owner,
      body: { name: 'Wintermarch Energy Group LLC', billingAddress: '2 Pipeline Road' },
    });
    const id = created.body._id as string;
    const acme = await signUp(t, 'acme@example.com');
    const acmeId = (
      await call(t, 'POST', '/companies', { as: acme, body: { name: 'Acme-Metals', billingAddress: '3 Quarry Road' } })
    ).body._id as string;
    expect((await storeCompany(id)).screening).toBeNull();
    expect((await storeCompany(acmeId)).screening).toEqual(expect.objectContaining({ score: 1 }));

    const replaced = await upload(secondList, admin, 'second.csv');
    expect(replaced.body).toEqual({ entries: 1, uploadedAt: expect.any(String), fileName: 'second.csv' });
    expect((await storeCompany(id)).screening).toEqual(
      expect.objectContaining({ entry: expect.objectContaining({ name: 'Wintermarch Energy Group' }), score: 1 }),
    );
    // The replaced list's entries are gone: Acme no longer matches.
    expect((await storeCompany(acmeId)).screening).toBeNull();
    expect(await screenParties(t.app.db, [{ party: 'buyer', name: 'Acme Metals' }], 0.85)).toEqual([]);

    const removed = await call(t, 'DELETE', url, { as: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ entries: 0, uploadedAt: null, fileName: null });
    expect(await summary()).toEqual({ entries: 0, uploadedAt: null, fileName: null });
    expect((await storeCompany(id)).screening).toBeNull();
    expect(await screenParties(t.app.db, [{ party: 'company', name: 'Wintermarch Energy Group' }], 0.85)).toEqual([]);
  });

  it('refuses a file without a required column, naming it, and keeps the old list', async () => {
    const kept = await upload(firstList);
    const refused = await upload('name,alt_names,source\nAcme,,EL\n');
    expect(refused).toEqual({ status: 400, body: { message: m.missingColumn('country') } });
    expect(refused.body.message).toContain('"country"');
    expect(await summary()).toEqual(kept.body);
    expect(await screenParties(t.app.db, [{ party: 'company', name: 'Acme Metals' }], 0.85)).toHaveLength(1);
  });

  it('refuses a row without a name, naming the row as a spreadsheet numbers it, and keeps the old list', async () => {
    const kept = await upload(firstList);
    const refused = await upload(listOf(`${sdn},Torvane Holding,,SY,`, `${sdn}, ,Nameless Alias,SY,`));
    expect(refused).toEqual({ status: 400, body: { message: m.missingName(3) } });
    expect(refused.body.message).toBe('Row 3: column "name" is empty');
    expect(await summary()).toEqual(kept.body);
  });

  it('refuses a form without the file, and a file that is not UTF-8 text', async () => {
    const form = new FormData();
    form.append('note', 'no file');
    const response = await fetch(`${t.url}${url}`, { method: 'POST', headers: admin.headers, body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: m.fileMissing });
    const binary = await upload(String.fromCharCode(0xff, 0xfe, 0, 0x81) + 'name');
    expect(binary).toEqual({ status: 400, body: { message: m.notUtf8 } });
  });

  it('reads the US Consolidated Screening List file as served (no country column: taken from the addresses)', async () => {
    const csl = [
      '_id,source,entity_number,type,programs,name,title,addresses,alt_names,remarks',
      `e1,${entityList},,Entity,,Vorlask Precision Machining Bureau,,"2 Anvil Lane, Dorrin, , RU; 9 Dock Road, Vell, , BY",Vorlask PMB,`,
    ].join('\r\n');
    expect((await upload(csl)).body).toEqual(expect.objectContaining({ entries: 1 }));
    const [match] = await screenParties(t.app.db, [{ party: 'company', name: 'Vorlask PMB' }], 0.85);
    expect(match?.entry).toEqual(expect.objectContaining({ country: 'RU; BY', matchedName: 'Vorlask PMB' }));
  });

  it('takes a list of 20,000 entries in a file over 10 MB (the real list is that large) in one upload', async () => {
    // The CSL's long columns (addresses, remarks) make its rows long: here an ignored column.
    const remarks = 'x'.repeat(560);
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `${entityList},Bench Entity ${i} Trading,Alias ${i},CN,${remarks}`,
    );
    const file = listOf(...rows);
    expect(file.length).toBeGreaterThan(11 * 1024 * 1024);
    const answer = await upload(file, admin, 'big.csv');
    expect(answer.body).toEqual(expect.objectContaining({ entries: 20_000, fileName: 'big.csv' }));
    const [match] = await screenParties(t.app.db, [{ party: 'company', name: 'Bench Entity 19999 Trading' }], 0.85);
    expect(match?.entry.position).toBe(20_000);
  }, 60_000);

  it('lets only store admins upload, read and remove the list', async () => {
    expect((await upload(firstList, buyer)).status).toBe(403);
    expect((await upload(firstList, null)).status).toBe(401);
    for (const method of ['GET', 'DELETE']) {
      expect((await call(t, method, url, { as: buyer })).status).toBe(403);
      expect((await call(t, method, url)).status).toBe(401);
    }
  });

  it('gives the demo store its fictitious list once: a removed list does not come back on the next start', async () => {
    await call(t, 'DELETE', url, { as: admin });
    // A removal leaves its record: the demo seed sees a store that has had a list.
    await seedDemo(t.app.db);
    expect((await summary()).entries).toBe(0);
    await t.app.db.deleteFrom('screening_lists').execute();
    await seedDemo(t.app.db);
    const demo = await readFile(path.join(import.meta.dirname, '../../../db/seed/screening-list.csv'), 'utf8');
    expect(await summary()).toEqual({
      entries: demo.trim().split('\n').length - 1,
      uploadedAt: expect.any(String),
      fileName: 'screening-list.csv',
    });
    const [match] = await screenParties(
      t.app.db,
      [{ party: 'company', name: 'Crimson Ridge Alloys Trading LLC' }],
      0.85,
    );
    expect(match?.entry.source).toBe(entityList);
  });
});
