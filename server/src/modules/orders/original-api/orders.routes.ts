import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { markPaidSchema, orderInputSchema, orderSchema } from '#shared/orders/order.schema.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { validation } from '#shared/messages/validation.ts';
import { badRequest, forbidden, notFound } from '../../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../../http/schemas.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { findUserByEmail } from '../../accounts/index.ts';
import { cancelLineAs } from '../cancel-line.ts';
import { confirmLinePayment } from '../line-payment.ts';
import type { OrderRow } from '../orders.table.ts';
import { shipLine } from '../ship-line.ts';
import { toApiOrder } from './order.mapper.ts';
import { findOrder, listAllOrders, listOrdersOfBuyer } from './orders.repository.ts';
import { placeOrder } from './place-order.ts';
import { parseNumericId } from '../../../http/ids.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 502);
const security = bearerSecurity;
const idParams = z.object({ id: z.string().max(64) });

/**
 * The original API's orders (docs/product/api.md#original-api): an adapter over purchase orders,
 * the one order model (docs/product/ordering.md). Each order is a line of a purchase order; each
 * call here is a purchase-order command (place, pay a line, cancel a line, ship a line) and its
 * answer the line mapped back to the SPEC's order. Nothing here writes a row itself.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderFor = async (id: string, viewer: Viewer) => {
    const row = await findOrder(app.db, id);
    if (!row) throw notFound(messages.orders.notFound);
    if (row.buyer_id !== viewer.id && !viewer.isAdmin) throw forbidden();
    return row;
  };

  /** A changed order as the API answers it, with its purchase order's number. */
  const answer = async (row: OrderRow) => toApiOrder((await findOrder(app.db, row.id)) ?? row);

  app.post(
    '/orders',
    {
      config: { auth: 'user' },
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
      const { productQuantity, pieces, lengthMm } = request.body;
      // PRODUCT.md §15: a cut line sends pieces and lengthMm in place of productQuantity.
      const isCut = pieces !== undefined || lengthMm !== undefined;
      if (isCut && (pieces === undefined || lengthMm === undefined)) throw badRequest(unitTexts.cutNeedsBoth);
      if (isCut && productQuantity !== undefined) throw badRequest(unitTexts.cutOrQuantity);
      if (!isCut && productQuantity === undefined) throw badRequest(validation.required(validation.quantity));
      const { row, created } = await placeOrder(app, {
        buyer: viewer,
        productId,
        ...(isCut ? { cut: { pieces: pieces!, lengthMm: lengthMm! } } : { quantity: productQuantity }),
        shipTo: request.body.shipTo
          ? { ...request.body.shipTo, phone: request.body.phone }
          : { address: request.body.buyerAddress, phone: request.body.phone },
        idempotencyKey: request.headers['idempotency-key'],
        // The checkout's fields, by its rules (issue 27): the Purchase page is a one-line checkout.
        poNumber: request.body.poNumber,
        requestedDate: request.body.requestedDate,
        notes: request.body.notes,
        paymentMethod: request.body.paymentMethod,
        saveShipTo: request.body.saveShipTo,
        endUse: request.body.endUse,
      });
      return reply.code(created ? 201 : 200).send(await answer(row));
    },
  );

  app.get(
    '/orders',
    {
      config: { auth: 'user' },
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
      if (email === viewer.email) return (await listOrdersOfBuyer(app.db, viewer.id)).map(toApiOrder);
      if (!viewer.isAdmin) throw forbidden();
      // The orders of the account that holds this email now; a removed account's orders are
      // not handed to whoever registers its email later (they stay in GET /order).
      const buyer = await findUserByEmail(app.db, email);
      return buyer ? (await listOrdersOfBuyer(app.db, buyer.id)).map(toApiOrder) : [];
    },
  );

  app.get(
    '/order',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Every order (admin)',
        response: { 200: z.array(orderSchema), ...errors },
        security,
      },
    },
    async () => (await listAllOrders(app.db)).map(toApiOrder),
  );

  app.get(
    '/order/:id',
    {
      config: { auth: 'user' },
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
      config: { auth: 'user' },
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
      return answer(await confirmLinePayment(app, row, request.body.transactionId));
    },
  );

  app.post(
    '/order/:id/cancel',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Cancel an order; the quantity goes back in stock. Unpaid: its buyer or an admin. Paid: an admin, with a refund',
        params: idParams,
        response: { 200: orderSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const viewer = await app.requireViewer(request);
      return answer(await cancelLineAs(app, await orderFor(request.params.id, viewer), viewer));
    },
  );

  app.post(
    '/order/:id/ship',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Mark a paid order shipped (admin)',
        params: idParams,
        response: { 200: orderSchema, ...errors },
        security,
      },
    },
    async (request) => answer(await shipLine(app, request.params.id, await app.requireViewer(request))),
  );
};
