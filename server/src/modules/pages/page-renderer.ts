import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderedPageKind, renderedPageReadsQuery } from '#shared/app-pages.ts';
import { currencyCookie } from '#shared/currencies/chosen-currency.schema.ts';
import type { ApiGet, RenderedPage, ServerRenderer } from '#shared/server-rendering.ts';
import { type PreparedBytes, prepareBytes, sendPrepared } from '../../http/prepared-bytes.ts';
import { pageHtml } from './page-html.ts';
import { ssrBundleLoader } from './ssr-bundle.ts';

/** A cookie's currency as a code the renderer may put in a header and a cache key; anything else is none. */
const visitorCurrency = (value: string | undefined) => (value && /^[A-Z]{3}$/.test(value) ? value : undefined);

/**
 * How long a public page's rendering is reused. The catalog's changes drop them at once (its
 * cache's invalidation); reviews and the like show within this. The browser asks again for data
 * older than its own stale time anyway (docs/decisions/020).
 */
const publicPageTtlMs = 10_000;
/** Distinct public URLs kept (filters and searches of the products page each make one). */
const maxPublicPages = 256;
/**
 * Renderings at once, beyond which a page is sent as the shell (or its last rendering, if any):
 * a rendering costs milliseconds of CPU, so URLs made up to miss the cache (a query string per
 * request) must not be able to keep the process busy rendering (the browser renders the shell).
 */
const maxConcurrentRenders = 2;

interface CachedPage {
  at: number;
  /** The prepared page, or undefined for the shell (not rendered, or no such product). */
  answer: Promise<PreparedBytes | undefined>;
}

/** A rendered page ready to send; `personal`: made for the signed-in visitor, never for a shared cache. */
export interface RenderedAnswer {
  bytes: PreparedBytes;
  personal: boolean;
}

export function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedAnswer) {
  const cacheControl = page.personal ? 'private, no-cache' : 'no-cache';
  return sendPrepared(request, reply, page.bytes, 'text/html; charset=utf-8', cacheControl);
}

declare module 'fastify' {
  interface FastifyInstance {
    pages: PageRenderer;
  }
}

export interface PageRenderer {
  /**
   * Drops the kept public pages: for a change they show that the catalog cache does not see
   * (reviews). The catalog's own changes drop them through its cache.
   */
  invalidate(): void;
  /**
   * The HTML of the page at the request's URL rendered on the server, prepared for sending, or
   * undefined for the plain shell: a page the server does not render, a signed-in page without a
   * session, a renderer that is not built or failed (logged; the browser renders it then).
   * `headOf`: the route's own head tags (ADR 007's crawler tags), made from the page as rendered
   * (the queries it read, so the route reads nothing again), only when the page is rendered, not
   * when a kept rendering is sent; undefined from it means no page (the shell).
   * `variant`: what else the answer depends on besides the URL (the origin in absolute links).
   */
  render(
    request: FastifyRequest,
    indexHtml: string,
    headOf?: (page: RenderedPage) => string | undefined,
    variant?: string,
  ): Promise<RenderedAnswer | undefined>;
}

export function createPageRenderer(app: FastifyInstance, staticDir: string): PageRenderer {
  const loadBundle = ssrBundleLoader(staticDir);
  const publicPages = new Map<string, CachedPage>();
  let renderingNow = 0;
  app.catalogCache.onInvalidate(() => publicPages.clear());

  // The visitor's own address, so that the reads count against the visitor's rate limits, not loopback's.
  // A public page is read with the visitor's currency cookie alone (PRODUCT.md §17), never the session.
  const apiGet =
    (request: FastifyRequest, currency: string | undefined): ApiGet =>
    async (path, signedIn) => {
      const cookie = signedIn ? request.headers.cookie : currency && `${currencyCookie}=${currency}`;
      const answer = await app.inject({
        method: 'GET',
        url: path,
        remoteAddress: request.ip,
        // The visitor's language (PRODUCT.md §18): the products' names and about in it.
        headers: { accept: 'application/json', 'accept-language': request.language, ...(cookie ? { cookie } : {}) },
      });
      return {
        status: answer.statusCode,
        headers: answer.headers,
        json: answer.statusCode === 200 ? answer.json() : undefined,
      };
    };

  async function renderSafely(
    bundle: ServerRenderer,
    url: string,
    get: ApiGet,
    signedIn: boolean,
  ): Promise<RenderedPage | undefined> {
    try {
      return await bundle.renderPage(url, get, signedIn);
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; the page is served as the shell');
      return undefined;
    }
  }

  async function signedInVisitor(get: ApiGet): Promise<boolean> {
    const session = await get('/api/auth/get-session', true);
    return session.status === 200 && typeof session.json === 'object' && session.json !== null;
  }

  return {
    invalidate: () => publicPages.clear(),
    async render(request, indexHtml, headOf = () => '', variant = '') {
      const pathname = request.originalUrl.split('?')[0] ?? '/';
      const kind = renderedPageKind(pathname);
      if (!kind) return undefined;
      // The currency the page shows (PRODUCT.md §17): its own `?currency=`, else the visitor's
      // cookie; the kept renderings are per currency. A page that does not read its query
      // otherwise renders, and is kept, by its path (and that parameter) alone.
      const asked = new URL(request.originalUrl, 'http://page').searchParams.get('currency');
      const currency = visitorCurrency(request.cookies[currencyCookie]);
      const url = renderedPageReadsQuery(pathname)
        ? request.originalUrl
        : asked
          ? `${pathname}?currency=${encodeURIComponent(asked)}`
          : pathname;
      const get = apiGet(request, currency);
      const prepare = async (signedIn: boolean) => {
        renderingNow++;
        try {
          // No renderer built (development, some tests): nothing to render, nothing to look up.
          const bundle = await loadBundle();
          if (!bundle) return undefined;
          const page = await renderSafely(bundle, url, get, signedIn);
          if (!page) return undefined;
          const head = headOf(page);
          return head === undefined ? undefined : prepareBytes(pageHtml(indexHtml, page, head));
        } catch (error) {
          app.log.error({ err: error, url }, 'could not prepare a rendered page; the page is served as the shell');
          return undefined;
        } finally {
          renderingNow--;
        }
      };
      if (kind === 'signed-in') {
        // Rendered for this visitor only, never kept; no session: the shell, whose app sends them to sign in.
        if (renderingNow >= maxConcurrentRenders) return undefined;
        if (!request.headers.cookie || !(await signedInVisitor(get))) return undefined;
        const bytes = await prepare(true);
        return bytes && { bytes, personal: true };
      }
      const key = `${variant}\n${currency ?? ''}\n${request.language}\n${url}`;
      let cached = publicPages.get(key);
      if (!cached || Date.now() - cached.at > publicPageTtlMs) {
        // Busy: the last rendering of this page while it lasts, else the shell; nothing is kept.
        if (renderingNow >= maxConcurrentRenders) {
          const stale = await cached?.answer;
          return stale && { bytes: stale, personal: false };
        }
        // One rendering for the requests that arrive while it runs; the oldest URL goes first.
        cached = { at: Date.now(), answer: prepare(false) };
        publicPages.delete(key);
        publicPages.set(key, cached);
        if (publicPages.size > maxPublicPages) publicPages.delete(publicPages.keys().next().value!);
      }
      const bytes = await cached.answer;
      return bytes && { bytes, personal: false };
    },
  };
}
