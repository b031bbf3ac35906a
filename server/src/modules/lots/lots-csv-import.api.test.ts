import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots as m } from '#shared/messages/lots.ts';
import { remnants as r } from '#shared/messages/remnants.ts';
import { signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { addLotProduct, lotsOf, storedStock } from './lots.test-helpers.ts';

/** PRODUCT.md §20 (issue 31): lots received from a CSV, every row checked first, all or nothing. */
describe.each(testDatabaseKinds)('the lots CSV import on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    [admin, buyer] = await Promise.all([
      signUpAdmin(t, 'admin@example.com', 'Ada Admin'),
      signUp(t, 'buyer@example.com', 'Bea Buyer'),
    ]);
  });
  afterAll(async () => t?.close());

  const post = async (csv: string, as: SignedIn = admin, contentType = 'text/csv') => {
    const response = await fetch(`${t.url}/lots/import`, {
      method: 'POST',
      headers: { ...as.headers, 'content-type': contentType },
      body: csv,
    });
    return { status: response.status, body: (await response.json()) as { message: string; received?: number } };
  };

  it('receives every row: pieces, metres and bars, public or not; the totals are the sums of the lots', async () => {
    const sheet = await addLotProduct(t, admin, { name: 'Nb sheet', sku: 'CSV-NB-1', total: 2 });
    const bar = await addLotProduct(t, admin, {
      name: 'Ti bar by the metre',
      sku: 'CSV-TI-1',
      form: 'bar',
      unit: 'm',
      dimensions: { diameter: 20 },
      minimum: 0.1,
      total: 0,
      cutToLength: { minLengthMm: 100, maxLengthMm: 3000, cutFee: 5 },
    });
    const answer = await post(
      [
        'sku,heat_number,quantity,bar_length_mm,bar_count,received_on,mill,public,notes',
        'csv-nb-1,N-1,10,,,2026-05-01,Wah Chang,true,',
        `CSV-NB-1,N-2,4,,,2026-05-03,,false,"Rack 4, top"`,
        'CSV-TI-1,T-1,,3000,2,2026-05-02,TIMET,yes,',
        'CSV-TI-1,T-2,1.25,,,2026-05-04,,,',
      ].join('\n'),
    );
    expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 201, body: { received: 4 } });
    expect((await lotsOf(t, sheet._id, admin)).map((lot) => [lot.heatNumber, lot.quantity, lot.public])).toEqual([
      ['N-1', 10, true],
      ['N-2', 4, false],
      ['UNASSIGNED', 2, false],
    ]);
    expect((await lotsOf(t, bar._id, admin)).map((lot) => [lot.heatNumber, lot.quantity, lot.bars])).toEqual([
      ['T-1', 6, [{ lengthMm: 3000 }, { lengthMm: 3000 }]],
      ['T-2', 1.25, undefined],
    ]);
    expect(await storedStock(t, sheet._id)).toMatchObject({ total: 16, sum: 16 });
    expect(await storedStock(t, bar._id)).toMatchObject({ total: 7250, sum: 7250 });
  });

  it('refuses the whole file at its first bad row, naming it; nothing is received', async () => {
    const product = await addLotProduct(t, admin, { name: 'Ta rod', sku: 'CSV-TA-1', total: 0 });
    const good = 'CSV-TA-1,G-1,3,2026-05-01';
    const header = 'sku,heat_number,quantity,received_on';
    const cases: [string, string][] = [
      [`${header}\n${good}\nNO-SUCH,G-2,1,2026-05-01`, m.csv.row(3, m.csv.unknownSku('NO-SUCH'))],
      [`${header}\n${good}\nCSV-TA-1,G-2,-1,2026-05-01`, m.csv.row(3, m.quantity)],
      [`${header}\n${good}\nCSV-TA-1,G-2,1.5,2026-05-01`, m.csv.row(3, m.wholePieces)],
      [`${header}\n${good}\nCSV-TA-1,G-2,1,2026-02-31`, m.csv.row(3, m.receivedOn)],
      [`${header}\n${good}\nCSV-TA-1,G-1,1,2026-05-02`, m.csv.row(3, m.csv.repeatedHeat('G-1', 2))],
      [`${header}\n${good}\nCSV-TA-1,,1,2026-05-02`, m.csv.row(3, m.heatNumber)],
      [`${header},public\n${good},maybe`, m.csv.row(2, m.publicFlag)],
      [
        `sku,heat_number,bar_length_mm,bar_count,received_on\nCSV-TA-1,G-2,1000,2,2026-05-01`,
        m.csv.row(2, r.barsNotCut),
      ],
      ['sku,heat_number,quantity\nCSV-TA-1,G-2,1', m.csv.missingColumn('received_on')],
      [header, m.csv.empty],
    ];
    for (const [csv, message] of cases) {
      const answer = await post(csv);
      expect([answer.status, answer.body.message], csv).toEqual([400, message]);
    }
    expect(await lotsOf(t, product._id, admin)).toEqual([]);
    // A heat the product already has is refused by name too.
    expect((await post(`${header}\n${good}`)).status).toBe(201);
    const again = await post(`${header}\nCSV-TA-1,G-1,3,2026-05-01`);
    expect([again.status, again.body.message]).toEqual([400, m.csv.row(2, m.heatTaken('G-1'))]);
    expect(await storedStock(t, product._id)).toMatchObject({ total: 3, sum: 3 });
  });

  it('is for admins, and takes the file itself', async () => {
    expect((await post('sku,heat_number,quantity,received_on\n', buyer)).status).toBe(403);
    const json = await post('{"lots":[]}', admin, 'application/json');
    expect(json.status).toBe(415);
  });
});
