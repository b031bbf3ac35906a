import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import { mainDimension, type Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { call, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const grade = 'Search Grade 7Q';
const fixtures = [
  // name, sku, form, dimensions, price, total, minimum, standard
  ['Alpha Test Tube', 'SRCH-QT-1007', 'tube', { od: 12.7, wall: 1 }, 30, 100, 5, 'ASTM Q9381'],
  ['Bravo Test Plate', 'SRCH-QP-2007', 'plate', { thickness: 3, width: 300 }, 10, 0, 1, 'ASTM Q9382'],
  ['Charlie Test Bar', 'SRCH-QB-3007', 'bar', { diameter: 50 }, 20, 3, 5, 'ASTM Q9382'],
  ['Delta Test Wire', 'SRCH-QW-4007', 'wire', { diameter: 0.5 }, 40, 1000, 10, 'AMS Q4928'],
] as const;

describe.each(testDatabaseKinds)('catalog filters, sort and search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    const admin = await signUpAdmin(t, 'admin@example.com');
    for (const [name, sku, form, dimensions, price, total, minimum, standard] of fixtures) {
      const created = await call(t, 'POST', '/products', {
        as: admin,
        body: {
          name,
          sku,
          form,
          dimensions,
          price,
          total,
          minimum,
          standard,
          grade,
          metal: 'niobium',
          picture: '/images/products/niobium-bar.svg',
          about: 'Fixture of the search test.',
          origin: 'Canada',
        },
      });
      expect(created.status, name).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  const list = async (query: string) => {
    const response = await call(t, 'GET', `/products/?${query}`);
    expect(response.status, query).toBe(200);
    if (!query.includes('limit='))
      expect(response.headers.get(totalCountHeader), query).toBe(String(response.body.length));
    return response.body as Product[];
  };
  const names = async (query: string) => (await list(query)).map((p) => p.name);
  const g = `grade=${encodeURIComponent(grade)}`;

  it('filters by grade and standard (any case), in stock and main-dimension range', async () => {
    expect(await names(g)).toEqual(fixtures.map((f) => f[0]));
    expect(await names(`grade=${encodeURIComponent(grade.toUpperCase())}`)).toEqual(fixtures.map((f) => f[0]));
    expect(await names(`standard=ASTM%20Q9382`)).toEqual(['Bravo Test Plate', 'Charlie Test Bar']);
    // In stock: enough stock for the minimum order (no stock, or less than the MOQ, is out).
    expect(await names(`${g}&inStock=true`)).toEqual(['Alpha Test Tube', 'Delta Test Wire']);
    expect(await names(`${g}&inStock=false`)).toHaveLength(4);
    // The main dimension: a tube's OD, a plate's thickness, a bar's or wire's diameter.
    expect(await names(`${g}&sizeMin=3&sizeMax=12.7`)).toEqual(['Alpha Test Tube', 'Bravo Test Plate']);
    expect(await names(`${g}&sizeMin=13`)).toEqual(['Charlie Test Bar']);
    expect(await names(`${g}&sizeMax=1`)).toEqual(['Delta Test Wire']);
    const sized = await list('sizeMin=10&sizeMax=20');
    expect(sized.length).toBeGreaterThan(0);
    for (const product of sized) expect(mainDimension(product)).toBeGreaterThanOrEqual(10);
    for (const product of sized) expect(mainDimension(product)).toBeLessThanOrEqual(20);
    for (const product of await list('inStock=true')) expect(product.total).toBeGreaterThanOrEqual(product.minimum);
  });

  it('sorts by price, name and newest; relevance without q is the catalog order', async () => {
    expect(await names(`${g}&sort=price-asc`)).toEqual([
      'Bravo Test Plate',
      'Charlie Test Bar',
      'Alpha Test Tube',
      'Delta Test Wire',
    ]);
    expect(await names(`${g}&sort=price-desc`)).toEqual([
      'Delta Test Wire',
      'Alpha Test Tube',
      'Charlie Test Bar',
      'Bravo Test Plate',
    ]);
    expect(await names(`${g}&sort=newest`)).toEqual(fixtures.map((f) => f[0]).reverse());
    const all = await list('');
    expect(await list('sort=relevance')).toEqual(all);
    // Prices compare within a unit: pieces, then per metre, then per kilogram (ADR 017).
    const byPrice = await list('sort=price-asc');
    const rank = { pcs: 0, m: 1, kg: 2 } as const;
    const units = byPrice.map((p) => rank[p.unit]);
    expect(units).toEqual([...units].sort((a, b) => a - b));
    for (const unit of ['pcs', 'm', 'kg'] as const) {
      const prices = byPrice.filter((p) => p.unit === unit).map((p) => p.price);
      expect(prices.length, unit).toBeGreaterThan(0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const byName = (await list('sort=name')).map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list('sort=newest'))[0]!.name).toBe('Delta Test Wire');
    // Paging keeps the sort: the second page continues the first.
    const firstPage = await list('sort=price-desc&limit=10');
    const secondPage = await list('sort=price-desc&limit=10&offset=10');
    expect([...firstPage, ...secondPage]).toEqual((await list('sort=price-desc')).slice(0, 20));
  });

  it('finds partial words in SKU, grade, standard and name, in any case', async () => {
    expect(await names('q=QB-300')).toEqual(['Charlie Test Bar']);
    expect(await names('q=srch-qw')).toEqual(['Delta Test Wire']);
    expect(await names('q=gr%207q')).toHaveLength(4);
    // Two letters are the start of a word: "ch" is Charlie's, not the "ch" inside other words.
    expect(await names(`${g}&q=ch%20test`)).toEqual(['Charlie Test Bar']);
    expect(await names(`${g}&q=ha`)).toEqual([]);
    expect(await names('q=Q938')).toEqual(['Alpha Test Tube', 'Bravo Test Plate', 'Charlie Test Bar']);
    expect(await names('q=ravo%20Tes')).toEqual(['Bravo Test Plate']);
    expect(await names('q=Q4928&sort=price-asc')).toEqual(['Delta Test Wire']);
    // The demo catalog's words: "B33" finds ASTM B338.
    const b33 = await list('q=B33');
    expect(b33.length).toBeGreaterThan(0);
    for (const product of b33)
      expect(
        `${product.name} ${product.about} ${product.sku} ${product.grade} ${product.standard}`.toLowerCase(),
      ).toContain('b33');
    // Shorter than a trigram: a plain scan, still a substring match.
    expect(await names(`${g}&q=QW`)).toEqual(['Delta Test Wire']);
    // Search with filters, sort and count together.
    expect(await names(`q=Test&${g}&inStock=true&sort=price-desc`)).toEqual(['Delta Test Wire', 'Alpha Test Tube']);
  });

  it('ranks by relevance when searching, and finds nothing for text nobody has', async () => {
    const ranked = await list('q=Test%20Bar');
    expect(ranked.map((p) => p.name)).toContain('Charlie Test Bar');
    expect(await list('q=zzqqxxyy')).toEqual([]);
    for (const q of ['"', 'a"b', '*', 'NEAR(', 'x OR y', '%', "'", '  ', 'Ωμ', '\\', '"Test"'])
      expect((await call(t, 'GET', `/products/?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
  });

  it('answers 400 with a message for unknown values, inverted or absurd ranges and bad sort keys', async () => {
    const cases: [string, string | undefined][] = [
      ['grade=Unobtainium', messages.catalogSpec.unknownGrade('Unobtainium')],
      ['standard=ASTM%20Z0', messages.catalogSpec.unknownStandard('ASTM Z0')],
      ['sizeMin=20&sizeMax=10', 'The smallest size must not be larger than the largest'],
      ['sizeMin=-1', 'Sizes cannot be negative'],
      ['sizeMax=1e9', 'That size is too large'],
      ['sizeMin=abc', undefined],
      ['sizeMax=Infinity', undefined],
      ['sort=cheapest', undefined],
      ['sort=', undefined],
      ['inStock=yes', undefined],
      [`q=${'x'.repeat(101)}`, undefined],
      ['grade=', undefined],
    ];
    for (const [query, message] of cases) {
      const response = await call(t, 'GET', `/products/?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual({ message: message ?? expect.any(String) });
    }
  });
});
