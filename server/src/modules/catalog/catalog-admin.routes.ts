import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultIncrement } from '#shared/catalog/units.ts';
import { z } from 'zod';
import { adminProductSchema, productContentSchema } from '#shared/catalog/product-translations.schema.ts';
import { productInputSchema, productPatchSchema, productUpdateSchema } from '#shared/catalog/product-input.schema.ts';
import { messages } from '#shared/messages.ts';
import { notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { addProduct, changeProduct, patchProduct, removeProduct } from './manage-products.ts';
import { readFixedPrices, toAdminProduct, unitOf } from './product.mapper.ts';
import { readTranslations } from './product-content.ts';
import { findProduct } from './catalog.repository.ts';
import { type FixedPricesInput, fixedPricesSchema } from '#shared/catalog/fixed-prices.schema.ts';
import { parseNumericId } from '../../http/ids.ts';
import { deletedAnswerSchema } from '#shared/answers.schema.ts';

const idParams = z.object({ id: z.string().max(64) });
const errors = errorAnswers(400, 401, 403, 404);
const skuErrors = errorAnswers(400, 401, 403, 404, 409);
const security = bearerSecurity;

/**
 * Catalog administration (admin only, docs/product/api.md#original-api), validated by the same schemas as the admin
 * forms. Every change drops the cached catalog (in the use cases, manage-products.ts) so the new
 * values show everywhere at once.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date().toISOString();
  const requireId = (raw: string) => {
    const id = parseNumericId(raw);
    if (id === undefined) throw notFound(messages.errors.productNotFound);
    return id;
  };

  app.post(
    '/products',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Add a product (admin)',
        body: productInputSchema,
        response: { 201: adminProductSchema, ...skuErrors },
        security,
      },
    },
    async (request, reply) => {
      const input = request.body;
      const row = await addProduct(
        app,
        {
          ...input,
          sku: input.sku ?? null,
          metal: input.metal ?? null,
          form: input.form ?? null,
          grade: input.grade ?? null,
          standard: input.standard ?? null,
          condition: input.condition ?? null,
          certificate: input.certificate ?? null,
          dimensions: input.dimensions ?? {},
          increment: input.increment ?? defaultIncrement(input.unit ?? 'pcs'),
          maximum: input.maximum ?? null,
          priceBreaks: input.priceBreaks ?? [],
          leadTimeDays: input.leadTimeDays ?? null,
          reorderPoint: input.reorderPoint ?? null,
          unit: input.unit ?? 'pcs',
          density: input.density ?? null,
          cutToLength: input.cutToLength ?? null,
          hsCode: input.hsCode ?? null,
          countryOfOrigin: input.countryOfOrigin ?? null,
          exportClassification: input.exportClassification || null,
          conflictMinerals: input.conflictMinerals ?? false,
        },
        now(),
      );
      return reply.code(201).send(toAdminProduct(row));
    },
  );

  app.patch(
    '/products/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Edit any fields of a product (admin): the edit page; omitted fields keep their values',
        params: idParams,
        body: productPatchSchema,
        response: { 200: adminProductSchema, ...skuErrors },
        security,
      },
    },
    async (request) => {
      const id = requireId(request.params.id);
      const row = await patchProduct(app, id, request.body, now());
      if (!row) throw notFound(messages.errors.productNotFound);
      return toAdminProduct(row);
    },
  );

  // The edit page's fixed lists (PRODUCT.md §17): the public product answers prices in one currency.
  app.get(
    '/products/:id/prices',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: "A product's fixed prices by currency (admin), as PATCH takes them; {} when it has none",
        params: idParams,
        response: { 200: fixedPricesSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const row = await findProduct(app.db, requireId(request.params.id));
      if (!row) throw notFound(messages.errors.productNotFound);
      // Every list read is whole (readFixedPrices leaves out what it cannot read).
      return (readFixedPrices(row.prices_json, unitOf(row)) ?? {}) as FixedPricesInput;
    },
  );

  // The edit page's texts (PRODUCT.md §18): the public product answers the reader's language only.
  app.get(
    '/products/:id/translations',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: "A product's name and about in English, as stored, and its translations (admin), as PATCH takes them",
        params: idParams,
        response: { 200: productContentSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const row = await findProduct(app.db, requireId(request.params.id));
      if (!row) throw notFound(messages.errors.productNotFound);
      return { name: row.name, about: row.about, translations: readTranslations(row.translations) };
    },
  );

  app.put(
    '/products/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Update stock, minimum, price and export facts (admin); name and about are read-only',
        params: idParams,
        body: productUpdateSchema,
        response: { 200: adminProductSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const id = requireId(request.params.id);
      const { total, minimum, price, prices, hsCode, countryOfOrigin, exportClassification, conflictMinerals } =
        request.body;
      const row = await changeProduct(
        app,
        id,
        {
          total,
          minimum,
          price,
          prices,
          compliance: { hsCode, countryOfOrigin, exportClassification, conflictMinerals },
        },
        now(),
      );
      if (!row) throw notFound(messages.errors.productNotFound);
      return toAdminProduct(row);
    },
  );

  app.delete(
    '/products/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Delete a product (admin); orders naming it keep its name',
        params: idParams,
        response: { 200: deletedAnswerSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const id = requireId(request.params.id);
      if (!(await removeProduct(app, id))) throw notFound(messages.errors.productNotFound);
      return { deletedCount: 1 };
    },
  );
};
