import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  type ManageSearch,
  managePageCount,
  readManageSearch,
  toManageQuery,
  writeManageSearch,
} from './manage-products-search.ts';

const plain: ManageSearch = { q: '', page: 1, metal: undefined, form: undefined, lowStock: false, sort: 'newest' };

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

  it('asks the API for 25 rows at the page offset, newest first, with each filter only when set', () => {
    expect(toManageQuery(plain)).toEqual({ limit: 25, offset: 0, sort: 'newest' });
    expect(
      toManageQuery({ ...plain, q: 'tube', page: 3, metal: 'titanium', lowStock: true, sort: 'stock-asc' }),
    ).toEqual({ limit: 25, offset: 50, sort: 'stock-asc', q: 'tube', metal: 'titanium', lowStock: 'true' });
  });

  it('keeps the plain page on the plain URL and round-trips the rest', () => {
    expect(writeManageSearch({ ...plain, q: ' ' }).toString()).toBe('');
    const search = {
      q: 'nitinol wire',
      page: 2,
      metal: 'nitinol',
      form: 'wire',
      lowStock: true,
      sort: 'name',
    } as const;
    expect(readManageSearch(writeManageSearch(search))).toEqual(search);
  });

  it('ignores a metal, form or order it does not know, and says when the list is narrowed', () => {
    const read = readManageSearch(new URLSearchParams('metal=gold&form=sheet&sort=cheapest&lowStock=yes'));
    expect(read).toEqual(plain);
    expect(isFiltered(plain)).toBe(false);
    expect(isFiltered({ ...plain, lowStock: true })).toBe(true);
  });

  it('counts pages, an empty catalog still being page 1 of 1', () => {
    expect([0, 1, 25, 26, 63].map(managePageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
