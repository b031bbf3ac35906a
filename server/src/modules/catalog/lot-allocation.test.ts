import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, type LotStock } from './lot-allocation.ts';

/**
 * A model of one product's stock as the store keeps it: the total and its lots, changed only the
 * way the lots repository does (receipt, adjustment never below zero, take through `allocate`,
 * return to the allocations taken).
 */
type Step =
  | { kind: 'receive'; quantity: number; day: number }
  | { kind: 'adjust'; lot: number; delta: number }
  | { kind: 'take'; quantity: number; oneHeat: boolean }
  | { kind: 'return'; order: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('receive' as const),
    quantity: fc.integer({ min: 0, max: 50 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({ kind: fc.constant('adjust' as const), lot: fc.nat(), delta: fc.integer({ min: -30, max: 30 }) }),
  fc.record({ kind: fc.constant('take' as const), quantity: fc.integer({ min: 1, max: 40 }), oneHeat: fc.boolean() }),
  fc.record({ kind: fc.constant('return' as const), order: fc.nat() }),
);

describe('allocating lots', () => {
  it('keeps total = the sum of the lots and no lot below zero, whatever receipts, takes, returns and adjustments', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const lots: LotStock[] = [];
        let total = 0;
        const orders: { lotId: string; quantity: number }[][] = [];
        for (const [index, s] of steps.entries()) {
          if (s.kind === 'receive') {
            const receivedOn = `2026-01-${String(s.day).padStart(2, '0')}`;
            lots.push({
              id: `lot-${index}`,
              productId: 1,
              heatNumber: `H${index}`,
              quantity: s.quantity,
              receivedOn,
              createdAt: String(index),
            });
            total += s.quantity;
          } else if (s.kind === 'adjust' && lots.length > 0) {
            const lot = lots[s.lot % lots.length]!;
            if (lot.quantity + s.delta >= 0) {
              lot.quantity += s.delta;
              total += s.delta;
            }
          } else if (s.kind === 'take') {
            // The total is taken first (takeStockOf); the lots must then serve the line or refuse it.
            if (total < s.quantity) continue;
            const result = allocate(lots, [{ key: 0, productId: 1, quantity: s.quantity, oneHeat: s.oneHeat }]);
            if ('refused' in result) {
              // Refused only when one heat was asked for and none holds it all.
              expect(s.oneHeat).toBe(true);
              expect(lots.some((lot) => lot.quantity >= s.quantity)).toBe(false);
              continue;
            }
            expect(result.allocations.reduce((sum, a) => sum + a.quantity, 0)).toBe(s.quantity);
            if (s.oneHeat) expect(result.allocations).toHaveLength(1);
            for (const allocation of result.allocations) {
              const lot = lots.find((candidate) => candidate.id === allocation.lotId)!;
              expect(allocation.quantity).toBeGreaterThan(0);
              lot.quantity -= allocation.quantity;
            }
            total -= s.quantity;
            orders.push(result.allocations.map(({ lotId, quantity }) => ({ lotId, quantity })));
          } else if (s.kind === 'return' && orders.length > 0) {
            const [returned] = orders.splice(s.order % orders.length, 1);
            for (const allocation of returned!) {
              lots.find((lot) => lot.id === allocation.lotId)!.quantity += allocation.quantity;
              total += allocation.quantity;
            }
          }
          expect(lots.reduce((sum, lot) => sum + lot.quantity, 0)).toBe(total);
          expect(lots.every((lot) => lot.quantity >= 0)).toBe(true);
        }
      }),
    );
  });

  it('takes the oldest received lots first, then the first created', () => {
    const lot = (id: string, quantity: number, receivedOn: string, createdAt: string): LotStock => ({
      id,
      productId: 1,
      heatNumber: id,
      quantity,
      receivedOn,
      createdAt,
    });
    const lots = [lot('c', 5, '2026-02-01', '1'), lot('b', 5, '2026-01-01', '3'), lot('a', 5, '2026-01-01', '2')];
    expect(allocate(lots, [{ key: 7, productId: 1, quantity: 12, oneHeat: false }])).toEqual({
      allocations: [
        { key: 7, lotId: 'a', heatNumber: 'a', quantity: 5 },
        { key: 7, lotId: 'b', heatNumber: 'b', quantity: 5 },
        { key: 7, lotId: 'c', heatNumber: 'c', quantity: 2 },
      ],
    });
    expect(allocate(lots, [{ key: 7, productId: 1, quantity: 6, oneHeat: true }])).toEqual({ refused: 7 });
    expect(
      allocate(lots, [
        { key: 1, productId: 1, quantity: 4, oneHeat: false },
        { key: 2, productId: 1, quantity: 3, oneHeat: true },
      ]),
    ).toEqual({
      allocations: [
        { key: 1, lotId: 'a', heatNumber: 'a', quantity: 4 },
        { key: 2, lotId: 'b', heatNumber: 'b', quantity: 3 },
      ],
    });
  });
});
