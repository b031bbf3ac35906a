import { describe, expect, it } from 'vitest';
import { quoteActions, openFirst, quoteTotal, shownStatus } from './quote-rules.ts';

const quoted = { status: 'quoted' as const, validUntil: '2030-06-30' };
const lastMoment = new Date('2030-06-30T23:59:59.000Z');
const nextDay = new Date('2030-07-01T00:00:01.000Z');

describe('a quote as the pages show it (docs/product/quotes.md)', () => {
  it('stays Quoted through its whole valid-until day and reads Expired from the next', () => {
    expect(shownStatus(quoted, lastMoment)).toBe('quoted');
    expect(shownStatus(quoted, nextDay)).toBe('expired');
  });

  it('can be accepted only while quoted and not expired', () => {
    expect(quoteActions(quoted, lastMoment).accept).toBe(true);
    expect(quoteActions(quoted, nextDay).accept).toBe(false);
    expect(quoteActions({ status: 'requested', validUntil: null }, lastMoment).accept).toBe(false);
  });

  it('is answered only while requested, declined or withdrawn while still open', () => {
    const requested = quoteActions({ status: 'requested', validUntil: null }, lastMoment);
    expect(requested).toMatchObject({ answer: true, decline: true, withdraw: true });
    expect(quoteActions(quoted, lastMoment)).toMatchObject({ answer: false, decline: true, withdraw: true });
    for (const status of ['accepted', 'declined', 'withdrawn', 'expired'] as const) {
      expect(quoteActions({ status, validUntil: null }, lastMoment)).toEqual({
        accept: false,
        withdraw: false,
        answer: false,
        decline: false,
      });
    }
  });

  it('totals the quoted unit price × quantity in whole cents, and nothing before the answer', () => {
    expect(quoteTotal({ unitPrice: 0.1, quantity: 3, currency: 'USD' })).toBe(0.3);
    expect(quoteTotal({ unitPrice: 1234.56, quantity: 250, currency: 'USD' })).toBe(308_640);
    expect(quoteTotal({ unitPrice: null, quantity: 250, currency: 'USD' })).toBeNull();
    // In the quote's currency (PRODUCT.md §17): whole yen, euros with cents.
    expect(quoteTotal({ unitPrice: 9280, quantity: 40, currency: 'JPY' })).toBe(371_200);
    expect(quoteTotal({ unitPrice: 56.45, quantity: 40, currency: 'EUR' })).toBe(2258);
  });

  it('lists the open quotes first, keeping the server order within each group', () => {
    const list = [
      { id: 1, status: 'accepted' as const, validUntil: null },
      { id: 2, status: 'requested' as const, validUntil: null },
      { id: 3, status: 'quoted' as const, validUntil: '2030-06-30' },
      { id: 4, status: 'declined' as const, validUntil: null },
      { id: 5, status: 'requested' as const, validUntil: null },
    ];
    expect(openFirst(list, lastMoment).map((quote) => quote.id)).toEqual([2, 3, 5, 1, 4]);
    // An expired quote is no longer waiting for anyone.
    expect(openFirst(list, nextDay).map((quote) => quote.id)).toEqual([2, 5, 1, 3, 4]);
  });
});
