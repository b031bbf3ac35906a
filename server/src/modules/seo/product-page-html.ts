import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productQueryKey } from '#shared/catalog/product-query.ts';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import type { RenderedPage } from '#shared/server-rendering.ts';
import { parseNumericId } from '../../http/ids.ts';
import { findProduct, toLocalProduct } from '../catalog/index.ts';
import { injectHead, renderCrawlerTags, renderNotFoundHead, renderProductHead } from './product-head.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { inPageLanguage } from '../../i18n/page-language.ts';
import { type PageRenderer, sendRenderedPage } from '../pages/index.ts';

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * GET /product/{id}: the web app's HTML with the product's title, description, canonical link,
 * Open Graph tags and schema.org JSON-LD already in <head>, so crawlers and link previews see
 * them before any script runs (docs/decisions/007-product-page-head.md). The app then renders the
 * page as on any other route. An id that names no product answers the same shell with 404 and
 * noindex, like any unknown page (web-app.ts).
 */
export const productPageRoutes: FastifyPluginAsyncZod<{ root: string; pages: PageRenderer }> = async (
  app,
  { root, pages },
) => {
  const indexFile = path.join(root, 'index.html');
  // Read once, as web-app.ts does: the build does not change under a running server.
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  app.get('/product/:id', { schema: { hide: true, params: z.object({ id: z.string() }) } }, async (request, reply) => {
    if (!indexHtml) return reply.code(503).send({ message: messages.errors.unavailable });
    const id = parseNumericId(request.params.id);
    const origin = publicOrigin(app, request);
    // The page itself rendered too (docs/decisions/020): its own title and description, and the
    // crawler tags made from the product it was rendered with, so the product is read once, by
    // the page; a kept rendering is sent without reading it at all. Not rendered (no renderer,
    // busy, no such product): the shell, with the whole head from one read of the product.
    const crawlerTags = (page: RenderedPage) => {
      // In whichever currency the page was rendered (its key's fourth part, PRODUCT.md §17).
      const key = productQueryKey(request.params.id);
      const seeded = page.queries.find((query) => sameKey(query.queryKey.slice(0, key.length), key));
      const product = seeded?.data as Product | undefined;
      return product && String(product._id) === String(id) ? renderCrawlerTags(product, origin) : undefined;
    };
    const rendered = await pages.render(request, indexHtml, crawlerTags, origin);
    if (rendered) return sendRenderedPage(request, reply, rendered);
    const row = id === undefined ? undefined : await findProduct(app.db, id);
    const head = row ? renderProductHead(toLocalProduct(row), origin) : renderNotFoundHead();
    return (
      reply
        .code(row ? 200 : 404)
        // Price and stock change: browsers revalidate, as for the app's other HTML.
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(inPageLanguage(injectHead(indexHtml, head), request.language, { origin, url: request.url }))
    );
  });
};
