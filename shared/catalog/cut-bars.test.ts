import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutFromBars } from './cut-bars.ts';

describe('cutting pieces from bars, first-fit decreasing', () => {
  it('bars 3000, 3000, 2000 mm and 4 × 1200 mm: two pieces from each 3000 bar, rests 600 and 600, the 2000 bar untouched', () => {
    const plan = cutFromBars(
      [
        { id: 'c', lengthMm: 2000 },
        { id: 'a', lengthMm: 3000 },
        { id: 'b', lengthMm: 3000 },
      ],
      4,
      1200,
    );
    expect(plan).toEqual({
      pieces: ['a', 'a', 'b', 'b'],
      rests: [
        { id: 'a', lengthMm: 600 },
        { id: 'b', lengthMm: 600 },
      ],
    });
  });

  it('5 × 1200 mm from the same bars: the fifth piece comes from the 2000 bar, which keeps 800', () => {
    expect(
      cutFromBars(
        [
          { id: 'a', lengthMm: 3000 },
          { id: 'b', lengthMm: 3000 },
          { id: 'c', lengthMm: 2000 },
        ],
        5,
        1200,
      )?.rests,
    ).toEqual([
      { id: 'a', lengthMm: 600 },
      { id: 'b', lengthMm: 600 },
      { id: 'c', lengthMm: 800 },
    ]);
  });

  it('refuses when the bars cannot yield the pieces though their total length would: 2 × 1000 mm from 6 bars of 900 mm', () => {
    const bars = Array.from({ length: 6 }, (_, index) => ({ id: `bar-${index}`, lengthMm: 900 }));
    expect(cutFromBars(bars, 2, 1000)).toBeUndefined();
  });

  it('takes a piece of exactly a bar’s length, leaving 0', () => {
    expect(cutFromBars([{ id: 'a', lengthMm: 1500 }], 1, 1500)).toEqual({
      pieces: ['a'],
      rests: [{ id: 'a', lengthMm: 0 }],
    });
  });

  it('never cuts a bar beyond its length, and places every piece or refuses (only when no plan exists)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6000 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 3000 }),
        (lengths, pieces, lengthMm) => {
          const bars = lengths.map((length, index) => ({
            id: `bar-${String(index).padStart(2, '0')}`,
            lengthMm: length,
          }));
          const plan = cutFromBars(bars, pieces, lengthMm);
          // How many pieces the bars can yield at most: each bar on its own.
          const capacity = bars.reduce((sum, bar) => sum + Math.floor(bar.lengthMm / lengthMm), 0);
          if (!plan) {
            expect(capacity).toBeLessThan(pieces);
            return;
          }
          expect(plan.pieces).toHaveLength(pieces);
          for (const bar of bars) {
            const used = plan.pieces.filter((id) => id === bar.id).length * lengthMm;
            expect(used).toBeLessThanOrEqual(bar.lengthMm);
            const rest = plan.rests.find((r) => r.id === bar.id);
            if (used > 0) expect(rest?.lengthMm).toBe(bar.lengthMm - used);
            else expect(rest).toBeUndefined();
          }
          // Fewest bars: no plan can use fewer than the longest bars that hold the pieces.
          const byLength = [...bars].sort((a, b) => b.lengthMm - a.lengthMm);
          let fewest = 0;
          let held = 0;
          while (held < pieces) held += Math.floor(byLength[fewest++]!.lengthMm / lengthMm);
          expect(plan.rests).toHaveLength(fewest);
        },
      ),
    );
  });
});
