import { describe, expect, it } from 'vitest';
import { mainDimension, productSpecSchema, specProblems } from '#shared/catalog/product.schema.ts';
import { toBase } from '#shared/catalog/units.ts';
import { demoProducts } from './demo-catalog.ts';

/** The demo catalog is specified like a real one (docs/product/catalog.md): every field, consistent. */
describe('demo catalog specifications', () => {
  it('has 63 products by the piece and 16 by the metre or kilogram, with unique SKUs, the spec SKU being the product SKU', () => {
    expect(demoProducts).toHaveLength(79);
    expect(new Set(demoProducts.map((product) => product.sku)).size).toBe(79);
    expect(demoProducts.filter((product) => (product.spec?.unit ?? 'pcs') === 'pcs')).toHaveLength(63);
    for (const product of demoProducts) expect(product.spec?.sku).toBe(product.sku);
  });

  for (const product of demoProducts) {
    it(`${product.sku} has a valid, complete specification`, () => {
      const spec = product.spec;
      expect(spec).toBeDefined();
      if (!spec) return;
      expect(productSpecSchema.safeParse(spec).error?.issues ?? []).toEqual([]);
      const price = product.priceCents / 100;
      expect(specProblems({ ...spec, price, minimum: product.minimum })).toEqual([]);

      expect(spec.grade).toBeTruthy();
      expect(spec.standard).toBeTruthy();
      expect(spec.condition).toBeTruthy();
      expect(spec.certificate).toMatch(/^EN 10204 (2\.2|3\.1|3\.2)$/);
      expect(spec.leadTimeDays).toBeGreaterThanOrEqual(2);
      expect(spec.leadTimeDays).toBeLessThanOrEqual(30);

      const dimensions = spec.dimensions ?? {};
      if (product.form !== 'fitting') expect(mainDimension({ form: product.form, dimensions })).toBeGreaterThan(0);
      else expect(Object.keys(dimensions).length).toBeGreaterThan(0);
      if (product.form === 'tube') expect(dimensions.wall).toBeLessThan(dimensions.od! / 2);
      if (product.form === 'plate') expect(dimensions.width && dimensions.length).toBeTruthy();

      // Every rule in whole base units (pieces, mm, g), as the store keeps them (ADR 017).
      const unit = spec.unit ?? 'pcs';
      const base = (value: number) => toBase(unit, value);
      const increment = spec.increment === undefined ? 1 : base(spec.increment);
      expect(base(product.minimum) % increment).toBe(0);
      expect(base(product.total) % increment).toBe(0);
      if (spec.maximum != null) {
        expect(spec.maximum).toBeGreaterThanOrEqual(product.minimum);
        expect(base(spec.maximum) % increment).toBe(0);
      }
      // Densities from the alloy (PRODUCT.md §15) for every product.
      expect(spec.density).toBeGreaterThan(4);
      expect(spec.density).toBeLessThan(20);

      for (const priceBreak of spec.priceBreaks ?? []) {
        // A break is worth having only above the minimum order, and lower than the list price.
        expect(priceBreak.minQuantity).toBeGreaterThan(product.minimum);
        expect(base(priceBreak.minQuantity) % increment).toBe(0);
        expect(priceBreak.price).toBeLessThan(price);
      }
      const breakPrices = (spec.priceBreaks ?? []).map((priceBreak) => priceBreak.price);
      expect(breakPrices).toEqual([...breakPrices].sort((a, b) => b - a));
      expect(new Set(breakPrices).size).toBe(breakPrices.length);

      if (spec.cutToLength) {
        expect(unit).toBe('m');
        expect(spec.cutToLength.cutFee).toBeGreaterThanOrEqual(4);
        expect(spec.cutToLength.cutFee).toBeLessThanOrEqual(15);
        // The shortest cut is an order by itself: at least the minimum.
        expect(spec.cutToLength.minLengthMm).toBeGreaterThanOrEqual(base(product.minimum));
      }
    });
  }

  it('sells at least 10 products by the metre, most cut to length, and 5 by the kilogram (PRODUCT.md §15)', () => {
    const byMetre = demoProducts.filter((product) => product.spec?.unit === 'm');
    expect(byMetre.length).toBeGreaterThanOrEqual(10);
    expect(byMetre.filter((product) => product.spec?.cutToLength).length / byMetre.length).toBeGreaterThan(0.5);
    expect(new Set(byMetre.map((product) => product.form))).toEqual(new Set(['tube', 'bar', 'wire']));
    expect(demoProducts.filter((product) => product.spec?.unit === 'kg').length).toBeGreaterThanOrEqual(5);
  });

  it('gives most products price breaks and packs or spools an order multiple', () => {
    const withBreaks = demoProducts.filter((product) => (product.spec?.priceBreaks ?? []).length >= 1);
    expect(withBreaks.length / demoProducts.length).toBeGreaterThanOrEqual(0.75);
    const packs = demoProducts.filter((product) => /pack of 10|per set/i.test(product.about));
    for (const product of packs) expect(product.spec?.increment).toBeGreaterThan(1);
    expect(demoProducts.filter((product) => product.spec?.maximum != null).length).toBeGreaterThanOrEqual(3);
  });
});
