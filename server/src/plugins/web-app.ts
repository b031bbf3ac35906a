import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '#shared/messages.ts';
import { isApiPath } from '#shared/api-routes.ts';
import { isAppPage } from '#shared/app-pages.ts';
import { type Language, languages } from '#shared/i18n/languages.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { inPageLanguage } from '../i18n/page-language.ts';
import { type PageRenderer, sendRenderedPage } from '../modules/pages/index.ts';

const immutable = 'public, max-age=31536000, immutable';

/** The pages behind sign-in: no alternates for search engines. */
const signedInArea = /^\/(dashboard|purchase)(\/|$)/i;

/** Where a page navigation to a path the API also answers is routed: no route, so the web app's page. */
const pageNavigationPrefix = '/__page';

/**
 * Fastify's `rewriteUrl` (app.ts), before routing: a browser opening a page whose path is also an
 * API route (the cart: page /cart, GET /cart, docs/product/ordering.md#cart) asks for HTML and gets
 * the web app; the API's callers ask for JSON (or anything) and get the API. Only paths that are
 * both, so every other route answers as before.
 */
export function routedUrl(request: {
  method?: string | undefined;
  url?: string | undefined;
  headers: { accept?: string | undefined };
}): string {
  const url = request.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  const navigation =
    (request.method === 'GET' || request.method === 'HEAD') && /text\/html/.test(request.headers.accept ?? '');
  return navigation && isApiPath(pathname) && isAppPage(pathname) ? `${pageNavigationPrefix}${url}` : url;
}

/** An Accept that takes anything, as curl's and many tools' `*\/*` (or none at all) does. */
const acceptsAnything = (accept: string | undefined) => !accept?.trim() || /(^|,)\s*(\*\/\*|text\/\*)/.test(accept);

/**
 * Whether a GET that no route answered gets the web app's page: a browser asks for HTML; a
 * client that accepts anything (`curl http://localhost:5000/`) gets it too at a path that is only
 * a page (`/`, `/ProductsCart`, not one the API shares, issue 32), since no API answers there and a
 * page is what a person means. Anything else, and every API path, keeps the 404 {message}.
 */
export function wantsPage(method: string, accept: string | undefined, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/text\/html/.test(accept ?? '')) return true;
  return acceptsAnything(accept) && isAppPage(pathname) && !isApiPath(pathname);
}

const wantsHtml = (request: FastifyRequest) =>
  wantsPage(request.method, request.headers.accept, request.originalUrl.split('?')[0] ?? '/');

/**
 * Serves the built web app (docs/product/overview.md#one-server): hashed assets cached for a year, everything else
 * revalidated, pre-compressed files picked by Accept-Encoding, and any GET that is not an API
 * route and accepts HTML answered with index.html (404 status for paths the app has no page for).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { root, pages }: { root: string; pages: PageRenderer }) => {
    const indexFile = path.join(root, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, file) => {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? immutable : 'public, max-age=3600, must-revalidate');
        },
      });
    } else {
      app.log.warn({ root }, 'the web app is not built; run `npm run build` (npm start does it for you)');
    }
    const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;
    // The shell as bytes, one per language (its <html lang> tells the web app which translations
    // to load), sent as they are: no encoding per request.
    const shells =
      indexHtml === undefined
        ? undefined
        : (Object.fromEntries(
            languages.map((language) => [language, Buffer.from(inPageLanguage(indexHtml, language))]),
          ) as Record<Language, Buffer>);

    app.setNotFoundHandler(async (request, reply) => {
      if (!wantsHtml(request)) return reply.code(404).send({ message: messages.errors.notFound });
      if (!indexHtml || !shells) return reply.code(503).send({ message: messages.errors.unavailable });
      // The path as the browser asked for it, before routedUrl() sent a page navigation here.
      const pathname = request.originalUrl.split('?')[0] ?? '/';
      // The storefront's pages arrive rendered (docs/decisions/020-server-rendered-first-screen.md).
      const rendered = await pages.render(request, indexHtml);
      if (rendered) return sendRenderedPage(request, reply, rendered);
      // A public page the browser renders (sign-in, blogs) names its versions in every language
      // for search engines too (PRODUCT.md §18); the signed-in pages and a 404 do not.
      const page = isAppPage(pathname);
      const body =
        page && !signedInArea.test(pathname)
          ? inPageLanguage(indexHtml, request.language, {
              origin: publicOrigin(app, request),
              url: request.originalUrl,
            })
          : shells[request.language];
      return reply
        .code(page ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(body);
    });
  },
  { name: 'web-app' },
);
