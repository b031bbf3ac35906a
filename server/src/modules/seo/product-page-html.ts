import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { parseNumericId } from '../../http/ids.ts';
import { findProduct } from '../catalog/catalog.repository.ts';
import { toApiProduct } from '../catalog/product.mapper.ts';
import { injectHead, renderNotFoundHead, renderProductHead } from './product-head.ts';
import { publicOrigin } from './public-origin.ts';
import { type PageRenderer, sendRenderedPage } from '../pages/page-renderer.ts';

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
    // The page itself rendered too (docs/decisions/020), its crawler tags beside the page's own;
    // a kept rendering is sent without reading the product again.
    const productHead = async () => {
      const product = id === undefined ? undefined : await findProduct(app.db, id);
      return product && renderProductHead(toApiProduct(product), origin);
    };
    const rendered = await pages.render(request, indexHtml, productHead, origin);
    if (rendered) return sendRenderedPage(request, reply, rendered);
    const row = id === undefined ? undefined : await findProduct(app.db, id);
    const head = row ? renderProductHead(toApiProduct(row), origin) : renderNotFoundHead();
    return (
      reply
        .code(row ? 200 : 404)
        // Price and stock change: browsers revalidate, as for the app's other HTML.
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(injectHead(indexHtml, head))
    );
  });
};
