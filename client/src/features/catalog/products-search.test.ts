import { describe, expect, it } from 'vitest';
import { pageCount, productsPageSize, readFilters, toProductQuery, writeFilters } from './products-search.ts';

describe('products page URL', () => {
  it('reads search, metal, form and page from the URL', () => {
    const filters = readFilters(new URLSearchParams('q=grade%205&metal=titanium&form=tube&page=3'));
    expect(filters).toEqual({ q: 'grade 5', metal: 'titanium', form: 'tube', page: 3 });
  });

  it('ignores an unknown metal or form and a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'abc']) {
      const filters = readFilters(new URLSearchParams(`metal=gold&form=coin&page=${page}`));
      expect(filters).toEqual({ q: '', metal: '', form: '', page: 1 });
    }
  });

  it('writes only the filters that are set, so the unfiltered first page has a plain URL', () => {
    expect(writeFilters({ q: '  ', metal: '', form: '', page: 1 }).toString()).toBe('');
    expect(writeFilters({ q: ' wire ', metal: 'nitinol', form: '', page: 2 }).toString()).toBe(
      'q=wire&metal=nitinol&page=2',
    );
  });

  it('round-trips the filters through the URL', () => {
    const filters = { q: 'ASTM B338', metal: 'tantalum', form: 'plate', page: 4 } as const;
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });
});

describe('products page query', () => {
  it('asks for one page of 24 products at the right offset', () => {
    expect(toProductQuery({ q: '', metal: '', form: '', page: 1 })).toEqual({ limit: productsPageSize, offset: 0 });
    expect(toProductQuery({ q: ' bar ', metal: 'tungsten', form: 'bar', page: 3 })).toEqual({
      limit: 24,
      offset: 48,
      q: 'bar',
      metal: 'tungsten',
      form: 'bar',
    });
  });

  it('counts pages, with page 1 of 1 for an empty result', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(61)).toBe(3);
  });
});
