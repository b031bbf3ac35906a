import fc from 'fast-check';
import { productSorts } from '#shared/catalog/product-query.ts';
import { forms, metals } from '#shared/catalog/taxonomy.ts';
import { certificateTypes } from '#shared/quotes/quote.schema.ts';
import { testPassword } from '../../testing/accounts.ts';
import { pool } from './hostile-values.ts';
import { MISSING, optional, type RouteSpec } from './request-plan.ts';

const text = (...samples: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...samples) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0),
    },
  );
const picture = fc.constantFrom('/images/products/titanium-bar.svg', 'https://cdn.example.com/a.png', '/x');
const cents = fc.integer({ min: 1, max: 100_000_000 }).map((value) => value / 100);
const product = pool('product');
const order = pool('order');
const purchaseOrder = pool('purchaseOrder');

// Edge values stay, but most values are ordinary: a minimum above a product's maximum or a price
// below one of its breaks is refused (docs/product/catalog.md), and the demo catalog has both, so
// evenly weighted edges would leave too few accepted edits to check the store against.
const productFields = {
  total: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.constantFrom(0, 10_000_000)),
  minimum: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }) },
    { weight: 1, arbitrary: fc.constant(10_000_000) },
  ),
  price: fc.oneof({ weight: 4, arbitrary: cents }, { weight: 1, arbitrary: fc.constantFrom(1_000_000, 0.01, 19.99) }),
};

/**
 * Every route of the API that takes input (the route files under server/src/modules and the
 * identity endpoints), with valid values for each input. Pool references are ids and emails the
 * store holds when the request is sent, so that valid requests also reach the handlers.
 */
