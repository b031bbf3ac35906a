import { describe, expect, it } from 'vitest';
import { allocate, type LotStock } from './lot-allocation.ts';

const lot = (id: string, receivedOn: string, quantity: number, bars?: number[]): LotStock => ({
  id,
  productId: 1,
  heatNumber: id.toUpperCase(),
  quantity,
  receivedOn,
  createdAt: receivedOn,
  bars: bars?.map((lengthMm, index) => ({ id: `${id}-${index}`, lengthMm })),
});

describe('allocating cut lines from lots of bars', () => {
  const lots = [lot('old', '2026-01-01', 5400, [900, 900, 900, 900, 900, 900]), lot('new', '2026-02-01', 2000, [2000])];

  it('passes over an older lot whose bars cannot yield the pieces, and says what each cut bar keeps', () => {
    expect(
      allocate(lots, [{ key: 0, productId: 1, quantity: 2000, oneHeat: true, cut: { pieces: 2, lengthMm: 1000 } }]),
    ).toEqual({
      allocations: [
        { key: 0, lotId: 'new', heatNumber: 'NEW', quantity: 2000, barRests: [{ id: 'new-0', lengthMm: 0 }] },
      ],
    });
  });

  it('counts the bars an earlier line of the order cut: the second cut of 1500 mm finds none left', () => {
    const cut = { pieces: 1, lengthMm: 1500 };
    expect(
      allocate(lots, [
        { key: 0, productId: 1, quantity: 1500, oneHeat: true, cut },
        { key: 1, productId: 1, quantity: 1500, oneHeat: true, cut },
      ]),
    ).toEqual({ refused: 1 });
  });

  it('takes a line that is not a cut only from lots without bars', () => {
    expect(allocate(lots, [{ key: 0, productId: 1, quantity: 100, oneHeat: false }])).toEqual({ refused: 0 });
    expect(
      allocate([...lots, lot('coil', '2026-03-01', 500)], [{ key: 0, productId: 1, quantity: 100, oneHeat: false }]),
    ).toEqual({ allocations: [{ key: 0, lotId: 'coil', heatNumber: 'COIL', quantity: 100 }] });
  });
});
