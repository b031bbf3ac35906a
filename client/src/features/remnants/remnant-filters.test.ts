import { describe, expect, it } from 'vitest';
import { clearedFilters, hasFilters, readFilters, toRemnantQuery, writeFilters } from './remnant-filters.ts';

const filtersOf = (search: string) => readFilters(new URLSearchParams(search));

describe('the /remnants page filters (PRODUCT.md §20)', () => {
  it('read the URL, and write back only the ones set, in a fixed order', () => {
    const filters = filtersOf('?lengthMax=2000&metal=tantalum&junk=1&grade=%20RO5200%20');
    expect(filters).toMatchObject({ metal: 'tantalum', grade: 'RO5200', lengthMax: '2000', form: '' });
    expect(writeFilters(filters).toString()).toBe('metal=tantalum&grade=RO5200&lengthMax=2000');
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(clearedFilters)).toBe(false);
  });

  it('become the query GET /remnants takes, numbers as numbers', () => {
    expect(toRemnantQuery(filtersOf('?productId=42&lengthMin=1500&sizeMax=12.5'))).toEqual({
      productId: '42',
      lengthMin: 1500,
      sizeMax: 12.5,
    });
    expect(toRemnantQuery(clearedFilters)).toEqual({});
  });

  it('that the API would refuse are not sent: an upside-down length range, a fraction of a mm, an unknown metal', () => {
    expect(toRemnantQuery(filtersOf('?lengthMin=2000&lengthMax=1000'))).toBeUndefined();
    expect(toRemnantQuery(filtersOf('?lengthMin=10.5'))).toBeUndefined();
    expect(toRemnantQuery(filtersOf('?metal=gold'))).toBeUndefined();
    expect(toRemnantQuery(filtersOf('?productId=abc'))).toBeUndefined();
  });
});
