import { describe, expect, it } from 'vitest';
import type { Lot } from '#shared/catalog/lot.schema.ts';
import { heatChoice as h } from '#shared/messages/heat-choice.ts';
import { heatOptionLabel, heatOptions } from './heat-options.ts';

const lot = (heatNumber: string, quantity: number, type: string | null, isPublic = true): Lot => ({
  _id: heatNumber,
  heatNumber,
  quantity,
  receivedOn: '2026-07-01',
  mill: 'Mill',
  certificate: type === null ? null : { documentId: 'd1', type, url: '/documents/d1' },
  public: isPublic,
});

describe('the heat select of the product page and the cart (PRODUCT.md §20)', () => {
  it('labels a heat with its quantity available in the unit and its certificate type', () => {
    expect(heatOptionLabel(lot('H71234', 120, 'EN 10204 3.1'), 'pcs')).toBe('H71234 — 120 pcs, EN 10204 3.1');
    expect(heatOptionLabel(lot('B-2', 2.5, null), 'm')).toBe('B-2 — 2.5 m');
  });

  it('offers any heat then the public heats, keeping a pin no longer offered, and nothing without heats', () => {
    const lots = [lot('OLD', 10, null), lot('HIDDEN', 4, null, false), lot('NEW', 3, 'EN 10204 2.2')];
    expect(heatOptions(lots, 'pcs', null).map((option) => option.value)).toEqual(['', 'OLD', 'NEW']);
    expect(heatOptions(lots, 'pcs', null)[0]?.label).toBe(h.any);
    expect(heatOptions(lots, 'pcs', 'GONE').at(-1)).toEqual({ value: 'GONE', label: h.notOffered('GONE') });
    expect(heatOptions([lot('HIDDEN', 4, null, false)], 'pcs', undefined)).toEqual([]);
    expect(heatOptions([], 'pcs', 'GONE').map((option) => option.value)).toEqual(['', 'GONE']);
  });
});
