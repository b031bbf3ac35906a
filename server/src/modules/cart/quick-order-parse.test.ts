import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { parseQuickOrder } from './quick-order-parse.ts';

describe('reading a quick order', () => {
  it('reads SKU and quantity separated by spaces, tabs, commas or semicolons, numbering rows by line', () => {
    expect(parseQuickOrder('ti-1  5\n\nNB-2\t10\nW-3,15\r\nMO-4; 20\n')).toEqual([
      { row: 1, sku: 'TI-1', quantity: 5 },
      { row: 3, sku: 'NB-2', quantity: 10 },
      { row: 4, sku: 'W-3', quantity: 15 },
      { row: 5, sku: 'MO-4', quantity: 20 },
    ]);
  });

  it('skips a CSV header and follows its column order, quotes included', () => {
    expect(parseQuickOrder('Quantity,SKU\n3,"TA-9"\n')).toEqual([{ row: 2, sku: 'TA-9', quantity: 3 }]);
  });

  it('reads quantities in metres or kilograms, and cut rows of sku,quantity,pieces,lengthMm', () => {
    expect(parseQuickOrder('TI-M 12.5\nTI-CUT,,7,1250\nTI-CUT,8.75,7,1250\nW-KG;2.4')).toEqual([
      { row: 1, sku: 'TI-M', quantity: 12.5 },
      { row: 2, sku: 'TI-CUT', quantity: 8.75, pieces: 7, lengthMm: 1250 },
      { row: 3, sku: 'TI-CUT', quantity: 8.75, pieces: 7, lengthMm: 1250 },
      { row: 4, sku: 'W-KG', quantity: 2.4 },
    ]);
    expect(parseQuickOrder('sku,pieces,lengthMm,quantity\nnb-1,3,500,')).toEqual([
      { row: 2, sku: 'NB-1', quantity: 1.5, pieces: 3, lengthMm: 500 },
    ]);
    expect(parseQuickOrder('A,,0,100\nB,,2,12.5\nC,9,7,1250\nD 1.2345')).toEqual([
      { row: 1, message: unitTexts.piecesPositive },
      { row: 2, message: unitTexts.lengthWholeMm },
      { row: 3, message: unitTexts.cutQuantityMismatch('9', 8.75) },
      { row: 4, message: messages.cart.notWholeNumber('1.2345') },
    ]);
  });

  it('names the reason of every row it cannot read', () => {
    expect(parseQuickOrder('A 1.5x\nB\nC 0\nD x\nE 1 2')).toEqual([
      { row: 1, message: messages.cart.notWholeNumber('1.5x') },
      { row: 2, message: messages.cart.rowShape },
      { row: 3, message: expect.any(String) },
      { row: 4, message: messages.cart.notWholeNumber('x') },
      { row: 5, message: messages.cart.rowShape },
    ]);
  });

  it('refuses more than 500 rows and an empty text as a whole', () => {
    expect(() => parseQuickOrder(Array.from({ length: 501 }, (_, i) => `S${i} 1`).join('\n'))).toThrow(
      messages.cart.tooManyRows(500),
    );
    expect(parseQuickOrder(Array.from({ length: 500 }, (_, i) => `S${i} 1`).join('\n'))).toHaveLength(500);
    expect(() => parseQuickOrder('sku,quantity\n\n')).toThrow(messages.cart.nothingToRead);
  });
});
