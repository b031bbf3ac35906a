import { describe, expect, it } from 'vitest';
import { formatDimensions } from '../catalog/product.schema.ts';
import { describeQuotedItem, isAsSold } from './quote-item.ts';

describe('a quote of a catalog product as sold (PRODUCT.md §22)', () => {
  const own = formatDimensions({ od: 12.7, wall: 0.89 });

  it('is one that names the product and keeps its sizes, however they are spaced or cased', () => {
    expect(isAsSold({ productId: '7', dimensions: own }, own)).toBe(true);
    expect(isAsSold({ productId: '7', dimensions: ` ${own.toLowerCase().replace(/×/g, 'x')} ` }, own)).toBe(true);
    expect(isAsSold({ productId: '7', dimensions: '' }, own)).toBe(true);
  });

  it('is not one with sizes of its own, nor one without a product', () => {
    expect(isAsSold({ productId: '7', dimensions: 'OD 30 × wall 2 × 2,400 mm' }, own)).toBe(false);
    expect(isAsSold({ productId: '7', dimensions: `${own} × Length 2400 mm` }, own)).toBe(false);
    expect(isAsSold({ productId: null, dimensions: own }, own)).toBe(false);
    expect(isAsSold({ productId: undefined, dimensions: '' }, '')).toBe(false);
  });

  it('says the quoted item, not a catalog name', () => {
    expect(
      describeQuotedItem({
        metal: 'titanium',
        form: 'tube',
        grade: ' Grade 2 ',
        dimensions: 'OD 30 × wall 2 × 2,400 mm',
      }),
    ).toBe('Titanium tube, Grade 2, OD 30 × wall 2 × 2,400 mm');
    expect(describeQuotedItem({ metal: 'nickel', form: 'wire', grade: '', dimensions: 'Ø 0.5 mm' })).toBe(
      'Nickel wire, Ø 0.5 mm',
    );
  });
});
