import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { listCursor } from '#shared/messages/list-cursor.ts';
import { documents } from '#shared/messages/documents.ts';
import {
  checkoutInputSchema,
  confirmPurchaseOrderPaymentSchema,
  nextCursorHeader,
  purchaseOrderQuerySchema,
  purchaseOrderSchema,
  shipInputSchema,
} from '#shared/orders/purchase-order.schema.ts';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { canPayPurchaseOrder, canSeePurchaseOrder, orderAccessOf, visiblePurchaseOrders } from '../companies/index.ts';
import { checkoutQuoteInputSchema, checkoutQuoteSchema } from '#shared/orders/checkout-quote.schema.ts';
import { setFreightInputSchema } from '#shared/orders/costs/order-costs.schema.ts';
import { checkout, quoteCheckout } from './checkout.ts';
import { setFreight } from './set-freight.ts';
import { documentDownloadBudget } from '../built-documents/index.ts';
import { invoiceTask } from './invoice-input.ts';
import { assertAllowed } from './order-actions.ts';
import { toApiPurchaseOrder } from './purchase-order.mapper.ts';
import { advancePurchaseOrder, cancelPurchaseOrderAs, type FulfilmentStep } from './purchase-order-life.ts';
import { confirmPurchaseOrderPayment } from './purchase-order-payment.ts';
import { shipPurchaseOrder } from './ship-lines.ts';
import {
  decodeCursor,
  encodeCursor,
  findPurchaseOrderDetail,
  listPurchaseOrders,
  withDetails,
} from './purchase-orders.repository.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 502);
const security = bearerSecurity;
const idParams = z.object({ id: z.string().max(64) });
const tags = ['purchase orders'];

