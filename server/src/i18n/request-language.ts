import { match } from '@formatjs/intl-localematcher';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageCookie, languageParam, type ChosenLanguage } from '#shared/i18n/chosen-language.schema.ts';
import { defaultLanguage, isLanguage, type Language, languages } from '#shared/i18n/languages.ts';
import { spoken } from './in-language.ts';

export { inLanguage } from './in-language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (PRODUCT.md §18). */
    language: Language;
    languageSource: ChosenLanguage['source'];
  }
}

/** The browser's Accept-Language, matched to the languages the store speaks (RFC 4647 lookup). */
export function browserLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const asked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  if (asked.length === 0) return undefined;
  try {
    const found = match(asked, [...languages], '');
    return isLanguage(found) ? found : undefined;
  } catch {
    return undefined; // a malformed tag: as if none was sent
  }
}

/** The web app's own files, served as they are (`/assets/c-….js`, `/images/….svg`, `/favicon.svg`). */
const staticFile = /^\/(assets|images)\/|^\/favicon\.svg$/;

async function resolve(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ language: Language; source: ChosenLanguage['source'] }> {
  const { pathname, searchParams } = new URL(request.url, 'http://request');
  const asked = searchParams.get(languageParam);
  if (isLanguage(asked)) return { language: asked, source: 'query' };
  const cookie = request.cookies[languageCookie];
  if (isLanguage(cookie)) return { language: cookie, source: 'cookie' };
  // Only a request that carries a session pays for the profile read; a file (a script, a picture)
  // a signed-in browser fetches with its cookies has no text to speak, and does not.
  const session = request.headers.cookie?.includes('session_token') || request.headers.authorization;
  if (session && !staticFile.test(pathname)) {
    const viewer = await app.viewerOf(request).catch(() => null);
    // A bearer token's read brings the profile's language along; a cookie session's does not.
    const saved =
      viewer?.language !== undefined
        ? viewer.language
        : viewer &&
          (await app.db.selectFrom('profiles').select('language').where('user_id', '=', viewer.id).executeTakeFirst())
            ?.language;
    if (isLanguage(saved)) return { language: saved, source: 'profile' };
  }
  const browser = browserLanguage(request.headers['accept-language']);
  if (browser) return { language: browser, source: 'browser' };
  return { language: defaultLanguage, source: 'default' };
}

/**
 * Every request is answered in one language (PRODUCT.md §18): `?lang=`, else the chooser's
 * cookie, else the signed-in buyer's profile, else Accept-Language, else English. The texts read
 * while answering follow it through `currentLanguage()`. The context is entered again after the
 * body is read: a parsed body's hooks run from the stream's callbacks, outside the first one.
 */
export const requestLanguagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', defaultLanguage);
    app.decorateRequest('languageSource', 'default');
    app.addHook('onRequest', (request, reply, done) => {
      resolve(app, request).then(({ language, source }) => {
        request.language = language;
        request.languageSource = source;
        reply.header('Content-Language', language);
        spoken.run(language, done);
      }, done);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      spoken.run(request.language, done);
    });
  },
  { name: 'request-language', dependencies: ['viewer'] },
);
