import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { markPaidSchema, orderInputSchema, orderSchema } from '#shared/orders/order.schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { errorSchema } from '../../http/schemas.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { confirmOrderPayment } from './confirm-payment.ts';
import { toApiOrder } from './order.mapper.ts';
import { cancelOrder, findOrder, listAllOrders, listOrdersOf, markShipped } from './orders.repository.ts';
import { placeOrder } from './place-order.ts';
import { parseNumericId } from '../../http/ids.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });

/** Orders (SPEC.md §7) with PRODUCT.md §3–4's rules: the server decides price, stock and payment. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderFor = async (id: string, viewer: Viewer) => {
    const row = await findOrder(app.db, id);
    if (!row) throw notFound(messages.orders.notFound);
    if (row.buyer_id !== viewer.id && !viewer.isAdmin) throw forbidden();
    return row;
  };

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order; the price is the stored one, the quantity comes out of stock',
        body: orderInputSchema,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(255).optional() }),
        response: { 200: orderSchema, 201: orderSchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const viewer = await app.requireViewer(request);
      const productId = parseNumericId(request.body.productId);
      if (productId === undefined) throw notFound(messages.errors.productNotFound);
      const { row, created } = await placeOrder(app.db, {
        buyer: viewer,
        productId,
        quantity: request.body.productQuantity,
        address: request.body.buyerAddress,
        phone: request.body.phone,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (created) app.catalogCache.invalidate();
      return reply.code(created ? 201 : 200).send(toApiOrder(row));
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "A buyer's orders, newest first (that buyer or an admin)",
        querystring: z.object({ buyerEmail: z.string().max(254).optional() }),
        response: { 200: z.array(orderSchema), ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const email = request.query.buyerEmail?.trim().toLowerCase() || viewer.email;
      if (email !== viewer.email && !viewer.isAdmin) throw forbidden();
      return (await listOrdersOf(app.db, email)).map(toApiOrder);
    },
  );

  app.get(
    '/order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Every order (admin)',
        response: { 200: z.array(orderSchema), ...errors },
        security,
      },
    },
    async (request) => {
      await app.requireAdmin(request);
      return (await listAllOrders(app.db)).map(toApiOrder);
    },
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order (its buyer or an admin)',
        params: idParams,
        response: { 200: orderSchema, ...errors },
        security,
      },
    },
    async (request) => toApiOrder(await orderFor(request.params.id, await app.requireViewer(request))),
  );

  app.patch(
    '/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Mark paid, once the payment provider confirms this payment of exactly this order',
        params: idParams,
        body: markPaidSchema,
        response: { 200: orderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      const row = await findOrder(app.db, request.params.id);
      if (!row) throw notFound(messages.orders.notFound);
      if (row.buyer_id !== viewer.id) throw forbidden();
      return toApiOrder(await confirmOrderPayment(app, row, request.body.transactionId));
    },
  );

  app.post(
    '/order/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel an unpaid order (its buyer or an admin); the quantity goes back in stock',
        params: idParams,
        response: { 200: orderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const row = await orderFor(request.params.id, await app.requireViewer(request));
      if (!(await cancelOrder(app.db, row.id))) throw conflict(messages.orders.onlyUnpaidCancel);
      app.catalogCache.invalidate();
      return toApiOrder((await findOrder(app.db, row.id))!);
    },
  );

  app.post(
    '/order/:id/ship',
    {
      schema: {
        tags: ['orders'],
        summary: 'Mark a paid order shipped (admin)',
        params: idParams,
        response: { 200: orderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      await app.requireAdmin(request);
      const row = await findOrder(app.db, request.params.id);
      if (!row) throw notFound(messages.orders.notFound);
      if (!(await markShipped(app.db, row.id))) throw conflict(messages.orders.onlyPaidShip);
      return toApiOrder((await findOrder(app.db, row.id))!);
    },
  );
};
