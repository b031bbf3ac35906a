import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { changeCart } from './cart-actions.ts';
import { visitorCart } from './visitor-cart.ts';

const product = { _id: '7', price: 10, priceBreaks: [], minimum: 2, increment: 2, maximum: 10, total: 8 };
const visitor = { userId: undefined, queryClient: new QueryClient() };

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} });
  visitorCart.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("a visitor's cart", () => {
  it('adds to the line of the same product and keeps it in the browser', async () => {
    await changeCart(visitor, { kind: 'add', product, quantity: 2 });
    await changeCart(visitor, { kind: 'add', product, quantity: 4 });
    expect(visitorCart.lines()).toEqual([{ productId: '7', quantity: 6 }]);
    expect(JSON.parse(localStorage.getItem('visitorCart')!)).toEqual([{ productId: '7', quantity: 6 }]);
  });

  it('keeps the certificate a line requires (PRODUCT.md §20): set on add or set, kept by a change of quantity alone', async () => {
    await changeCart(visitor, { kind: 'add', product, quantity: 2, certificateRequired: '3.1' });
    expect(visitorCart.lines()).toEqual([{ productId: '7', quantity: 2, certificateRequired: '3.1' }]);
    await changeCart(visitor, { kind: 'set', productId: '7', quantity: 4, rules: product });
    expect(visitorCart.lines()).toEqual([{ productId: '7', quantity: 4, certificateRequired: '3.1' }]);
    await changeCart(visitor, {
      kind: 'set',
      productId: '7',
      quantity: 4,
      rules: product,
      certificateRequired: 'none',
    });
    expect(visitorCart.lines()).toEqual([{ productId: '7', quantity: 4, certificateRequired: 'none' }]);
    // A requirement that is not one of the list, written by hand: the line is not read.
    localStorage.setItem('visitorCart', JSON.stringify([{ productId: '7', quantity: 2, certificateRequired: '9.9' }]));
    visitorCart.save(JSON.parse(localStorage.getItem('visitorCart')!));
    expect(visitorCart.lines()).toEqual([]);
  });

  it('keeps the pinned heat (PRODUCT.md §20): pinned on add, kept by a change that does not say, null unpins', async () => {
    await changeCart(visitor, { kind: 'add', product, quantity: 2, heatNumber: 'H71234' });
    expect(visitorCart.lines()).toEqual([{ productId: '7', quantity: 2, heatNumber: 'H71234' }]);
    await changeCart(visitor, { kind: 'set', productId: '7', quantity: 4, rules: product, certificateRequired: '3.1' });
    expect(visitorCart.lines()).toEqual([
      { productId: '7', quantity: 4, certificateRequired: '3.1', heatNumber: 'H71234' },
    ]);
    await changeCart(visitor, { kind: 'set', productId: '7', quantity: 4, rules: product, heatNumber: null });
    expect(visitorCart.lines()).toEqual([{ productId: '7', quantity: 4, certificateRequired: '3.1' }]);
    // A heat that is not text, written by hand: the line is not read.
    visitorCart.save([{ productId: '7', quantity: 2, heatNumber: 5 } as never]);
    expect(visitorCart.lines()).toEqual([]);
  });

  it('refuses a quantity the shared rules refuse, changing nothing', async () => {
    await changeCart(visitor, { kind: 'add', product, quantity: 6 });
    await expect(changeCart(visitor, { kind: 'add', product, quantity: 4 })).rejects.toThrow(
      messages.purchase.aboveTotal(8),
    );
    await expect(changeCart(visitor, { kind: 'set', productId: '7', quantity: 3, rules: product })).rejects.toThrow(
      messages.purchase.notMultiple(2),
    );
    expect(visitorCart.lines()).toEqual([{ productId: '7', quantity: 6 }]);
  });

  it('sets and removes lines by product id, and ignores storage it cannot read', async () => {
    await changeCart(visitor, { kind: 'add', product, quantity: 2 });
    await changeCart(visitor, { kind: 'set', productId: '7', quantity: 8, rules: product });
    expect(visitorCart.lines()).toEqual([{ productId: '7', quantity: 8 }]);
    await changeCart(visitor, { kind: 'remove', lineId: '7' });
    expect(visitorCart.lines()).toEqual([]);
    // Written by hand or by an older version: read as the lines it holds, never a crash.
    localStorage.setItem('visitorCart', '{not json');
    expect(visitorCart.lines()).toEqual([]);
    visitorCart.clear();
    localStorage.setItem(
      'visitorCart',
      JSON.stringify([
        { productId: 1, quantity: 2 },
        'x',
        { productId: '3', quantity: 0 },
        { productId: '4', quantity: 5 },
      ]),
    );
    expect(visitorCart.lines()).toEqual([{ productId: '4', quantity: 5 }]);
  });

  it('adds metres to metres exactly, in whole millimetres', async () => {
    const byMetre = {
      ...product,
      _id: '9',
      unit: 'm' as const,
      minimum: 0.1,
      increment: 0.1,
      maximum: null,
      total: 50,
    };
    await changeCart(visitor, { kind: 'add', product: byMetre, quantity: 1.1 });
    await changeCart(visitor, { kind: 'add', product: byMetre, quantity: 2.2 });
    expect(visitorCart.lines()).toEqual([{ productId: '9', quantity: 3.3 }]);
  });
});

describe("a buyer's cart", () => {
  it("sends the line's pinned heat with a quantity change, since a PUT without one unpins the line", async () => {
    const queryClient = new QueryClient();
    const buyer = { userId: 'u1', queryClient };
    const line = { lineId: 'cl_1', productId: '7', quantity: 2, heatNumber: 'H71234' };
    queryClient.setQueryData(['cart', 'mine', 'u1'], { lines: [line], count: 1, total: 0, ready: true });
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ lines: [], count: 0, total: 0, ready: false }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await changeCart(buyer, { kind: 'set', productId: '7', quantity: 4, rules: product });
    await changeCart(buyer, { kind: 'add', product, quantity: 2, heatNumber: 'H2' });
    expect(bodies).toEqual([
      { quantity: 4, heatNumber: 'H71234' },
      { quantity: 2, heatNumber: 'H2' },
    ]);
  });
});
