import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLanguage } from '../../i18n/request-language.ts';
import { currencyTexts } from '#shared/messages/currencies.ts';
import { messages } from '#shared/messages.ts';
import { call, type SignedIn, signUp } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/*
 * The language of a request (PRODUCT.md §18): `?lang=`, else the chooser's cookie, else the
 * signed-in buyer's profile, else Accept-Language, else English; the API's `{message}` in it.
 */
describe.each(testDatabaseKinds)('the language of a request on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  const missingProduct = '/products/000000000000000000000000';

  beforeAll(async () => {
    t = await startTestApp(kind);
    buyer = await signUp(t, 'sprache@example.com');
  });
  afterAll(async () => t?.close());

  it('is English for a visitor who says nothing, with every language offered', async () => {
    const answer = await call(t, 'GET', '/language');
    expect(answer.body).toEqual({ language: 'en', offered: ['en', 'de', 'fr'], source: 'default' });
    expect(answer.headers.get('content-language')).toBe('en');
  });

  it("follows the browser's Accept-Language, matched to a language the store speaks", async () => {
    const german = await call(t, 'GET', '/language', { headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' } });
    expect(german.body).toMatchObject({ language: 'de', source: 'browser' });
    const french = await call(t, 'GET', '/language', { headers: { 'accept-language': 'es, fr-CA;q=0.8' } });
    expect(french.body).toMatchObject({ language: 'fr', source: 'browser' });
    const unknown = await call(t, 'GET', '/language', { headers: { 'accept-language': 'ja, *;q=0.1' } });
    expect(unknown.body).toMatchObject({ language: 'en', source: 'default' });
    const malformed = await call(t, 'GET', '/language', { headers: { 'accept-language': ';;q=x,--' } });
    expect(malformed.status).toBe(200);
    expect(malformed.body).toMatchObject({ language: 'en' });
  });

  it('takes ?lang= over the cookie, and the cookie over the browser', async () => {
    const cookie = await call(t, 'GET', '/language', { headers: { cookie: 'lang=fr', 'accept-language': 'de' } });
    expect(cookie.body).toMatchObject({ language: 'fr', source: 'cookie' });
    const query = await call(t, 'GET', '/language?lang=de', { headers: { cookie: 'lang=fr' } });
    expect(query.body).toMatchObject({ language: 'de', source: 'query' });
    const unknownQuery = await call(t, 'GET', '/language?lang=xx', { headers: { cookie: 'lang=fr' } });
    expect(unknownQuery.body).toMatchObject({ language: 'fr', source: 'cookie' });
  });

  it("keeps a chosen language in the cookie, and on a buyer's profile, which then decides", async () => {
    const chosen = await call(t, 'PUT', '/language', { body: { language: 'de' }, as: buyer });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('set-cookie')).toMatch(/^lang=de;.*Max-Age=31536000/);
    const later = await call(t, 'GET', '/language', { as: buyer, headers: { 'accept-language': 'fr' } });
    expect(later.body).toMatchObject({ language: 'de', source: 'profile' });
    // The web app's files a signed-in browser fetches read no profile: they have no text.
    const file = await fetch(`${t.url}/favicon.svg`, { headers: buyer.headers });
    expect(file.headers.get('content-language')).toBe('en');
    const refused = await call(t, 'PUT', '/language', { body: { language: 'xx' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(expect.any(String));
  });

  it("answers the API's messages in the request's language", async () => {
    const german = await call(t, 'GET', `${missingProduct}?lang=de`);
    expect(german.status).toBe(404);
    expect(german.body.message).toBe('Produkt nicht gefunden');
    const french = await call(t, 'GET', missingProduct, { headers: { 'accept-language': 'fr-FR' } });
    expect(french.body.message).toBe('Produit introuvable');
    const english = await call(t, 'GET', missingProduct);
    expect(english.body.message).toBe(messages.errors.productNotFound);

    const notOffered = await call(t, 'PUT', '/currency?lang=de', { body: { currency: 'CHF' } });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.message).toBe(inLanguage('de', () => currencyTexts.notOffered('CHF')));
    expect(notOffered.body.message).not.toBe(currencyTexts.notOffered('CHF'));
  });

  it('keeps two requests at once in their own languages', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(t, 'GET', `${missingProduct}?lang=${['de', 'fr', 'en'][i % 3]}`)),
    );
    expect(answers.map((answer) => answer.body.message)).toEqual(
      Array.from(
        { length: 12 },
        (_, i) => ['Produkt nicht gefunden', 'Produit introuvable', 'Product not found'][i % 3],
      ),
    );
  });

  it("words a refused body in the request's language: our schema's messages, and zod's own", async () => {
    const body = { name: ' ', email: 'kurz@example.com', password: 'Wolfram-Stange-74' };
    const german = await call(t, 'POST', '/api/auth/sign-up/email?lang=de', { body, headers: { origin: t.url } });
    expect(german.status).toBe(400);
    expect(german.body.message).toBe(inLanguage('de', () => messages.signUp.nameRequired));
    expect(german.body.message).not.toBe(messages.signUp.nameRequired);
    const english = await call(t, 'POST', '/api/auth/sign-up/email', { body, headers: { origin: t.url } });
    expect(english.body.message).toBe(messages.signUp.nameRequired);

    // A field with no message of ours: zod's default, from its German and French locales.
    const unknown = { body: { language: 'xx' } };
    const inGerman = await call(t, 'PUT', '/language?lang=de', unknown);
    const inFrench = await call(t, 'PUT', '/language?lang=fr', unknown);
    const inEnglish = await call(t, 'PUT', '/language?lang=en', unknown);
    expect([inGerman.status, inFrench.status, inEnglish.status]).toEqual([400, 400, 400]);
    expect(inEnglish.body.message).toContain('Invalid option');
    expect(inGerman.body.message).toContain('Ungültige Option');
    expect(inFrench.body.message).toContain('Option invalide');
  });
});
