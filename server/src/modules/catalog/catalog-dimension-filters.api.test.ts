import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import type { ProductFacets } from '#shared/catalog/product-query.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { validation as v } from '#shared/messages/validation.ts';
import { call, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

// PRODUCT.md §23: a range for every dimension, and facets that answer for what the other filters leave.
const fixtures = [
  // name, metal, form, grade, standard, dimensions
  ['Ti Tube A', 'titanium', 'tube', 'Grade 2', 'ASTM B338', { od: 19.05, wall: 1.65, length: 3000 }],
  ['Ti Tube B', 'titanium', 'tube', 'Grade 9', 'ASTM B338', { od: 25.4, wall: 0.89, length: 6000 }],
  ['Ti Plate', 'titanium', 'plate', 'Grade 5', 'ASTM B265', { thickness: 3, width: 1000, length: 2000 }],
  ['Ni Tube', 'nickel', 'tube', 'Alloy 625', 'ASTM B444', { od: 25.4, wall: 2.11, length: 6000 }],
  ['Ni Wire', 'nickel', 'wire', 'Alloy 600', 'ASTM B166', { diameter: 0.5 }],
  ['Ta Bar', 'tantalum', 'bar', 'R05200', 'ASTM B365', { diameter: 12, length: 1000 }],
] as const;

describe.each(testDatabaseKinds)('dimension filters and facets on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Without the demo catalog: the facets answer for these fixtures alone.
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', SEED_DEMO: 'false' });
    const admin = await signUpAdmin(t, 'admin@example.com');
    for (const [name, metal, form, grade, standard, dimensions] of fixtures) {
      const created = await call(t, 'POST', '/products', {
        as: admin,
        body: {
          name,
          metal,
          form,
          grade,
          standard,
          dimensions,
          price: 10,
          total: 100,
          minimum: 1,
          picture: '/images/products/titanium-bar.svg',
          about: 'Fixture of the dimension filter test.',
          origin: 'USA',
        },
      });
      expect(created.status, name).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  /** The names a query finds, in name order, after checking X-Total-Count agrees. */
  const names = async (query: string) => {
    const response = await call(t, 'GET', `/products/?sort=name&${query}`);
    expect(response.status, query).toBe(200);
    const products = response.body as Product[];
    expect(response.headers.get(totalCountHeader), query).toBe(String(products.length));
    return products.map((product) => product.name);
  };
  const facets = async (query = '') => {
    const response = await call(t, 'GET', `/products/facets?${query}`);
    expect(response.status, query).toBe(200);
    return response.body as ProductFacets;
  };

  it('filters by each dimension alone, both bounds inclusive, leaving out products without it', async () => {
    expect(await names('odMin=20')).toEqual(['Ni Tube', 'Ti Tube B']);
    expect(await names('odMax=19.05')).toEqual(['Ti Tube A']);
    expect(await names('odMin=19.05&odMax=19.05')).toEqual(['Ti Tube A']);
    expect(await names('wallMax=1')).toEqual(['Ti Tube B']);
    expect(await names('wallMin=2')).toEqual(['Ni Tube']);
    expect(await names('diameterMin=1')).toEqual(['Ta Bar']);
    expect(await names('diameterMax=1')).toEqual(['Ni Wire']);
    expect(await names('thicknessMin=2&thicknessMax=4')).toEqual(['Ti Plate']);
    expect(await names('widthMin=500')).toEqual(['Ti Plate']);
    expect(await names('lengthMin=3000&lengthMax=3000')).toEqual(['Ti Tube A']);
    expect(await names('lengthMax=1000')).toEqual(['Ta Bar']);
    expect(await names('lengthMin=0')).toEqual(['Ni Tube', 'Ta Bar', 'Ti Plate', 'Ti Tube A', 'Ti Tube B']);
    expect(await names('widthMax=999')).toEqual([]);
  });

  it('combines dimension ranges with each other, with the other filters, the search and paging', async () => {
    // Issue 32's buyer: tube of OD 20–26 mm with a wall under 2 mm.
    expect(await names('odMin=20&odMax=26&wallMax=2')).toEqual(['Ti Tube B']);
    expect(await names('odMin=20&odMax=26&wallMax=2&metal=nickel')).toEqual([]);
    expect(await names('metal=titanium&lengthMin=2000')).toEqual(['Ti Plate', 'Ti Tube A', 'Ti Tube B']);
    expect(await names('form=tube&lengthMin=6000&grade=alloy%20625')).toEqual(['Ni Tube']);
    expect(await names('q=Tube&odMin=20')).toEqual(['Ni Tube', 'Ti Tube B']);
    expect(await names('sizeMin=20&wallMin=1')).toEqual(['Ni Tube']);
    const page = await call(t, 'GET', '/products/?sort=name&lengthMin=1000&limit=2&offset=1');
    expect((page.body as Product[]).map((product) => product.name)).toEqual(['Ta Bar', 'Ti Plate']);
    expect(page.headers.get(totalCountHeader)).toBe('5');
  });

  it('answers the whole catalog’s facets without a query, with each dimension’s range', async () => {
    const all = await facets();
    expect(all.grades).toEqual(['Alloy 600', 'Alloy 625', 'Grade 2', 'Grade 5', 'Grade 9', 'R05200']);
    expect(all.metals).toEqual(['titanium', 'nickel', 'tantalum']);
    expect(all.forms).toEqual(['tube', 'plate', 'bar', 'wire']);
    expect(all.dimensions).toEqual({
      od: { min: 19.05, max: 25.4 },
      wall: { min: 0.89, max: 2.11 },
      diameter: { min: 0.5, max: 12 },
      thickness: { min: 3, max: 3 },
      width: { min: 1000, max: 1000 },
      length: { min: 1000, max: 6000 },
    });
  });

  it('narrows each facet by the other filters but not its own: titanium narrows the grades to titanium’s', async () => {
    const titanium = await facets('metal=titanium');
    expect(titanium.grades).toEqual(['Grade 2', 'Grade 5', 'Grade 9']);
    expect(titanium.standards).toEqual(['ASTM B265', 'ASTM B338']);
    expect(titanium.forms).toEqual(['tube', 'plate']);
    // The metal facet ignores the metal filter: the buyer can still switch metals.
    expect(titanium.metals).toEqual(['titanium', 'nickel', 'tantalum']);
    expect(titanium.dimensions.diameter).toBeNull();
    expect(titanium.dimensions.wall).toEqual({ min: 0.89, max: 1.65 });

    // A chosen grade keeps the other grades offered, and narrows the metals to its own.
    const grade9 = await facets('grade=Grade%209');
    expect(grade9.grades).toEqual((await facets()).grades);
    expect(grade9.metals).toEqual(['titanium']);

    // A dimension range narrows the others' facets; its own range stays the whole span.
    const wide = await facets('odMin=20');
    expect(wide.grades).toEqual(['Alloy 625', 'Grade 9']);
    expect(wide.dimensions.od).toEqual({ min: 19.05, max: 25.4 });
    expect(wide.dimensions.wall).toEqual({ min: 0.89, max: 2.11 });
    expect(wide.dimensions.length).toEqual({ min: 6000, max: 6000 });

    const both = await facets('metal=titanium&odMin=20');
    expect(both.grades).toEqual(['Grade 9']);
    expect(both.metals).toEqual(['titanium', 'nickel']);
    expect(both.dimensions.od).toEqual({ min: 19.05, max: 25.4 });

    // In stock and the search narrow every facet.
    expect((await facets('q=Wire')).grades).toEqual(['Alloy 600']);
    // The search narrows the dimensions' ranges too; a dimension its matches lack has none.
    const tubes = await facets('q=tube');
    expect(tubes.dimensions.od).toEqual({ min: 19.05, max: 25.4 });
    expect(tubes.dimensions.wall).toEqual({ min: 0.89, max: 2.11 });
    expect(tubes.dimensions.thickness).toBeNull();
    expect((await facets('q=tube&odMin=20')).dimensions.od).toEqual({ min: 19.05, max: 25.4 });
    expect((await facets('q=tube&odMin=20')).dimensions.wall).toEqual({ min: 0.89, max: 2.11 });
    expect((await facets('metal=tantalum&inStock=true')).grades).toEqual(['R05200']);
  });

  it('answers 400 with a message for a bound that is not a number, an inverted range or a bad value', async () => {
    const cases: [string, string][] = [
      ['odMin=abc', v.dimensionBoundNumber('odMin')],
      ['wallMax=', v.dimensionBoundNumber('wallMax')],
      ['lengthMax=12mm', v.dimensionBoundNumber('lengthMax')],
      ['odMin=26&odMax=20', v.dimensionBoundRange('outer diameter')],
      ['wallMin=3&wallMax=1', v.dimensionBoundRange('wall')],
      ['diameterMin=2&diameterMax=1', v.dimensionBoundRange('diameter')],
      ['thicknessMin=2&thicknessMax=1', v.dimensionBoundRange('thickness')],
      ['widthMin=2&widthMax=1', v.dimensionBoundRange('width')],
      ['lengthMin=2&lengthMax=1', v.dimensionBoundRange('length')],
      ['thicknessMin=-1', v.sizeNegative],
      ['widthMax=1e9', v.sizeTooLarge],
    ];
    for (const route of ['/products/', '/products/facets']) {
      for (const [query, message] of cases) {
        const response = await call(t, 'GET', `${route}?${query}`);
        expect(response.status, `${route}?${query}`).toBe(400);
        expect(response.body, `${route}?${query}`).toEqual({ message });
      }
    }
  });
});
