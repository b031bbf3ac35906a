import { beforeAll, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../i18n/request-language.ts';
import { loadServerTexts } from '../../../i18n/translation-files.ts';
import { costFacts, lineFacts, totalWeightFact } from './order-facts.ts';
import { orderMailFacts } from './mail-view.ts';
import { fixtureGermanOrder, fixtureLine, fixturePurchaseOrder } from './purchase-order.fixture.ts';

// German and French put a no-break space before a currency sign; French groups thousands with a
// narrow no-break space.
const nbsp = '\u00a0';
const nnbsp = '\u202f';

const cutLine = fixtureLine(1, {
  unit: 'm',
  quantity: 1250.5,
  unitPrice: 42.5,
  lineTotal: 53146.25,
  cut: { pieces: 7, lengthMm: 1250, cutFee: 6.5 },
  weightKg: 1234.5,
});

beforeAll(async () => {
  await loadServerTexts();
});

describe("an order's facts in its reader's formats (PRODUCT.md §18): the invoice and every mail", () => {
  it('English, exactly as the invoice and mails have always printed them', () => {
    const facts = lineFacts(cutLine, 'USD');
    expect(facts.quantity).toBe('1,250.5 m');
    expect(facts.unitPrice).toBe('$42.50/m');
    expect(facts.lineTotal).toBe('$53,146.25');
    expect(facts.cut).toContain('7 × 1,250 mm');
    expect(facts.weight).toBe('Weight 1,234.5 kg');
    expect(orderMailFacts(fixturePurchaseOrder([cutLine]), { publicUrl: 'https://s.example' }).orderDate).toBe(
      'November 20, 2026',
    );
  });

  it('German: "1.250,5 m", "1.234,50 €", "20.11.2026"', () => {
    inLanguage('de', () => {
      const facts = lineFacts(cutLine, 'EUR');
      expect(facts.quantity).toBe('1.250,5 m');
      expect(facts.unitPrice).toBe(`42,50${nbsp}€/m`);
      expect(facts.lineTotal).toBe(`53.146,25${nbsp}€`);
      expect(facts.cut).toBe(`Zuschnitt 7 × 1.250 mm, Zuschnittgebühr 6,50${nbsp}€ pro Stück`);
      expect(facts.weight).toBe('Gewicht 1.234,5 kg');
      const po = fixtureGermanOrder();
      expect(costFacts(po).total).toBe(`621,78${nbsp}€`);
      expect(totalWeightFact(po)).toBe('Gesamtgewicht 48,2 kg');
      expect(orderMailFacts(po, { publicUrl: 'https://s.example' }).orderDate).toBe('20.11.2026');
    });
  });

  it('French: narrow no-break spaces between thousands and a decimal comma, "20/11/2026"', () => {
    inLanguage('fr', () => {
      const facts = lineFacts(cutLine, 'EUR');
      expect(facts.quantity).toBe(`1${nnbsp}250,5 m`);
      expect(facts.lineTotal).toBe(`53${nnbsp}146,25${nbsp}€`);
      expect(facts.cut).toContain(`7 × 1${nnbsp}250 mm`);
      expect(orderMailFacts(fixturePurchaseOrder([cutLine]), { publicUrl: 'https://s.example' }).orderDate).toBe(
        '20/11/2026',
      );
    });
  });
});
