import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { cart as cartTexts } from '#shared/messages/cart.ts';
import { cutFeeText, isRepriced, lineSummary, quantityText, unitPriceText, weightText } from './line-units.ts';

const summary = messages.orderPages.lineSummary;

describe('lines say their unit, cut and weight (PRODUCT.md §15)', () => {
  it('keeps the texts of a line in pieces, or of a line from before units', () => {
    expect(quantityText({ quantity: 12 })).toBe('12');
    expect(unitPriceText({ unit: 'pcs', unitPrice: 12.4 })).toBe('$12.40');
    expect(lineSummary({ quantity: 5, name: 'Ti tube' }, summary)).toBe(summary(5, 'Ti tube'));
  });

  it('says metres, kilograms and cuts with their unit', () => {
    expect(quantityText({ unit: 'm', quantity: 1250.5 })).toBe('1,250.5 m');
    expect(unitPriceText({ unit: 'kg', unitPrice: 84 })).toBe('$84.00/kg');
    expect(lineSummary({ unit: 'kg', quantity: 2.4, name: 'Rod ends' }, summary)).toBe('2.4 kg Rod ends');
    const cut = {
      unit: 'm' as const,
      quantity: 8.75,
      name: 'Ti tube',
      cut: { pieces: 7, lengthMm: 1250, cutFee: 6.5 },
    };
    expect(lineSummary(cut, summary)).toBe('7 × 1,250 mm Ti tube');
  });

  it("prices a line in the order's currency, in US dollars when none is given (PRODUCT.md §17)", () => {
    expect(unitPriceText({ unit: 'm', unitPrice: 1868 }, 'JPY')).toBe('¥1,868/m');
    expect(unitPriceText({ unit: 'pcs', unitPrice: 11.35 }, 'EUR')).toBe('€11.35');
    expect(cutFeeText({ pieces: 7, lengthMm: 1250, cutFee: 6.5 })).toContain('$6.50');
    expect(cutFeeText({ pieces: 7, lengthMm: 1250, cutFee: 980 }, 'JPY')).toContain('¥980');
  });

  it('shows a dash for a weight that is not known', () => {
    expect(weightText(1.303)).toBe('1.303 kg');
    expect(weightText(null)).toBe('—');
    expect(weightText(undefined)).toBe('—');
  });

  it('tells a changed price, which the buyer accepts, from a rule the line breaks', () => {
    expect(isRepriced(cartTexts.repriced('$38.50', '$40.00'))).toBe(true);
    expect(isRepriced(cartTexts.noLongerSold)).toBe(false);
    expect(isRepriced(messages.purchase.aboveTotal(5))).toBe(false);
    expect(isRepriced(undefined)).toBe(false);
  });
});
