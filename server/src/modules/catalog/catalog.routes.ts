import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productFacetsSchema, productQuerySchema } from '#shared/catalog/product-query.schema.ts';
import { didYouMeanHeader, searchPartialHeader } from '#shared/catalog/did-you-mean.ts';
import { totalCountHeader } from '#shared/catalog/product-query.ts';
import { productSchema } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { currencyTexts } from '#shared/messages/currencies.ts';
import { baseCurrency, type SellingCurrency, sellingCurrency } from '#shared/money/currency.ts';
import { errorSchema } from '../../http/schemas.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import type { CatalogCache, CatalogSnapshot } from './catalog.cache.ts';
import type { ProductQuery } from './catalog.repository.ts';
import { parseNumericId } from '../../http/ids.ts';
import { sendPrepared } from '../../http/prepared-bytes.ts';

const productIdParams = z.object({ id: z.string().max(64) });
const productCurrencyQuery = z.object({ currency: productQuerySchema.shape.currency });

function sendSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: CatalogSnapshot, list = true) {
  if (list) reply.header(totalCountHeader, snapshot.count);
  // Percent-encoded: a header holds no character beyond Latin-1, and a query may (docs/product/api.md).
  if (snapshot.didYouMean !== undefined) reply.header(didYouMeanHeader, encodeURIComponent(snapshot.didYouMean));
  if (snapshot.partial) reply.header(searchPartialHeader, '1');
  return sendPrepared(request, reply, snapshot, 'application/json; charset=utf-8');
}

/**
 * The repository's query from the validated one: a grade or standard must be one the catalog has
 * (matched regardless of case, answered as stored), else 400 with the value named.
 */
async function toProductQuery(cache: CatalogCache, query: z.infer<typeof productQuerySchema>): Promise<ProductQuery> {
  const { grade, standard, inStock, lowStock, currency: _currency, ...rest } = query;
  const facets = grade === undefined && standard === undefined ? undefined : await cache.facets();
  const known = (values: string[], value: string) => values.find((v) => v.toLowerCase() === value.toLowerCase());
  const result: ProductQuery = { ...rest, inStock: inStock === 'true', lowStock: lowStock === 'true' };
  if (grade !== undefined) {
    result.grade = known(facets!.grades, grade);
    if (result.grade === undefined) throw badRequest(messages.catalogSpec.unknownGrade(grade));
  }
  if (standard !== undefined) {
    result.standard = known(facets!.standards, standard);
    if (result.standard === undefined) throw badRequest(messages.catalogSpec.unknownStandard(standard));
  }
  return result;
}

/**
 * `?currency=` (PRODUCT.md §17) as the currency the store sells in at its current rate (the base
 * when absent), else 400 naming it. The settings come from the cache's copy, not a query per read.
 */
async function toCurrency(cache: CatalogCache, code: string | undefined): Promise<SellingCurrency> {
  const settings = await cache.currencies();
  if (code === undefined) return baseCurrency(settings);
  const currency = sellingCurrency(settings, code);
  if (!currency) throw badRequest(currencyTexts.notOffered(code));
  return currency;
}

/** Public catalog reads: GET /products/ and GET /products/{id} (docs/product/api.md#original-api). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogCache;

  app.get(
    '/products/',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The catalog; the whole array unless the query narrows it (search, metal, form, grade, standard, ' +
          "in stock, main-dimension range, each dimension's range) or sorts it; X-Total-Count holds the number of matches; X-Did-You-Mean " +
          '(percent-encoded) the query as searched when a misspelt word was read as a catalog word',
        querystring: productQuerySchema,
        response: { 200: z.array(productSchema), 400: errorSchema },
      },
    },
    // Every answer comes from the cache as prepared bytes; toApiProduct gives them productSchema's
    // shape (the schema above documents it and types the mapper).
    async (request, reply) => {
      const currency = await toCurrency(cache, request.query.currency);
      const query = await toProductQuery(cache, request.query);
      return sendSnapshot(request, reply, await cache.get(query, currency, request.language));
    },
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "What the filters can offer: grades, standards, metals, forms and each dimension's range of the " +
          "products the query's other filters leave (each facet ignores its own filter; PRODUCT.md §23)",
        querystring: productQuerySchema,
        response: { 200: productFacetsSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return cache.facets(await toProductQuery(cache, request.query));
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: productIdParams,
        querystring: productCurrencyQuery,
        response: { 200: productSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    // Prepared bytes from the cache, as the lists are (toApiProduct gives them productSchema's shape).
    async (request, reply) => {
      const currency = await toCurrency(cache, request.query.currency);
      const id = parseNumericId(request.params.id);
      const snapshot = id === undefined ? undefined : await cache.product(id, currency, request.language);
      if (!snapshot) throw notFound(messages.errors.productNotFound);
      return sendSnapshot(request, reply, snapshot, false);
    },
  );
};
