import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lotAdjustInputSchema, lotReceiveFieldsSchema, lotSchema } from '#shared/catalog/lot.schema.ts';
import { fitsUnit, fromBase, maxBaseUnits, toBase } from '#shared/catalog/units.ts';
import { certificates } from '#shared/messages/certificates.ts';
import { lots as m } from '#shared/messages/lots.ts';
import { certificateContentTypes } from '#shared/quotes/quote.schema.ts';
import { HttpError, badRequest, conflict, notFound, parseOrBadRequest } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { parseNumericId } from '../../http/ids.ts';
import { readUpload, storeDocument, uploadBodyLimit } from '../documents/index.ts';
import {
  adjustLot,
  isBarLot,
  barsOf,
  findLot,
  findProduct,
  isUniqueViolation,
  listLots,
  receiveLot,
  unitOf,
} from '../catalog/index.ts';
import { toApiLot } from './lot.mapper.ts';
import { lotToReceive } from './lot-to-receive.ts';
import { importLotsCsv, lotCsvColumns } from './lots-csv-import.ts';

/** A lots CSV of 5,000 rows is well under 1 MB. */
const lotsCsvMaxBytes = 2 * 1024 * 1024;

const productParams = z.object({ id: z.string().max(64) });
const lotParams = z.object({ id: z.string().max(64) });

/**
 * Stock by heat (PRODUCT.md §20). The routes are a module of their own because a lot's certificate
 * is a document (the documents module, which reaches the catalog through companies: the catalog
 * importing it would close a cycle); the stock itself stays the catalog's (lots.repository.ts),
 * whose writers change a lot and `products.total` in one transaction.
 */
export const lotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const productOr404 = async (raw: string) => {
    const id = parseNumericId(raw);
    const product = id === undefined ? undefined : await findProduct(app.db, id);
    if (!product) throw notFound(m.productNotFound);
    return product;
  };

  app.get(
    '/products/:id/lots',
    {
      schema: {
        tags: ['catalog'],
        summary: "A product's heat lots, oldest received first (admins: all, with notes; others: the public ones)",
        params: productParams,
        response: { 200: z.array(lotSchema), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const product = await productOr404(request.params.id);
      const admin = (await app.viewerOf(request))?.isAdmin === true;
      const rows = await listLots(app.db, product.id, !admin);
      const bars = await barsOf(
        app.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toApiLot(row, unitOf(product), admin, bars.get(row.id)));
    },
  );

  app.post(
    '/products/:id/lots',
    {
      config: { auth: 'admin', upload: true },
      bodyLimit: uploadBodyLimit,
      schema: {
        tags: ['catalog'],
        summary:
          'Receive a lot (admin; multipart: heatNumber, quantity in the product unit or, for a product cut to length, barLengthMm and barCount, receivedOn, mill, notes, public, and optionally the certificate file, a PDF, with its type). 409: the product already has this heat',
        params: productParams,
        consumes: ['multipart/form-data'],
        response: { 201: lotSchema, ...errorAnswers(400, 401, 403, 404, 409, 413) },
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const admin = await app.requireAdmin(request);
      const product = await productOr404(request.params.id);
      const { fields, file } = await readUpload(request, {
        fileField: 'file',
        required: false,
        allowed: certificateContentTypes,
        allowedInWords: certificates.fileWords,
      });
      const input = parseOrBadRequest(lotReceiveFieldsSchema, fields);
      const unit = unitOf(product);
      const planned = lotToReceive(product, input);
      if ('problem' in planned) throw badRequest(planned.problem);
      const { bars } = planned;
      if (input.type && !file) throw badRequest(m.typeWithoutFile);
      if (file && !input.type) throw badRequest(m.certificateType);
      const at = new Date().toISOString();
      try {
        const row = await app.db.transaction().execute(async (trx) => {
          const certificate = file
            ? await storeDocument(
                trx,
                {
                  kind: 'certificate',
                  quote_id: null,
                  purchase_order_id: null,
                  line_id: null,
                  certificate_type: input.type!,
                  file_name: file.name,
                  content_type: file.contentType,
                  uploaded_by: admin.id,
                  content: file.bytes,
                },
                at,
              )
            : undefined;
          return receiveLot(
            trx,
            {
              product_id: product.id,
              heat_number: input.heatNumber,
              quantity: planned.quantityBase,
              received_on: input.receivedOn,
              mill: input.mill,
              notes: input.notes,
              public: input.public ? 1 : 0,
              certificate_document_id: certificate?.id ?? null,
              certificate_type: certificate ? input.type! : null,
            },
            at,
            bars,
          );
        });
        app.catalogCache.invalidate();
        return reply
          .code(201)
          .send(toApiLot(row, unit, true, bars ? Array.from({ length: bars.count }, () => bars.lengthMm) : undefined));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.heatTaken(input.heatNumber));
        throw error;
      }
    },
  );

  // The lots CSV (POST /lots/import) is sent as the file itself, like the catalog's.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: lotsCsvMaxBytes }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/lots/import',
    {
      config: { auth: 'admin' },
      bodyLimit: lotsCsvMaxBytes,
      schema: {
        tags: ['catalog'],
        summary: `Receive lots from CSV (admin; body text/csv; columns ${lotCsvColumns.join(', ')}; sku, heat_number and received_on required, quantity or bar_length_mm and bar_count). Every row is checked first: the first problem refuses the file naming its row, and nothing is received. Certificates are attached on the product's Lots section`,
        consumes: ['text/csv'],
        response: {
          201: z.object({ received: z.number().int(), message: z.string() }),
          ...errorAnswers(400, 401, 403, 413, 415),
        },
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      await app.requireAdmin(request);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(415, m.csv.notCsv);
      const answer = await importLotsCsv(app.db, body.toString('utf8'), new Date().toISOString());
      app.catalogCache.invalidate();
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/lots/:id/adjust',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "Correct a lot by a signed quantity in the product's unit, with the reason (admin; audited). 409: the lot would go below 0",
        params: lotParams,
        body: lotAdjustInputSchema,
        response: { 200: lotSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        security: bearerSecurity,
      },
    },
    async (request) => {
      const admin = await app.requireAdmin(request);
      const lot = await findLot(app.db, request.params.id);
      if (!lot) throw notFound(m.lotNotFound);
      const product = await findProduct(app.db, Number(lot.product_id));
      if (!product) throw notFound(m.lotNotFound);
      const unit = unitOf(product);
      if (!fitsUnit(unit, request.body.quantity)) throw badRequest(m.wholePieces);
      // A bar lot's quantity is the sum of its bars (ADR 033): only cuts and returns change it.
      if (await isBarLot(app.db, lot.id)) throw conflict(m.barLot(lot.heat_number));
      const delta = toBase(unit, request.body.quantity);
      if (Math.abs(delta) > maxBaseUnits) throw badRequest(m.tooLarge);
      const changed = await app.db
        .transaction()
        .execute((trx) =>
          adjustLot(trx, lot, { delta, reason: request.body.reason, actorId: admin.id, at: new Date().toISOString() }),
        );
      if (!changed) {
        const now = await findLot(app.db, lot.id);
        throw conflict(m.belowZero(lot.heat_number, `${fromBase(unit, Number(now?.quantity ?? 0))} ${unit}`));
      }
      app.catalogCache.invalidate();
      return toApiLot(changed, unit, true);
    },
  );
};
