import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { purchaseOrderSchema } from '#shared/orders/purchase-order.schema.ts';
import {
  drawingContentTypes,
  quoteAcceptSchema,
  quoteAnswerSchema,
  quoteDeclineSchema,
  quoteQuerySchema,
  quoteRequestSchema,
  quoteSchema,
} from '#shared/quotes/quote.schema.ts';
import { messages } from '#shared/messages.ts';
import { typeList } from '#shared/quotes/file-type-words.ts';
import { HttpError, parseOrBadRequest } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { readUpload, uploadBodyLimit } from '../documents/index.ts';
import { orderAccessOf } from '../companies/index.ts';
import { toApiPurchaseOrder } from '../orders/index.ts';
import { acceptQuote, answerQuote, declineQuote, quoteVisibleTo, requestQuote, withdrawQuote } from './quote-life.ts';
import { quoteBudget } from './quote-budget.ts';
import { toApiQuote } from './quote.mapper.ts';
import { listQuotes } from './quotes.repository.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413, 429);
const security = bearerSecurity;
const idParams = z.object({ id: z.string().max(64) });
const tags = ['quotes'];
/** A request sent as JSON is a small form, as on every JSON route: only a form with a drawing is large. */
const jsonRequestBytes = 64 * 1024;

/**
 * The multipart form's fields are text: a quantity arrives as "25", an empty optional field as "".
 * They become the JSON body's shape, then the one request schema judges both alike.
 */
function requestFromForm(fields: Record<string, string>) {
  const { quantity, productId, ...rest } = fields;
  return {
    ...rest,
    ...(productId ? { productId } : {}),
    ...(quantity !== undefined && quantity.trim() !== '' ? { quantity: Number(quantity) } : {}),
  };
}

/** Quotes for custom sizes (docs/product/quotes.md): request, answer, decline, withdraw, accept. */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.config.now();

  app.post(
    '/quotes',
    {
      config: { auth: 'user', upload: true },
      bodyLimit: uploadBodyLimit,
      onRequest: [
        quoteBudget(app),
        async (request) => {
          const multipart = request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data');
          if (!multipart && Number(request.headers['content-length'] ?? 0) > jsonRequestBytes) {
            throw new HttpError(413, messages.validation.tooLarge(messages.validation.fieldNames.request));
          }
        },
      ],
      schema: {
        tags,
        summary:
          'Ask for a quote: a JSON body of the request, or a multipart form of the same fields with an optional `drawing` (PDF, PNG or JPEG ≤ 10 MB, judged by its bytes)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: quoteSchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      // Read the whole form (and judge the file) before anything is written: a refusal stores nothing.
      const upload = request.isMultipart()
        ? await readUpload(request, {
            fileField: 'drawing',
            required: false,
            allowed: drawingContentTypes,
            allowedInWords: typeList(drawingContentTypes),
          })
        : undefined;
      const input = parseOrBadRequest(quoteRequestSchema, upload ? requestFromForm(upload.fields) : request.body);
      const quote = toApiQuote(await requestQuote(app, viewer, input, upload?.file), now());
      return reply.code(201).send(quote);
    },
  );

  app.get(
    '/quotes',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Quotes, newest first: a buyer's own; an admin's all (scope=mine for their own), filtered by status. X-Total-Count says how many match.",
        querystring: quoteQuerySchema,
        response: { 200: z.array(quoteSchema), ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const { status, scope, page, pageSize } = request.query;
      const mine = !viewer.isAdmin || scope === 'mine';
      const at = now();
      const { rows, total } = await listQuotes(app.db, {
        ...(mine ? { buyerId: viewer.id } : {}),
        ...(status ? { status } : {}),
        today: at.toISOString().slice(0, 10),
        page,
        pageSize,
      });
      reply.header('x-total-count', String(total));
      return rows.map((row) => toApiQuote(row, at));
    },
  );

  app.get(
    '/quotes/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One quote (its buyer or an admin)',
        params: idParams,
        response: { 200: quoteSchema, ...errors },
        security,
      },
    },
    async (request) =>
      toApiQuote(await quoteVisibleTo(app, request.params.id, await app.requireViewer(request)), now()),
  );

  app.post(
    '/quotes/:id/answer',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Answer a requested quote with a unit price, lead time and valid-until date; the buyer is mailed (admin)',
        params: idParams,
        body: quoteAnswerSchema,
        response: { 200: quoteSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const admin = await app.requireAdmin(request);
      const quote = await quoteVisibleTo(app, request.params.id, admin);
      const answered = toApiQuote(await answerQuote(app, quote, request.body), now());
      return answered;
    },
  );

  app.post(
    '/quotes/:id/decline',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Decline a requested or quoted quote, with an optional note the buyer reads; the buyer is mailed (admin)',
        params: idParams,
        body: quoteDeclineSchema.nullish(),
        response: { 200: quoteSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const admin = await app.requireAdmin(request);
      const quote = await quoteVisibleTo(app, request.params.id, admin);
      const declined = toApiQuote(await declineQuote(app, quote, request.body?.note ?? ''), now());
      return declined;
    },
  );

  app.post(
    '/quotes/:id/withdraw',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Withdraw a requested or quoted quote (its buyer)',
        params: idParams,
        response: { 200: quoteSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const quote = await quoteVisibleTo(app, request.params.id, viewer);
      return toApiQuote(await withdrawQuote(app, quote, viewer), now());
    },
  );

  app.post(
    '/quotes/:id/accept',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Accept a quoted quote before it expires (its buyer): answers the new purchase order at the quoted price, to be paid like any other. Accepting it again answers the same order.',
        params: idParams,
        body: quoteAcceptSchema,
        response: { 200: purchaseOrderSchema, 201: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const quote = await quoteVisibleTo(app, request.params.id, viewer);
      const { detail, created } = await acceptQuote(app, quote, viewer, request.body);
      return reply.code(created ? 201 : 200).send(toApiPurchaseOrder(detail, await orderAccessOf(app.db, viewer)));
    },
  );
};
