import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
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

  it('names the reason of every row it cannot read', () => {
    expect(parseQuickOrder('A 1.5\nB\nC 0\nD x\nE 1 2')).toEqual([
      { row: 1, message: messages.cart.notWholeNumber('1.5') },
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