/** Purchase orders (docs/product/ordering.md): checkout, the buyer's and the store's lists, the life. */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The purchase order if the viewer may see it (its buyer, an admin of its company, a store
   * admin: `canSeePurchaseOrder`) with what they may do with it; 404 for anyone else's.
   */
  const visibleTo = async (id: string, viewer: Viewer) => {
    const [detail, access] = await Promise.all([findPurchaseOrderDetail(app.db, id), orderAccessOf(app.db, viewer)]);
    // Another buyer's order is answered as missing: its id tells them nothing.
    if (!detail || !canSeePurchaseOrder(access, detail.head)) throw notFound(messages.purchaseOrders.notFound);
    return Object.assign(detail, { access });
  };

  app.post(
    '/purchase-orders',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Turn the caller's cart into one purchase order: all lines' stock or none",
        body: checkoutInputSchema,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(255).optional() }),
        response: { 200: purchaseOrderSchema, 201: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const { detail, created } = await checkout(app, viewer, request.body, request.headers['idempotency-key']);
      return reply.code(created ? 201 : 200).send(toApiPurchaseOrder(detail, await orderAccessOf(app.db, viewer)));
    },
  );

  app.post(
    '/checkout/quote',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "What the caller's cart would cost shipped to `shipTo` on those terms: goods, freight (or pending, with why), tax lines, total (PRODUCT.md §16), by the function checkout freezes on the order. Takes no stock.",
        body: checkoutQuoteInputSchema,
        response: { 200: checkoutQuoteSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      return quoteCheckout(app, viewer.id, request.body);
    },
  );

  app.get(
    '/purchase-orders',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Purchase orders, newest first: a buyer's own; a company admin's every order of their company and a store admin's all (scope=mine for their own), filtered by status, by the days placed (from, to: YYYY-MM-DD, both included) and a search of number, buyer and PO number (and, in a buyer's or company's list, a line's product name or SKU). X-Total-Count says how many match; X-Next-Cursor, when more follow, is the `after` of the next page (keyset paging: the same cost on any page).",
        querystring: purchaseOrderQuerySchema,
        response: { 200: z.array(purchaseOrderSchema), ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const { status, q, from, to, scope, page, pageSize } = request.query;
      const after = request.query.after === undefined ? undefined : decodeCursor(request.query.after);
      if (request.query.after !== undefined && after === undefined) throw badRequest(listCursor.badCursor);
      const access = await orderAccessOf(app.db, viewer);
      const visible = visiblePurchaseOrders(access, scope);
      const { rows, total, nextCursor } = await listPurchaseOrders(app.db, {
        ...(visible ? { visible } : {}),
        ...(status ? { status } : {}),
        ...(q ? { q } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...(after ? { after } : {}),
        page,
        pageSize,
      });
      reply.header('x-total-count', String(total));
      if (nextCursor) reply.header(nextCursorHeader, encodeCursor(nextCursor));
      return (await withDetails(app.db, rows)).map((detail) => toApiPurchaseOrder(detail, access));
    },
  );

  app.get(
    '/purchase-orders/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'One purchase order with its lines and timeline (its buyer, an admin of its company, or a store admin)',
        params: idParams,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const detail = await visibleTo(request.params.id, await app.requireViewer(request));
      return toApiPurchaseOrder(detail, detail.access);
    },
  );

  app.post(
    '/purchase-orders/:id/pay',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Mark the unpaid lines paid once the provider confirms this payment of exactly their total',
        params: idParams,
        body: confirmPurchaseOrderPaymentSchema,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const detail = await visibleTo(request.params.id, viewer);
      if (!canPayPurchaseOrder(detail.access, detail.head)) throw forbidden();
      const paid = await confirmPurchaseOrderPayment(app, detail, request.body.transactionId);
      return toApiPurchaseOrder(paid, detail.access);
    },
  );

  app.post(
    '/purchase-orders/:id/cancel',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Cancel a purchase order; every line goes back to stock. Unpaid: its buyer or an admin. Paid or in production: an admin, with a refund',
        params: idParams,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const detail = await visibleTo(request.params.id, viewer);
      assertAllowed('cancel', detail.access, detail);
      return toApiPurchaseOrder(await cancelPurchaseOrderAs(app, detail, viewer), detail.access);
    },
  );

  app.post(
    '/purchase-orders/:id/freight',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Set the freight of an order whose freight is pending (store admins, PRODUCT.md §16): taxed at the order's freight rate, added to its total; the buyer is mailed, an order on account invoiced. 409 when no freight is pending.",
        params: idParams,
        body: setFreightInputSchema,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const detail = await visibleTo(request.params.id, viewer);
      assertAllowed('setFreight', detail.access, detail);
      return toApiPurchaseOrder(await setFreight(app, detail, viewer, request.body), detail.access);
    },
  );

  /** A fulfilment step's route: the step's rule (order-actions.ts) first, then the conditional move. */
  const advance = async (id: string, action: 'production' | 'deliver', viewer: Viewer, to: FulfilmentStep) => {
    const detail = await visibleTo(id, viewer);
    assertAllowed(action, detail.access, detail);
    const moved = await advancePurchaseOrder(app, id, to, viewer);
    if (!moved) throw notFound(messages.purchaseOrders.notFound);
    return toApiPurchaseOrder(moved, detail.access);
  };

  const step = (path: 'production' | 'deliver', to: FulfilmentStep, summary: string) =>
    app.post(
      `/purchase-orders/:id/${path}`,
      {
        config: { auth: 'admin' },
        schema: { tags, summary, params: idParams, response: { 200: purchaseOrderSchema, ...errors }, security },
      },
      async (request) => advance(request.params.id, path, await app.requireAdmin(request), to),
    );
  step('production', 'in_production', 'Mark a paid purchase order in production (admin)');
  step('deliver', 'delivered', 'Mark a shipped purchase order delivered (admin)');

  app.post(
    '/purchase-orders/:id/ship',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          "Ship a paid (or on-account) purchase order, all that remains or some lines (`lines: [{lineId, quantity}]`, quantities in each line's unit; a cut line in whole pieces), as one numbered shipment with its carrier and tracking number; the buyer is mailed for each (admin)",
        params: idParams,
        body: shipInputSchema,
        response: { 200: purchaseOrderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireAdmin(request);
      const detail = await visibleTo(request.params.id, viewer);
      assertAllowed('ship', detail.access, detail);
      const shipped = await shipPurchaseOrder(app, request.params.id, request.body, viewer);
      if (!shipped) throw notFound(messages.purchaseOrders.notFound);
      return toApiPurchaseOrder(shipped, detail.access);
    },
  );

  app.get(
    '/purchase-orders/:id/invoice.pdf',
    {
      config: { auth: 'user', rateLimit: documentDownloadBudget(app) },
      // A PDF is compressed already; sent as kept, its Content-Length and ETag stay exact.
      compress: false,
      schema: {
        tags,
        summary:
          'The invoice of a paid purchase order as a PDF (its buyer, an admin of its company, or a store admin). Built once per version of the order and kept: ETag, If-None-Match answers 304; at most DOCUMENT_BUILD_RATE_LIMIT (30) builds and DOCUMENT_DOWNLOAD_RATE_LIMIT (120) downloads a minute per account, then 429',
        params: idParams,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('The invoice, application/pdf'),
          304: z.undefined().describe('Not modified: If-None-Match holds the ETag'),
          ...errorAnswers(400, 401, 403, 404, 409, 429),
        },
        security,
      },
    },
    async (request, reply) => {
      const detail = await visibleTo(request.params.id, await app.requireViewer(request));
      assertAllowed('invoice', detail.access, detail);
      // The document is the same for every caller: no caller's actions in it.
      const order = toApiPurchaseOrder(detail, null);
      // Built on a worker thread once per version of the order, then kept (ADR 025, PRODUCT.md §21).
      return app.builtDocuments.send(request, reply, {
        purchaseOrderId: order._id,
        task: await invoiceTask(app, order),
        disposition: `inline; filename="${documents.invoice.fileName(order.number)}"`,
      });
    },
  );
};
