import { describe, expect, it } from 'vitest';
import { mainDimension, productSpecSchema, specProblems } from '#shared/catalog/product.schema.ts';
import { demoProducts } from './demo-catalog.ts';

/** The demo catalog is specified like a real one (docs/product/catalog.md): every field, consistent. */
describe('demo catalog specifications', () => {
  it('has 63 products with unique SKUs, the spec SKU being the product SKU', () => {
    expect(demoProducts).toHaveLength(63);
    expect(new Set(demoProducts.map((product) => product.sku)).size).toBe(63);
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

      const increment = spec.increment ?? 1;
      expect(product.minimum % increment).toBe(0);
      expect(product.total % increment).toBe(0);
      if (spec.maximum != null) {
        expect(spec.maximum).toBeGreaterThanOrEqual(product.minimum);
        expect(spec.maximum % increment).toBe(0);
      }

      for (const priceBreak of spec.priceBreaks ?? []) {
        // A break is worth having only above the minimum order, and lower than the list price.
        expect(priceBreak.minQuantity).toBeGreaterThan(product.minimum);
        expect(priceBreak.minQuantity % increment).toBe(0);
        expect(priceBreak.price).toBeLessThan(price);
      }
      const breakPrices = (spec.priceBreaks ?? []).map((priceBreak) => priceBreak.price);
      expect(breakPrices).toEqual([...breakPrices].sort((a, b) => b - a));
      expect(new Set(breakPrices).size).toBe(breakPrices.length);
    });
  }

  it('gives most products price breaks and packs or spools an order multiple', () => {
    const withBreaks = demoProducts.filter((product) => (product.spec?.priceBreaks ?? []).length >= 1);
    expect(withBreaks.length / demoProducts.length).toBeGreaterThanOrEqual(0.75);
    const packs = demoProducts.filter((product) => /pack of 10|per set/i.test(product.about));
    for (const product of packs) expect(product.spec?.increment).toBeGreaterThan(1);
    expect(demoProducts.filter((product) => product.spec?.maximum != null).length).toBeGreaterThanOrEqual(3);
  });
});
