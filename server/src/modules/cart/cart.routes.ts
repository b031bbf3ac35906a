import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartCutAnswerSchema,
  cartCutInputSchema,
  cartLineInputSchema,
  cartMergeSchema,
  cartSchema,
  quickOrderAnswerSchema,
  quickOrderInputSchema,
  reorderAnswerSchema,
} from '#shared/cart/cart.schema.ts';
import { messages } from '#shared/messages.ts';
import { unitTexts } from '#shared/messages/units.ts';
import { notFound } from '../../http-errors.ts';
import { parseNumericId } from '../../http/ids.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { findProduct, holdRemnant, releaseRemnant, remnantHoldMinutes } from '../catalog/index.ts';
import { clearCart, deleteCartCut, deleteCartLine } from './cart.repository.ts';
import { buyerPricing } from './buyer-pricing.ts';
import { addCartCut, cartOf, mergeIntoCart, setCartLine } from './cart.service.ts';
import { quickOrder } from './quick-order.ts';
import { reorder } from './reorder.ts';

const errors = errorAnswers(400, 401, 404, 413);
const security = bearerSecurity;
const tags = ['cart'];
const lineParams = z.object({ productId: z.string().max(64) });

/** A pasted order or CSV file of up to 500 rows: larger than the app's form-sized bodies (app.ts requestLimits). */
export const quickOrderBodyBytes = 1024 * 1024;

/** The signed-in buyer's cart (docs/product/ordering.md#cart); a visitor's lives in the browser. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerId = async (request: FastifyRequest) => (await app.requireViewer(request)).id;

  app.get(
    '/cart',
    {
      config: { auth: 'user' },
      schema: { tags, summary: "The buyer's cart, priced today", response: { 200: cartSchema, ...errors }, security },
    },
    async (request) => cartOf(app.db, await buyerId(request)),
  );

  app.put(
    '/cart/lines/:productId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Set a line's quantity, accepting today's unit price for it",
        params: lineParams,
        body: cartLineInputSchema,
        response: { 200: cartSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const userId = await buyerId(request);
      const id = parseNumericId(request.params.productId);
      const product = id === undefined ? undefined : await findProduct(app.db, id);
      if (!product) throw notFound(messages.errors.productNotFound);
      const { quantity, certificateRequired, heatNumber } = request.body;
      // Read once: it prices the line stored and the cart answered (buyer-pricing.ts).
      const pricing = await buyerPricing(app.db, userId);
      await setCartLine(app.db, userId, pricing, product, quantity, certificateRequired, heatNumber);
      return cartOf(app.db, userId, pricing);
    },
  );

  app.delete(
    '/cart/lines/:productId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Remove a line, named by its product's id or by the line's own id (a deleted product's line)",
        params: lineParams,
        response: { 200: cartSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const userId = await buyerId(request);
      const productId = parseNumericId(request.params.productId);
      const removed = await deleteCartLine(
        app.db,
        userId,
        productId === undefined ? { lineId: request.params.productId } : { productId },
      );
      if (!removed) throw notFound(messages.cart.lineNotFound);
      return cartOf(app.db, userId);
    },
  );

  app.post(
    '/cart/cuts',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Add a cut line: N pieces of L mm of a product cut to length (PRODUCT.md §15)',
        body: cartCutInputSchema,
        response: { 201: cartCutAnswerSchema, ...errors },
        security,
      },
    },
    async (request, reply) => {
      const userId = await buyerId(request);
      const id = parseNumericId(request.body.productId);
      const product = id === undefined ? undefined : await findProduct(app.db, id);
      if (!product) throw notFound(messages.errors.productNotFound);
      const { pieces, lengthMm, certificateRequired, heatNumber } = request.body;
      const pricing = await buyerPricing(app.db, userId);
      const cutId = await addCartCut(
        app.db,
        userId,
        pricing,
        product,
        pieces,
        lengthMm,
        certificateRequired,
        heatNumber,
      );
      const cart = await cartOf(app.db, userId, pricing);
      const line = cart.lines.find((candidate) => candidate.cutId === cutId)!;
      return reply.code(201).send({ ...cart, cutId, cut: line.cut! });
    },
  );

  app.delete(
    '/cart/cuts/:cutId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Remove a cut line',
        params: z.object({ cutId: z.string().max(64) }),
        response: { 200: cartSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const userId = await buyerId(request);
      if (!(await deleteCartCut(app.db, userId, request.params.cutId))) throw notFound(unitTexts.cutNotFound);
      return cartOf(app.db, userId);
    },
  );

  app.delete(
    '/cart',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Empty the cart', response: { 200: cartSchema, ...errors }, security },
    },
    async (request) => {
      const userId = await buyerId(request);
      await clearCart(app.db, userId);
      return cartOf(app.db, userId);
    },
  );

  // PRODUCT.md §20: a remnant is held in one buyer's cart at a time, sold whole at checkout.
  const remnantParams = z.object({ remnantId: z.string().max(64) });
  app.post(
    '/cart/remnants/:remnantId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: `Put a remnant in the cart, held for ${remnantHoldMinutes} minutes: sold whole and once (409 when another buyer holds it or it is sold)`,
        params: remnantParams,
        response: { 200: cartSchema, ...errorAnswers(401, 404, 409) },
        security,
      },
    },
    async (request) => {
      const userId = await buyerId(request);
      await holdRemnant(app.db, request.params.remnantId, userId, app.config.now());
      return cartOf(app.db, userId);
    },
  );

  app.delete(
    '/cart/remnants/:remnantId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Take a remnant out of the cart: on sale to anyone again',
        params: remnantParams,
        response: { 200: cartSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const userId = await buyerId(request);
      await releaseRemnant(app.db, request.params.remnantId, userId);
      return cartOf(app.db, userId);
    },
  );

  app.post(
    '/cart/merge',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Add a visitor's browser cart at sign-in; a sum breaking a rule is kept at the largest valid quantity",
        body: cartMergeSchema,
        response: { 200: cartSchema, ...errors },
        security,
      },
    },
    async (request) => {
      const userId = await buyerId(request);
      const pricing = await buyerPricing(app.db, userId);
      await mergeIntoCart(app.db, userId, pricing, request.body.lines);
      return cartOf(app.db, userId, pricing);
    },
  );

  app.post(
    '/cart/quick-order',
    {
      config: { auth: 'user' },
      bodyLimit: quickOrderBodyBytes,
      schema: {
        tags,
        summary: 'Add pasted SKU and quantity lines or a CSV file (sku,quantity) to the cart; every row is checked',
        body: quickOrderInputSchema,
        response: { 200: quickOrderAnswerSchema, ...errors },
        security,
      },
    },
    async (request) => quickOrder(app.db, await buyerId(request), request.body.text),
  );

  app.post(
    '/cart/reorder/:purchaseOrderId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Order again: put one of the buyer's purchase orders' lines in the cart at today's prices",
        params: z.object({ purchaseOrderId: z.string().max(64) }),
        response: { 200: reorderAnswerSchema, ...errors },
        security,
      },
    },
    async (request) => reorder(app.db, await buyerId(request), request.params.purchaseOrderId),
  );
};
