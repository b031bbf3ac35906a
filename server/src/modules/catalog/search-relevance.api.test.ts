import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { didYouMeanHeader, searchPartialHeader } from '#shared/catalog/did-you-mean.ts';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { call, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { relevanceCases, returnsFirst } from './search-relevance.cases.ts';
import { normalText } from './search-query.ts';

/** PRODUCT.md §23's search on the demo catalog (docs/decisions/034-search.md), on both engines. */
describe.each(testDatabaseKinds)('search as a buyer means it on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  const search = async (q: string) => {
    const response = await call(t, 'GET', `/products/?q=${encodeURIComponent(q)}`);
    expect(response.status, q).toBe(200);
    const products = response.body as Product[];
    expect(response.headers.get(totalCountHeader), q).toBe(String(products.length));
    const header = response.headers.get(didYouMeanHeader);
    return { skus: products.map((p) => p.sku), didYouMean: header === null ? null : decodeURIComponent(header) };
  };

  it(`returns the right products first for every query of the relevance set (${relevanceCases.length})`, async () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const c of relevanceCases) {
      const { skus, didYouMean } = await search(c.q);
      if (!returnsFirst(skus, c.first)) failures.push(`${c.q}: ${skus.slice(0, c.first.length).join(', ')}`);
      if (didYouMean !== (c.didYouMean ?? null)) failures.push(`${c.q}: did you mean ${didYouMean}`);
    }
    expect(failures).toEqual([]);
  });

  it('finds every word anywhere: a product holding them all is found, one missing a word is not', async () => {
    const { skus } = await search('titanium tube');
    expect(skus.slice(0, 3)).toContain('TI-GR9-TUBE-B338');
    // Every product found holds both words somewhere; products holding one only are left out.
    for (const sku of skus) expect(sku, sku).not.toMatch(/^(NB|TA|NI|MO|W)-/);
    expect(skus).not.toContain('TI-GR5-BAR-B348');
  });

  it('ranks a match in name, grade, standard, form or SKU above a description-only match', async () => {
    const product = (name: string, about: string, sku: string) => ({
      name,
      sku,
      about,
      form: 'bar',
      metal: 'titanium',
      price: 10,
      total: 10,
      minimum: 1,
      origin: 'USA',
      picture: '/images/products/titanium-bar.svg',
      dimensions: { diameter: 7.77 },
    });
    // The description-only one is created first, so the catalog order alone would put it first.
    for (const body of [
      product('Quokka Bar A', 'A zephyrite test bar.', 'RANK-ABOUT-1'),
      product('Quokka Zephyrite Bar B', 'A test bar.', 'RANK-NAME-1'),
    ])
      expect((await call(t, 'POST', '/products', { as: admin, body })).status).toBe(201);
    expect((await search('zephyrite quokka')).skus).toEqual(['RANK-NAME-1', 'RANK-ABOUT-1']);
    // A number with a unit is a dimension: 7.77 mm finds both, 7.77 inches neither.
    expect((await search('quokka 7.77mm')).skus).toHaveLength(2);
    expect((await search('7.77 in')).skus).toEqual([]);
  });

  it('when no product holds every word, ranks those holding more of them first', async () => {
    const { skus, didYouMean } = await search('hypotube zzqqxxyy');
    expect(didYouMean).toBeNull();
    expect(skus).toEqual(['NT-HYPOTUBE-F2633']);
    expect((await search('zzqqxxyy')).skus).toEqual([]);
  });

  it('says when the products found hold some of the words, none all of them (x-search-partial)', async () => {
    const partial = (q: string) =>
      call(t, 'GET', `/products/?q=${encodeURIComponent(q)}`).then((r) => r.headers.get(searchPartialHeader));
    // Twice: the second answer comes from the catalog cache, header and all.
    for (let i = 0; i < 2; i++) expect(await partial('hypotube zzqqxxyy')).toBe('1');
    expect(await partial('titanium tube')).toBeNull();
    // Nothing found, or a typo read as a catalog word that every product found holds: not partial.
    expect(await partial('zzqqxxyy')).toBeNull();
    expect(await partial('nitnol')).toBeNull();
  });

  it('reads a misspelt word as a catalog word that products added later hold, and says so', async () => {
    expect(await search('berylium')).toEqual({ skus: [], didYouMean: null });
    const body = {
      name: 'Beryllium Round Bar',
      sku: 'BE-BAR',
      about: 'Beryllium bar.',
      form: 'bar',
      metal: 'titanium',
      price: 10,
      total: 10,
      minimum: 1,
      origin: 'USA',
      picture: '/images/products/titanium-bar.svg',
    };
    expect((await call(t, 'POST', '/products', { as: admin, body })).status).toBe(201);
    expect(await search('berylium')).toEqual({ skus: ['BE-BAR'], didYouMean: 'beryllium' });
    // A query in any script answers; the header is percent-encoded.
    expect(await search('Ωμ berylium')).toEqual({ skus: ['BE-BAR'], didYouMean: 'ωμ beryllium' });
  });

  it("keeps the typo check's words as the products hold them (migration 034's fill and triggers)", async () => {
    // The words as search-vocabulary.ts read them from every product before 034 (accents aside).
    const products = await t.app.db
      .selectFrom('products')
      .select(['name', 'grade', 'standard', 'form', 'metal'])
      .execute();
    const expected = new Map<string, number>();
    for (const p of products) {
      const text = normalText(`${p.name} ${p.grade ?? ''} ${p.standard ?? ''} ${p.form} ${p.metal}`);
      for (const word of new Set(text.split(' ').filter((w) => w.length >= 4 && /^[a-z]+$/.test(w))))
        expected.set(word, (expected.get(word) ?? 0) + 1);
    }
    const { rows } = await sql<{ word: string; products: number }>`select word, products from search_words`.execute(
      t.app.db,
    );
    const kept = new Map(rows.map((row) => [row.word, Number(row.products)]));
    expect(Object.fromEntries([...kept].sort())).toEqual(Object.fromEntries([...expected].sort()));
    expect(kept.size).toBeGreaterThan(50);
  });

  it('stops reading a typo as a word no product holds any more (renamed, then deleted)', async () => {
    const body = {
      name: 'Quillonite Round Bar',
      sku: 'QUILL-BAR',
      about: 'A test bar.',
      form: 'bar',
      metal: 'titanium',
      price: 10,
      total: 10,
      minimum: 1,
      origin: 'USA',
      picture: '/images/products/titanium-bar.svg',
    };
    const created = await call(t, 'POST', '/products', { as: admin, body });
    expect(created.status).toBe(201);
    const id = (created.body as Product)._id;
    expect(await search('quilonite')).toEqual({ skus: ['QUILL-BAR'], didYouMean: 'quillonite' });
    const renamed = await call(t, 'PATCH', `/products/${id}`, { as: admin, body: { name: 'Marlowite Round Bar' } });
    expect(renamed.status).toBe(200);
    expect(await search('quilonite')).toEqual({ skus: [], didYouMean: null });
    expect(await search('marlowyte')).toEqual({ skus: ['QUILL-BAR'], didYouMean: 'marlowite' });
    expect((await call(t, 'DELETE', `/products/${id}`, { as: admin })).status).toBe(200);
    expect(await search('marlowyte')).toEqual({ skus: [], didYouMean: null });
  });
});
