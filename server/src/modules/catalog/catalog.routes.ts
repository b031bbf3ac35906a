import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productQuerySchema } from '#shared/catalog/product-query.schema.ts';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import { productSchema } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { errorSchema } from '../../http/schemas.ts';
import { notFound } from '../../http-errors.ts';
import type { CatalogSnapshot } from './catalog.cache.ts';
import { findProduct } from './catalog.repository.ts';
import { toApiProduct } from './product.mapper.ts';
import { parseNumericId } from '../../http/ids.ts';

const productIdParams = z.object({ id: z.string().max(64) });

function sendSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: CatalogSnapshot) {
  reply
    .header(totalCountHeader, snapshot.count)
    .header('etag', snapshot.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
  const accepts = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(snapshot.brotli);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(snapshot.gzip);
  return reply.send(snapshot.json);
}

/** Public catalog reads: GET /products/ and GET /products/{id} (SPEC.md §7). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogCache;

  app.get(
    '/products/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The catalog; the whole array unless limit, offset, q, metal or form narrow it',
        querystring: productQuerySchema,
        response: { 200: z.array(productSchema) },
      },
    },
    // Every answer comes from the cache as prepared bytes; toApiProduct gives them productSchema's
    // shape (the schema above documents it and types the mapper).
    async (request, reply) => sendSnapshot(request, reply, await cache.get(request.query)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: productIdParams,
        response: { 200: productSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = parseNumericId(request.params.id);
      const row = id === undefined ? undefined : await findProduct(app.db, id);
      if (!row) throw notFound(messages.errors.productNotFound);
      return toApiProduct(row);
    },
  );
};
