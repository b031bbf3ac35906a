import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  emptyFilters,
  hasFilters,
  pageCount,
  productsPageSize,
  readFilters,
  toProductQuery,
  urlFiltersValid,
  writeFilters,
} from './products-search.ts';

const url = (search: string) => new URLSearchParams(search);

describe('products page URL', () => {
  it('reads search, metal, form and page from the URL', () => {
    const filters = readFilters(url('q=grade%205&metal=titanium&form=tube&page=3'));
    expect(filters).toEqual({ ...emptyFilters, q: 'grade 5', metal: 'titanium', form: 'tube', page: 3 });
  });

  it('reads grade, standard, in stock, size range, sort and view', () => {
    const filters = readFilters(
      url('grade=Grade+2&standard=ASTM+B338&inStock=true&sizeMin=3&sizeMax=12.5&sort=price-asc&view=list'),
    );
    expect(filters).toEqual({
      ...emptyFilters,
      grade: 'Grade 2',
      standard: 'ASTM B338',
      inStock: true,
      sizeMin: '3',
      sizeMax: '12.5',
      sort: 'price-asc',
      view: 'list',
    });
  });

  it('ignores an unknown metal or form and a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'abc']) {
      const filters = readFilters(url(`metal=gold&form=coin&page=${page}`));
      expect(filters).toEqual(emptyFilters);
    }
  });

  it('shows the defaults in the controls for an unknown sort, view or in-stock value', () => {
    expect(readFilters(url('sort=cheapest&view=table&inStock=yes'))).toEqual(emptyFilters);
  });

  it('writes only the filters that are set, so the unfiltered first page has a plain URL', () => {
    expect(writeFilters({ ...emptyFilters, q: '  ' }).toString()).toBe('');
    expect(writeFilters({ ...emptyFilters, q: ' wire ', metal: 'nitinol', page: 2 }).toString()).toBe(
      'q=wire&metal=nitinol&page=2',
    );
    expect(
      writeFilters({
        ...emptyFilters,
        grade: 'Grade 5',
        inStock: true,
        sizeMax: '10',
        sort: 'newest',
        view: 'list',
      }).toString(),
    ).toBe('grade=Grade+5&inStock=true&sizeMax=10&sort=newest&view=list');
  });

  it('round-trips the filters through the URL', () => {
    const filters = {
      ...emptyFilters,
      q: 'ASTM B338',
      metal: 'tantalum',
      form: 'plate',
      grade: 'R05200',
      standard: 'ASTM B708',
      inStock: true,
      sizeMin: '0.5',
      sizeMax: '6',
      odMin: '20',
      odMax: '26',
      wallMax: '2',
      lengthMin: '1000',
      sort: 'price-desc',
      view: 'list',
      page: 4,
    } as const;
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters(filters).toString()).toContain('odMin=20&odMax=26&wallMax=2&lengthMin=1000');
  });

  it('accepts what the API accepts, checked with the shared query schema', () => {
    for (const search of [
      '',
      'q=tube&metal=titanium&form=tube',
      'grade=Grade+2&standard=ASTM+B338&inStock=true',
      'inStock=false',
      'sizeMin=0&sizeMax=0',
      'sizeMin=2.5&sizeMax=10',
      'odMin=20&odMax=26&wallMax=2',
      'diameterMin=0.5&thicknessMax=3&widthMin=100&lengthMax=6000',
      'sort=name&view=list&page=2',
      // Paging is read leniently (page 1), not refused.
      'page=abc',
    ]) {
      expect(urlFiltersValid(url(search)), search).toBe(true);
    }
  });

  it('refuses a hand-edited URL: unknown values, inverted or absurd ranges, malformed sort keys', () => {
    for (const search of [
      'metal=gold',
      'form=coin',
      'sort=cheapest',
      'sort=PRICE-ASC',
      'inStock=yes',
      'sizeMin=abc',
      'sizeMin=-1',
      'sizeMax=1e9',
      'sizeMin=10&sizeMax=2',
      'odMin=26&odMax=20',
      'wallMin=abc',
      'lengthMax=-1',
      `grade=${'x'.repeat(81)}`,
      'view=table',
    ]) {
      expect(urlFiltersValid(url(search)), search).toBe(false);
    }
  });

  it('"Clear filters" leaves nothing that narrows the list, but keeps the chosen view', () => {
    const filters = readFilters(url('q=bar&metal=tungsten&grade=W1&inStock=true&sizeMin=2&sort=name&view=list'));
    expect(hasFilters(filters)).toBe(true);
    const cleared = { ...filters, ...clearedFilters, page: 1 };
    expect(hasFilters(cleared)).toBe(false);
    expect(writeFilters(cleared).toString()).toBe('view=list');
    expect(hasFilters({ ...emptyFilters, view: 'list', page: 3 })).toBe(false);
  });
});

describe('products page query', () => {
  it('asks for one page of 24 products at the right offset', () => {
    expect(toProductQuery(emptyFilters)).toEqual({ limit: productsPageSize, offset: 0 });
    expect(toProductQuery({ ...emptyFilters, q: ' bar ', metal: 'tungsten', form: 'bar', page: 3 })).toEqual({
      limit: 24,
      offset: 48,
      q: 'bar',
      metal: 'tungsten',
      form: 'bar',
    });
  });

  it('sends grade, standard, in stock, sizes as numbers and the sort; never the view', () => {
    expect(
      toProductQuery({
        ...emptyFilters,
        grade: 'Grade 2',
        standard: 'ASTM B338',
        inStock: true,
        sizeMin: '2.5',
        sizeMax: '10',
        sort: 'price-asc',
        view: 'list',
      }),
    ).toEqual({
      limit: 24,
      offset: 0,
      grade: 'Grade 2',
      standard: 'ASTM B338',
      inStock: 'true',
      sizeMin: 2.5,
      sizeMax: 10,
      sort: 'price-asc',
    });
  });

  it('counts pages, with page 1 of 1 for an empty result', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(61)).toBe(3);
  });
});