export const fuzzedRoutes: RouteSpec[] = [
  {
    name: 'GET /products/',
    method: 'GET',
    path: '/products/',
    access: 'public',
    weight: 5,
    query: {
      limit: optional(fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom('1', '100', '101', '0'))),
      offset: optional(fc.oneof(fc.integer({ min: 0, max: 80 }), fc.constant(1_000_000_000))),
      q: optional(fc.constantFrom('titanium', 'ASTM', '%', '_', '\\', 'grade 5', '')),
      metal: optional(fc.constantFrom(...metals)),
      form: optional(fc.constantFrom(...forms)),
      grade: optional(fc.constantFrom('Grade 2', 'Unobtainium', 'grade 5', '')),
      standard: optional(fc.constantFrom('ASTM B338', 'ASTM F2063', 'ISO 0')),
      inStock: optional(fc.constantFrom('true', 'false', 'yes')),
      sizeMin: optional(fc.oneof(fc.double({ min: 0, max: 200, noNaN: true }), fc.constantFrom(-1, 1e9, 'abc'))),
      sizeMax: optional(fc.oneof(fc.double({ min: 0, max: 200, noNaN: true }), fc.constantFrom(0, 'Infinity'))),
      sort: optional(fc.constantFrom(...productSorts, 'cheapest', '')),
    },
  },
  {
    name: 'GET /products/facets',
    method: 'GET',
    path: '/products/facets',
    access: 'public',
    weight: 1,
  },
  {
    name: 'GET /products/:id',
    method: 'GET',
    path: '/products/:id',
    access: 'public',
    weight: 3,
    params: { id: product },
  },
  {
    name: 'POST /products',
    method: 'POST',
    path: '/products',
    access: 'admin',
    weight: 6,
    body: {
      name: fc.oneof(text('Fuzz Ti Bar', 'Grade 5 Ti-6Al-4V bar'), fc.constant('N'.repeat(160))),
      picture,
      about: text('ASTM B348', 'Niobium C-103 sheet'),
      origin: text('USA', 'Germany', '日本'),
      ...productFields,
      metal: optional(fc.constantFrom(...metals, null)),
      form: optional(fc.constantFrom(...forms, null)),
    },
  },
  {
    name: 'PUT /products/:id',
    method: 'PUT',
    path: '/products/:id',
    access: 'admin',
    weight: 7,
    params: { id: product },
    body: {
      ...productFields,
      name: optional(fc.string({ maxLength: 20 })),
      about: optional(fc.string({ maxLength: 20 })),
    },
  },
  {
    name: 'PATCH /products/:id',
    method: 'PATCH',
    path: '/products/:id',
    access: 'admin',
    weight: 8,
    params: { id: product },
    body: {
      total: optional(productFields.total),
      minimum: optional(fc.integer({ min: 1, max: 5 })),
      price: optional(productFields.price),
      name: optional(text('Fuzz Ti Bar, edited')),
      sku: optional(fc.integer({ min: 1, max: 6 }).map((n) => `FZ-${n}`)),
      grade: optional(fc.constantFrom('Grade 2', 'Ti-6Al-4V ELI', null, '')),
      standard: optional(text('ASTM B338', 'AMS 4928')),
      dimensions: optional(fc.constantFrom({ od: 25.4, wall: 1.2 }, { diameter: 6 }, {}, { od: -1 })),
      leadTimeDays: optional(fc.constantFrom(0, 14, 365, 366, null)),
      metal: optional(fc.constantFrom(...metals, null)),
    },
  },
  {
    name: 'DELETE /products/:id',
    method: 'DELETE',
    path: '/products/:id',
    access: 'admin',
    weight: 2,
    params: { id: fc.oneof({ weight: 1, arbitrary: product }, { weight: 2, arbitrary: pool('deletedProduct') }) },
  },
  {
    name: 'POST /orders',
    method: 'POST',
    path: '/orders',
    access: 'signed-in',
    weight: 14,
    body: {
      productId: fc.oneof({ weight: 6, arbitrary: product }, { weight: 1, arbitrary: pool('deletedProduct') }),
      productQuantity: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }) },
        { weight: 1, arbitrary: fc.constantFrom(10_000_000, 500) },
      ),
      buyerAddress: text('Dock 1, Pittsburgh', '東京都港区1-1'),
      phone: fc.constantFrom('+1 412 555 0100', '(412) 555-0100 ', '12345678901'),
      productName: optional(fc.constantFrom('Free gold', '')),
      productPrice: optional(fc.constantFrom(0.01, -5, 'free', null)),
      buyerEmail: optional(fc.constantFrom('admin@example.com', 'someone@else.example')),
      buyerName: optional(fc.constantFrom('Mallory')),
    },
    headers: {
      'idempotency-key': fc.oneof(
        { weight: 3, arbitrary: fc.constant(MISSING) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: pool('idempotencyKey') },
      ),
    },
  },
  {
    name: 'GET /orders',
    method: 'GET',
    path: '/orders',
    access: 'signed-in',
    weight: 3,
    query: { buyerEmail: optional(pool('knownEmail')) },
  },
  { name: 'GET /order', method: 'GET', path: '/order', access: 'admin', weight: 2 },
  { name: 'GET /order/:id', method: 'GET', path: '/order/:id', access: 'signed-in', weight: 3, params: { id: order } },
  {
    name: 'PATCH /order/:id',
    method: 'PATCH',
    path: '/order/:id',
    access: 'signed-in',
    weight: 5,
    params: { id: fc.oneof(order, pool('lastPaymentOrder')) },
    body: {
      transactionId: fc.oneof(
        { weight: 2, arbitrary: pool('paymentId') },
        { weight: 2, arbitrary: pool('lastPayment') },
        { weight: 1, arbitrary: fc.constant('pi_none') },
      ),
      order: optional(fc.constant({ price: 0.01 })),
    },
  },
  {
    name: 'POST /order/:id/cancel',
    method: 'POST',
    path: '/order/:id/cancel',
    access: 'signed-in',
    // About 1 in 12 tries finds an order its caller may cancel: weighted so that a run of 1,600
    // requests all but surely gets some through (the test asserts it does).
    weight: 8,
    // Paid orders too: an admin cancels them with a refund, a buyer may not (docs/product/rules.md#security).
    params: { id: fc.oneof(order, pool('paidOrder')) },
  },
  {
    name: 'POST /order/:id/ship',
    method: 'POST',
    path: '/order/:id/ship',
    access: 'admin',
    weight: 3,
    params: { id: fc.oneof(order, pool('paidOrder')) },
  },
  {
    name: 'POST /create-payment-intent',
    method: 'POST',
    path: '/create-payment-intent',
    access: 'signed-in',
    weight: 5,
    body: { orderId: order, productPrice: optional(fc.constantFrom(0.01, 0)) },
  },
  {
    name: 'POST /create-payment-intent (purchase order)',
    method: 'POST',
    path: '/create-payment-intent',
    access: 'signed-in',
    weight: 4,
    body: { purchaseOrderId: purchaseOrder },
  },
  {
    name: 'GET /purchase-orders',
    method: 'GET',
    path: '/purchase-orders',
    access: 'signed-in',
    weight: 3,
    query: {
      status: optional(fc.constantFrom('unpaid', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'lost')),
      q: optional(fc.constantFrom('RM-000001', '1', 'example.com', '%', '_', '\\', '')),
      scope: optional(fc.constantFrom('mine', 'all', 'theirs')),
      page: optional(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom(0, 1_000_000, '2'))),
      pageSize: optional(fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom(0, 101))),
    },
  },
  ...(['', '/invoice.pdf'] as const).map((suffix): RouteSpec => ({
    name: `GET /purchase-orders/:id${suffix}`,
    method: 'GET',
    path: `/purchase-orders/:id${suffix}`,
    access: 'signed-in',
    weight: 2,
    params: { id: purchaseOrder },
  })),
  {
    name: 'POST /purchase-orders/:id/pay',
    method: 'POST',
    path: '/purchase-orders/:id/pay',
    access: 'signed-in',
    weight: 5,
    params: { id: fc.oneof(purchaseOrder, pool('lastPaymentOrder')) },
    body: {
      transactionId: fc.oneof(
        { weight: 2, arbitrary: pool('paymentId') },
        { weight: 2, arbitrary: pool('lastPayment') },
        { weight: 1, arbitrary: fc.constant('pi_none') },
      ),
    },
  },
  {
    name: 'POST /purchase-orders/:id/cancel',
    method: 'POST',
    path: '/purchase-orders/:id/cancel',
    access: 'signed-in',
    weight: 3,
    params: { id: purchaseOrder },
  },
  ...(['production', 'deliver'] as const).map((step): RouteSpec => ({
    name: `POST /purchase-orders/:id/${step}`,
    method: 'POST',
    path: `/purchase-orders/:id/${step}`,
    access: 'admin',
    weight: 3,
    params: { id: purchaseOrder },
  })),
  {
    name: 'POST /purchase-orders/:id/ship',
    method: 'POST',
    path: '/purchase-orders/:id/ship',
    access: 'admin',
    weight: 3,
    params: { id: purchaseOrder },
    body: {
      carrier: text('DHL Express', 'UPS'),
      trackingNumber: text('JD014600003828', '1Z999AA10123456784'),
    },
  },
  // Certificates come as a multipart form with a PDF; the fuzz sends JSON or a stray multipart
  // type, so it is never accepted: what it checks is that no such body is a 5xx.
  {
    name: 'POST /purchase-orders/:id/lines/:lineId/certificate',
    method: 'POST',
    path: '/purchase-orders/:id/lines/:lineId/certificate',
    access: 'admin',
    weight: 2,
    params: { id: purchaseOrder, lineId: order },
    body: { type: fc.constantFrom(...certificateTypes, 'EN 10204 9.9'), heatNumber: text('H-1234', 'HT-55821-B') },
  },
  {
    name: 'GET /documents/:id',
    method: 'GET',
    path: '/documents/:id',
    access: 'signed-in',
    weight: 1,
    params: { id: fc.oneof(fc.uuid(), fc.constantFrom('0', 'x'.repeat(64))) },
  },
  // Quotes (docs/product/quotes.md): requests as JSON (a form with a drawing has its own tests),
  // the store's answer with an ordinary or a past valid-until day, and acceptance into a purchase
  // order that the order routes above then pay, ship and cancel like any other.
  {
    name: 'POST /quotes',
    method: 'POST',
    path: '/quotes',
    access: 'signed-in',
    weight: 6,
    body: {
      metal: fc.constantFrom(...metals, 'gold'),
      form: fc.constantFrom(...forms),
      grade: optional(text('Ti-6Al-4V ELI', 'ASTM B338 Gr 2')),
      dimensions: text('OD 25.4 × 1.65 × 1250 mm', 'Ø 0.5 mm wire'),
      quantity: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 1, max: 60 }) },
        { weight: 1, arbitrary: fc.constantFrom(0, -3, 2.5, 1e9) },
      ),
      productId: optional(
        fc.oneof({ weight: 4, arbitrary: product }, { weight: 1, arbitrary: pool('deletedProduct') }),
      ),
      targetDate: optional(fc.constantFrom('2099-03-01', '2001-01-01', '2099-02-30', '')),
      notes: optional(text('Deburred, in 3 m lengths')),
    },
  },
  {
    name: 'GET /quotes',
    method: 'GET',
    path: '/quotes',
    access: 'signed-in',
    weight: 1,
    query: {
      status: optional(fc.constantFrom('requested', 'quoted', 'expired', 'accepted', 'lost')),
      scope: optional(fc.constantFrom('mine', 'all')),
      page: optional(fc.constantFrom(1, 2, 0, 'x')),
    },
  },
  {
    name: 'GET /quotes/:id',
    method: 'GET',
    path: '/quotes/:id',
    access: 'signed-in',
    weight: 1,
    params: { id: pool('quote') },
  },
  {
    name: 'POST /quotes/:id/answer',
    method: 'POST',
    path: '/quotes/:id/answer',
    access: 'admin',
    weight: 7,
    params: { id: pool('requestedQuote') },
    body: {
      unitPrice: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 50_000 }).map((c) => c / 100) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(0, -1, 1.005, 1e7),
        },
      ),
      leadTimeDays: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 0, max: 90 }) },
        { weight: 1, arbitrary: fc.constantFrom(-1, 1000, 1.5) },
      ),
      validUntil: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom('2099-12-31', '2099-06-30') },
        { weight: 1, arbitrary: fc.constantFrom('2020-01-01', '2099-02-30', 'soon') },
      ),
      note: optional(text('Mill run in week 12')),
    },
  },
  {
    name: 'POST /quotes/:id/decline',
    method: 'POST',
    path: '/quotes/:id/decline',
    access: 'admin',
    weight: 1,
    params: { id: pool('quote') },
    body: { note: optional(text('Not this size')) },
  },
  {
    name: 'POST /quotes/:id/withdraw',
    method: 'POST',
    path: '/quotes/:id/withdraw',
    access: 'signed-in',
    weight: 1,
    params: { id: pool('quote') },
  },
  {
    name: 'POST /quotes/:id/accept',
    method: 'POST',
    path: '/quotes/:id/accept',
    access: 'signed-in',
    weight: 4,
    params: { id: fc.oneof({ weight: 3, arbitrary: pool('quotedQuote') }, { weight: 1, arbitrary: pool('quote') }) },
    body: {
      shipTo: fc.record({
        address: text('1 Foundry Road, Pittsburgh PA 15201'),
        phone: fc.constantFrom('+1 412 555 0199', '12'),
      }),
      poNumber: optional(text('PO-4471')),
    },
  },
  {
    name: 'POST /payments/test/confirm',
    method: 'POST',
    path: '/payments/test/confirm',
    access: 'signed-in',
    weight: 5,
    body: {
      clientSecret: pool('clientSecret'),
      cardNumber: fc.constantFrom(
        '4242 4242 4242 4242',
        '4242424242424242',
        '4242-4242-4242-4242',
        '4000000000000002',
        '4000 0000 0000 9995',
        '4000000000000069',
        '4000000000000127',
        '4111111111111111',
      ),
      expiry: fc.constantFrom('12/39', '01 / 30', '06/35', '13/30'),
      cvc: fc.constantFrom('123', '4567'),
      billingName: optional(fc.string({ maxLength: 20 })),
      billingEmail: optional(fc.constant('buyer@example.com')),
    },
  },
  {
    name: 'POST /rating',
    method: 'POST',
    path: '/rating',
    access: 'signed-in',
    weight: 4,
    body: {
      userName: optional(fc.constantFrom('Impostor', '')),
      userImage: fc.constantFrom('/images/avatars/default.svg', 'https://cdn.example.com/me.png'),
      userRatings: fc.integer({ min: 1, max: 5 }),
      userReview: text('Good bars', 'Délivré à temps'),
    },
  },
  {
    name: 'DELETE /rating/:id',
    method: 'DELETE',
    path: '/rating/:id',
    access: 'admin',
    weight: 2,
    params: { id: pool('review') },
  },
  { name: 'GET /rating', method: 'GET', path: '/rating', access: 'public', weight: 1 },
  {
    name: 'PUT /user/:email (token)',
    method: 'PUT',
    path: '/user/:email',
    access: 'signed-in',
    weight: 3,
    params: { email: fc.oneof(pool('ownEmail'), pool('knownEmail')) },
    body: { email: fc.oneof(pool('ownEmail'), pool('knownEmail')) },
  },
  {
    name: 'PUT /user/:email (profile)',
    method: 'PUT',
    path: '/user/:email',
    access: 'signed-in',
    weight: 3,
    params: { email: pool('ownEmail') },
    body: {
      name: optional(text('Acme Buyer')),
      email: optional(pool('ownEmail')),
      picture,
      education: text('Acme Aerospace'),
      location: text('Ohio'),
      phone: fc.constantFrom('+1 412 555 0100', '0049 30 123456'),
    },
  },
  {
    name: 'GET /user/:email',
    method: 'GET',
    path: '/user/:email',
    access: 'signed-in',
    weight: 2,
    params: { email: pool('knownEmail') },
  },
  {
    name: 'DELETE /user/:email',
    method: 'DELETE',
    path: '/user/:email',
    access: 'admin',
    weight: 2,
    params: { email: fc.oneof(pool('victimEmail'), pool('ownEmail')) },
  },
  {
    name: 'PUT /user/admin/:email',
    method: 'PUT',
    path: '/user/admin/:email',
    access: 'admin',
    weight: 2,
    params: { email: pool('victimEmail') },
  },
  {
    name: 'GET /admin/:email',
    method: 'GET',
    path: '/admin/:email',
    access: 'signed-in',
    weight: 2,
    params: { email: pool('knownEmail') },
  },
  { name: 'GET /allUsers', method: 'GET', path: '/allUsers', access: 'admin', weight: 1 },
  {
    name: 'POST /webhooks/stripe',
    method: 'POST',
    path: '/webhooks/stripe',
    access: 'public',
    weight: 1,
    body: { id: fc.constant('evt_1'), type: fc.constant('payment_intent.succeeded') },
    headers: { 'stripe-signature': optional(fc.constantFrom('t=1,v1=abc', '')) },
  },
  {
    name: 'POST /api/auth/sign-up/email',
    method: 'POST',
    path: '/api/auth/sign-up/email',
    access: 'public',
    weight: 2,
    body: {
      name: text('New Buyer', 'Zoë Ångström'),
      email: fc.oneof({ weight: 3, arbitrary: pool('newEmail') }, { weight: 1, arbitrary: pool('knownEmail') }),
      password: fc.constantFrom(testPassword, 'Tantalum-Plate-77'),
      role: optional(fc.constant('admin')),
      image: optional(picture),
      callbackURL: optional(fc.constantFrom('/dashboard', 'https://evil.example/steal')),
    },
  },
  {
    name: 'POST /api/auth/sign-in/email',
    method: 'POST',
    path: '/api/auth/sign-in/email',
    access: 'public',
    weight: 2,
    body: {
      email: pool('knownEmail'),
      password: fc.constantFrom(testPassword, 'wrong-password-1'),
      rememberMe: optional(fc.boolean()),
      callbackURL: optional(fc.constantFrom('/dashboard', 'https://evil.example/steal')),
    },
  },
  {
    name: 'POST /api/auth/request-password-reset',
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    weight: 1,
    body: {
      email: pool('knownEmail'),
      redirectTo: optional(fc.constantFrom('/reset-password', 'https://evil.example')),
    },
  },
  { name: 'GET /healthz', method: 'GET', path: '/healthz', access: 'public', weight: 1 },
  // Headers only (METRICS_TOKEN as a bearer token; the fuzz sends every kind of Authorization).
  { name: 'GET /metrics', method: 'GET', path: '/metrics', access: 'public', weight: 1 },
  { name: 'GET /payments/config', method: 'GET', path: '/payments/config', access: 'public', weight: 1 },
  { name: 'GET /auth/providers', method: 'GET', path: '/auth/providers', access: 'public', weight: 1 },
  // The cart (docs/product/ordering.md#cart): its lines never touch stock, so the store model
  // only counts what was accepted.
  { name: 'GET /cart', method: 'GET', path: '/cart', access: 'signed-in', weight: 1 },
  {
    name: 'PUT /cart/lines/:productId',
    method: 'PUT',
    path: '/cart/lines/:productId',
    access: 'signed-in',
    weight: 4,
    params: {
      productId: fc.oneof({ weight: 6, arbitrary: product }, { weight: 1, arbitrary: pool('deletedProduct') }),
    },
    body: {
      quantity: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }) },
        { weight: 1, arbitrary: fc.constantFrom(10_000_000, 500) },
      ),
    },
  },
  {
    name: 'DELETE /cart/lines/:productId',
    method: 'DELETE',
    path: '/cart/lines/:productId',
    access: 'signed-in',
    weight: 2,
    params: { productId: product },
  },
  // Cut lines (PRODUCT.md §15): most demo products are not cut to length (a 400), some are.
  {
    name: 'POST /cart/cuts',
    method: 'POST',
    path: '/cart/cuts',
    access: 'signed-in',
    weight: 2,
    body: {
      productId: fc.oneof({ weight: 6, arbitrary: product }, { weight: 1, arbitrary: pool('deletedProduct') }),
      pieces: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }) },
        { weight: 1, arbitrary: fc.constant(10_000) },
      ),
      lengthMm: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 20, max: 3000 }) },
        { weight: 1, arbitrary: fc.constantFrom(1, 1_000_000) },
      ),
    },
  },
  {
    name: 'DELETE /cart/cuts/:cutId',
    method: 'DELETE',
    path: '/cart/cuts/:cutId',
    access: 'signed-in',
    weight: 1,
    params: { cutId: fc.constantFrom('cc_none', 'cl_none', '1') },
  },
  { name: 'DELETE /cart', method: 'DELETE', path: '/cart', access: 'signed-in', weight: 1 },
  {
    name: 'POST /cart/merge',
    method: 'POST',
    path: '/cart/merge',
    access: 'signed-in',
    weight: 2,
    body: {
      lines: fc.array(
        fc.record({
          productId: fc.oneof({ weight: 4, arbitrary: product }, { weight: 1, arbitrary: pool('deletedProduct') }),
          quantity: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constant(10_000_000)),
        }),
        { maxLength: 5 },
      ),
    },
  },
  {
    name: 'POST /cart/quick-order',
    method: 'POST',
    path: '/cart/quick-order',
    access: 'signed-in',
    weight: 2,
    body: {
      text: fc.constantFrom(
        'TI-GR2-BAR-B348 5\nNO-SUCH-SKU 2',
        'sku,quantity\n"TI-GR5-ROD-B348",10\nRM-00001;1.5',
        'quantity,sku\n3,NB-R04200-WIRE-B392\n\n"unclosed,4',
        '\ufeffsku\tqty\nNT-SE-WIRE-F2063\t10000000',
      ),
    },
  },
  {
    name: 'POST /cart/reorder/:purchaseOrderId',
    method: 'POST',
    path: '/cart/reorder/:purchaseOrderId',
    access: 'signed-in',
    weight: 1,
    // Every order placed is also a one-line purchase order.
    params: {
      purchaseOrderId: fc.oneof(purchaseOrder, fc.constant('po_none')),
    },
  },
  { name: 'unknown route', method: 'POST', path: '/:anything', access: 'public', weight: 1 },
];

const byName = new Map(fuzzedRoutes.map((route) => [route.name, route]));
export const routeNamed = (name: string): RouteSpec => byName.get(name)!;
