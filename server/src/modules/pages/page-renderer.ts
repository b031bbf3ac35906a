import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderedPageKind } from '#shared/app-pages.ts';
import type { ApiGet, RenderedPage } from '#shared/server-rendering.ts';
import { type PreparedBytes, prepareBytes, sendPrepared } from '../../http/prepared-bytes.ts';
import { pageHtml } from './page-html.ts';
import { ssrBundleLoader } from './ssr-bundle.ts';

/**
 * How long a public page's rendering is reused. The catalog's changes drop them at once (its
 * cache's invalidation); reviews and the like show within this. The browser asks again for data
 * older than its own stale time anyway (docs/decisions/020).
 */
const publicPageTtlMs = 10_000;
/** Distinct public URLs kept (filters and searches of the products page each make one). */
const maxPublicPages = 256;

interface CachedPage {
  at: number;
  page: Promise<RenderedPage | undefined>;
  prepared: Map<string, PreparedBytes>;
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
   * `extraHead`: head tags of the route's own (ADR 007's product tags).
   */
  render(request: FastifyRequest, indexHtml: string, extraHead?: string): Promise<RenderedAnswer | undefined>;
}

export function createPageRenderer(app: FastifyInstance, staticDir: string): PageRenderer {
  const loadBundle = ssrBundleLoader(staticDir);
  const publicPages = new Map<string, CachedPage>();
  app.catalogCache.onInvalidate(() => publicPages.clear());

  // The visitor's own address, so that the reads count against the visitor's rate limits, not loopback's.
  const apiGet =
    (request: FastifyRequest): ApiGet =>
    async (path, signedIn) => {
      const answer = await app.inject({
        method: 'GET',
        url: path,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          ...(signedIn && request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        },
      });
      return {
        status: answer.statusCode,
        headers: answer.headers,
        json: answer.statusCode === 200 ? answer.json() : undefined,
      };
    };

  async function renderSafely(url: string, get: ApiGet, signedIn: boolean): Promise<RenderedPage | undefined> {
    try {
      const bundle = await loadBundle();
      return await bundle?.renderPage(url, get, signedIn);
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
    async render(request, indexHtml, extraHead = '') {
      const url = request.originalUrl;
      const kind = renderedPageKind(url.split('?')[0] ?? '/');
      if (!kind) return undefined;
      const get = apiGet(request);
      if (kind === 'signed-in') {
        // Rendered for this visitor only, never kept; no session: the shell, whose app sends them to sign in.
        if (!request.headers.cookie || !(await signedInVisitor(get))) return undefined;
        const page = await renderSafely(url, get, true);
        return page && { bytes: prepareBytes(pageHtml(indexHtml, page, extraHead)), personal: true };
      }
      let cached = publicPages.get(url);
      if (!cached || Date.now() - cached.at > publicPageTtlMs) {
        // One rendering for the requests that arrive while it runs; the oldest URL goes first.
        cached = { at: Date.now(), page: renderSafely(url, get, false), prepared: new Map() };
        publicPages.delete(url);
        publicPages.set(url, cached);
        if (publicPages.size > maxPublicPages) publicPages.delete(publicPages.keys().next().value!);
      }
      const page = await cached.page;
      if (!page) return undefined;
      let prepared = cached.prepared.get(extraHead);
      if (!prepared) {
        prepared = prepareBytes(pageHtml(indexHtml, page, extraHead));
        cached.prepared.set(extraHead, prepared);
      }
      return { bytes: prepared, personal: false };
    },
  };
}
