import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTranslationsSchema, translatedLanguages } from '#shared/catalog/product-translations.schema.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { demoProducts } from './demo-catalog.ts';
import { demoCatalogTranslations, demoTranslations } from './demo-translations.ts';

/** PRODUCT.md §18: the demo catalog is translated, every product into every language. */
describe('demo catalog translations', () => {
  it('has a name and an about in German and French for every demo product, and none for another SKU', () => {
    const skus = demoProducts.map((product) => product.sku).sort();
    for (const language of translatedLanguages)
      expect(Object.keys(demoCatalogTranslations[language]).sort()).toEqual(skus);
    for (const product of demoProducts) {
      const translations = demoTranslations(product.sku);
      // Valid as an admin's write would be: the English fields' limits, one-line names.
      expect(productTranslationsSchema.parse(translations)).toEqual(translations);
      for (const language of translatedLanguages) {
        const { name, about } = translations[language] ?? {};
        expect(name, `${product.sku} ${language}`).toBeTruthy();
        expect(about, `${product.sku} ${language}`).toBeTruthy();
        // Translated, not copied: the English text would read the same in every language.
        expect(name).not.toBe(product.name);
        expect(about).not.toBe(product.about);
      }
    }
  });

  it('keeps the French typographic apostrophe and the German and French decimal comma', () => {
    for (const product of demoProducts) {
      const { de, fr } = demoTranslations(product.sku);
      expect(fr!.about, product.sku).not.toContain("'");
      expect(fr!.name, product.sku).not.toContain("'");
      // "25.4 mm" in English is "25,4 mm" in both ("2.000 m" is German for two thousand metres).
      for (const text of [de!.name, de!.about, fr!.name, fr!.about])
        expect(text, product.sku).not.toMatch(/\d\.(\d{1,2}|\d{4,}) ?(mm|m|kg|g\/cm³)(?![\p{L}])/u);
    }
  });
});

describe.each(testDatabaseKinds)('the seeded demo catalog on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers every product in German and French, and in English as before', async () => {
    for (const [language, texts] of [
      ['de', demoCatalogTranslations.de],
      ['fr', demoCatalogTranslations.fr],
    ] as const) {
      const listed = (await call(t, 'GET', `/products/?lang=${language}`)).body as Product[];
      expect(listed).toHaveLength(demoProducts.length);
      for (const product of listed) expect({ name: product.name, about: product.about }).toEqual(texts[product.sku]);
    }
    const english = (await call(t, 'GET', '/products/?lang=en')).body as Product[];
    expect(english.map((product) => product.name)).toEqual(demoProducts.map((product) => product.name));
  });

  it('finds products by their German and French words, in any language', async () => {
    const skus = async (q: string) =>
      ((await call(t, 'GET', `/products/?q=${encodeURIComponent(q)}`)).body as Product[]).map((p) => p.sku).sort();
    const holding = (language: 'de' | 'fr', word: string) =>
      demoProducts
        .filter((p) => demoCatalogTranslations[language][p.sku]!.name.toLowerCase().includes(word))
        .map((p) => p.sku);
    const rundstangen = holding('de', 'rundstange');
    expect(rundstangen.length).toBeGreaterThan(3);
    expect(await skus('Rundstange')).toEqual(expect.arrayContaining(rundstangen.sort()));
    expect(await skus('Thermometer-Schutzrohr')).toEqual(['TA-2P5W-BAR-B365', 'TA-R05200-THERMOWELL']);
    expect(await skus('doigt de gant')).toEqual(['TA-2P5W-BAR-B365', 'TA-R05200-THERMOWELL', 'TA-TUBE-M-B521']);
    expect(await skus('Schwermetall')).toEqual(['W-HA-BAR-B777-C1', 'W-HA-PLATE-B777-C3']);
  });
});
