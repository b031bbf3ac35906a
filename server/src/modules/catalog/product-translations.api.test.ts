import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLimits, type Product } from '#shared/catalog/product.schema.ts';
import { validation } from '#shared/messages/validation.ts';
import { productTranslationTexts } from '#shared/messages/product-translations.ts';
import { inLanguage } from '../../i18n/request-language.ts';
import { call, type SignedIn, signUpAdmin } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** PRODUCT.md §18: a product's name and about in German and French, English where none. */
const base = {
  name: 'Zirconium 702 Seamless Tube',
  picture: '/images/products/titanium-tube.svg',
  about: 'Seamless zirconium tube for acid service.',
  origin: 'USA',
  total: 500,
  minimum: 10,
  price: 42.5,
  metal: 'titanium',
  form: 'tube',
};
const german = { name: 'Nahtloses Rohr aus Zirconium 702', about: 'Nahtloses Zirconiumrohr für den Säureeinsatz.' };
const french = { name: 'Tube sans soudure en zirconium 702' };

describe.each(testDatabaseKinds)('product translations on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAdmin(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  const add = (body: object) => call(t, 'POST', '/products', { as: admin, body });
  const patch = (id: string, body: object) => call(t, 'PATCH', `/products/${id}`, { as: admin, body });
  const read = async (path: string, language?: string) =>
    (await call(t, 'GET', path, { headers: language ? { 'accept-language': language } : {} })).body as Product &
      Product[];

  it("answers name and about in the reader's language, the English where a text has no translation", async () => {
    const created = await add({ ...base, sku: 'TR-ZR-1', translations: { de: german, fr: french } });
    expect(created.status).toBe(201);
    // The admin's answer: the English as written, with every translation.
    expect(created.body).toMatchObject({
      name: base.name,
      about: base.about,
      translations: { de: german, fr: french },
    });
    const id = created.body._id as string;

    expect(await read(`/products/${id}`, 'de')).toMatchObject(german);
    expect(await read(`/products/${id}?lang=fr`)).toMatchObject({ name: french.name, about: base.about });
    expect(await read(`/products/${id}`, 'en')).toMatchObject({ name: base.name, about: base.about });
    expect(await read(`/products/${id}`)).not.toHaveProperty('translations');
    // The lists too, each language its own cached answer, asked in turn.
    for (const [language, name] of [
      ['de', german.name],
      ['en', base.name],
      ['fr', french.name],
      ['de', german.name],
    ] as const) {
      expect((await read('/products/?q=TR-ZR-1', language)).map((p) => p.name)).toEqual([name]);
    }
  });

  it('PATCH replaces the translations whole, leaves them when omitted, and `{}` clears them', async () => {
    const id = (await add({ ...base, sku: 'TR-ZR-2', translations: { de: german } })).body._id as string;
    expect((await patch(id, { price: 40 })).body.translations).toEqual({ de: german });
    const changed = await patch(id, {
      translations: { fr: { about: 'Tube pour milieux acides.' }, de: { name: ' ' } },
    });
    expect(changed.status).toBe(200);
    // A blank text is no translation: German is gone, the English name stays the record.
    expect(changed.body).toMatchObject({
      name: base.name,
      translations: { fr: { about: 'Tube pour milieux acides.' } },
    });
    expect(await read(`/products/${id}`, 'de')).toMatchObject({ name: base.name, about: base.about });
    expect(await read(`/products/${id}`, 'fr')).toMatchObject({ name: base.name, about: 'Tube pour milieux acides.' });
    expect((await patch(id, { translations: {} })).body.translations).toEqual({});
    expect(await read(`/products/${id}`, 'fr')).toMatchObject({ about: base.about });
  });

  it('finds a product by its translated name first, and no longer by a text a PATCH replaced', async () => {
    const id = (await add({ ...base, sku: 'TR-ZR-6', translations: { de: { name: 'Zirkoniumrohr Sonderlänge' } } }))
      .body._id as string;
    const found = async (q: string) =>
      ((await read(`/products/?q=${encodeURIComponent(q)}`)) as Product[]).map((p) => p._id);
    expect((await found('Zirkoniumrohr Sonderlänge'))[0]).toBe(id);
    expect(await found('Sonderlänge')).toEqual([id]);
    await patch(id, { translations: { fr: { name: 'Tube en zirconium longueur spéciale' } } });
    expect(await found('Sonderlänge')).not.toContain(id);
    expect((await found('zirconium longueur spéciale'))[0]).toBe(id);
  });

  it('a PATCH sent by an admin reading German keeps the English name and about', async () => {
    const id = (await add({ ...base, sku: 'TR-ZR-3', translations: { de: german } })).body._id as string;
    const edited = await call(t, 'PATCH', `/products/${id}?lang=de`, { as: admin, body: { price: 41 } });
    expect(edited.body).toMatchObject({ name: base.name, about: base.about, translations: { de: german } });
    expect(await read(`/products/${id}`, 'en')).toMatchObject({ name: base.name });
  });

  it('GET /products/{id}/translations answers the edit form the English and the translations (admin only)', async () => {
    const id = (await add({ ...base, sku: 'TR-ZR-4', translations: { de: german } })).body._id as string;
    const answer = await call(t, 'GET', `/products/${id}/translations?lang=de`, { as: admin });
    expect(answer).toMatchObject({
      status: 200,
      body: { name: base.name, about: base.about, translations: { de: german } },
    });
    expect((await call(t, 'GET', `/products/${id}/translations`)).status).toBe(401);
  });

  it('refuses a translation too long or with a line break, and a language the store does not speak (400)', async () => {
    const tooLong = await add({ ...base, translations: { de: { name: 'x'.repeat(productLimits.nameMax + 1) } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain(
      validation.atMostCharacters(productTranslationTexts.name('Deutsch'), productLimits.nameMax),
    );
    const aboutTooLong = await add({
      ...base,
      translations: { fr: { about: 'x'.repeat(productLimits.aboutMax + 1) } },
    });
    expect(aboutTooLong.status).toBe(400);
    expect((await add({ ...base, translations: { de: { name: 'Rohr\nzwei Zeilen' } } })).status).toBe(400);
    expect((await add({ ...base, translations: { es: { name: 'Tubo' } } })).status).toBe(400);
    expect((await add({ ...base, translations: { en: { name: 'Tube' } } })).status).toBe(400);
    expect((await add({ ...base, translations: { de: { title: 'Rohr' } } })).status).toBe(400);
    const id = (await add({ ...base, sku: 'TR-ZR-5' })).body._id as string;
    expect((await patch(id, { translations: { de: { name: 42 } } })).status).toBe(400);
  });

  it("says the 400 in the admin's language", async () => {
    const answer = await call(t, 'POST', '/products?lang=de', {
      as: admin,
      body: { ...base, translations: { de: { name: 'x'.repeat(productLimits.nameMax + 1) } } },
    });
    expect(answer.status).toBe(400);
    const german = inLanguage('de', () =>
      validation.atMostCharacters(productTranslationTexts.name('Deutsch'), productLimits.nameMax),
    );
    expect(answer.body.message).toContain(german);
  });
});
