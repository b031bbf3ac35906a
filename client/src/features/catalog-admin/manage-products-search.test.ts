import { describe, expect, it } from 'vitest';
import { managePageCount, readManageSearch, toManageQuery, writeManageSearch } from './manage-products-search.ts';

describe('Manage Products search in the URL', () => {
  it('falls back to page 1 for a missing, zero, negative or fractional page', () => {
    for (const search of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) {
      expect(readManageSearch(new URLSearchParams(search)).page).toBe(1);
    }
    expect(readManageSearch(new URLSearchParams('page=3')).page).toBe(3);
  });

  it('trims the search and cuts it to the 100 characters the server accepts', () => {
    expect(readManageSearch(new URLSearchParams('q=%20F2063%20')).q).toBe('F2063');
    expect(readManageSearch(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('asks the API for 25 rows at the page offset, with the search only when there is one', () => {
    expect(toManageQuery({ q: '', page: 1 })).toEqual({ limit: 25, offset: 0 });
    expect(toManageQuery({ q: 'tube', page: 3 })).toEqual({ limit: 25, offset: 50, q: 'tube' });
  });

  it('keeps the plain page on the plain URL and round-trips the rest', () => {
    expect(writeManageSearch({ q: ' ', page: 1 }).toString()).toBe('');
    const params = writeManageSearch({ q: 'nitinol wire', page: 2 });
    expect(readManageSearch(params)).toEqual({ q: 'nitinol wire', page: 2 });
  });

  it('counts pages, an empty catalog still being page 1 of 1', () => {
    expect([0, 1, 25, 26, 63].map(managePageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
