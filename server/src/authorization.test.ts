import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitation } from './modules/companies/invitations.ts';
import { membershipOf } from './modules/companies/membership.ts';
import { storeDocument } from './modules/documents/documents.repository.ts';
import { settingsSections } from '#shared/settings/settings.schema.ts';
import { demoSettings } from './db/seed/demo-settings.ts';
import { userIdOf } from './modules/orders/purchase-orders.test-helpers.ts';
import { insertExemption } from './modules/tax-standing/tax-exemptions.repository.ts';
import type { Viewer } from './plugins/viewer.ts';
import { call, signUp, signUpAdmin, type SignedIn } from './testing/accounts.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';
import { testDatabaseKinds } from './testing/test-database.ts';

type Role = 'anonymous' | 'buyer' | 'otherBuyer' | 'admin';
const roles: Role[] = ['anonymous', 'buyer', 'otherBuyer', 'admin'];

interface Fixture {
  productId: string;
  buyerOrderId: string;
  /** The purchase order the buyer's order is the line of. */
  buyerPurchaseOrderId: string;
  /** A mill certificate on the buyer's order (stored straight into the table). */
  certificateId: string;
  reviewId: string;
  /** A quote the buyer asked for, waiting for the store's answer. */
  buyerQuoteId: string;
  /** A quote the store has answered, waiting for the buyer. */
  buyerQuotedQuoteId: string;
  /** The company the buyer is the company admin of (otherBuyer and admin are in none). */
  companyId: string;
  buyerUserId: string;
  /** A pending invitation of the buyer's company, for an address without an account. */
  invitationId: string;
  invitationToken: string;
  /** A pending tax exemption certificate of the buyer's company (stored straight into the tables). */
  exemptionId: string;
}

interface Row {
  route: string;
  method: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** A CSV body (text/csv) instead of JSON. */
  csv?: string;
  /**
   * Expected status per caller; a route that changes data gets a fresh fixture per call. Routes
   * that take a company's or an order's id also say what the admin of another company gets
   * (never 2xx: issue 27 found the matrix never called as one).
   */
  expect: Record<Role, number> & { otherCompanyAdmin?: number };
}

const productBody = {
  name: 'Matrix Ti Bar',
  picture: '/images/products/titanium-bar.svg',
  about: 'Test',
  origin: 'USA',
  total: 100,
  minimum: 1,
  price: 5,
};
const quoteBody = { metal: 'tantalum', form: 'wire', dimensions: 'Ø 0.5 mm × 100 m', quantity: 3 };
const orderBody = (f: Fixture) => ({
  productId: f.productId,
  productQuantity: 1,
  buyerAddress: 'Dock 1',
  phone: '+1 412 555 0100',
});

/**
 * docs/product/rules.md#who-may-call-what, table-driven: every registered route for an anonymous caller, the buyer who owns
 * the data, another buyer, and an admin. 401 without a session, 403 without the right. Routes are
 * named as Fastify registers them (`METHOD /path/:param`), with a note in brackets when one route
 * has several rows.
 */
const matrix: Row[] = [
  {
    route: 'GET /products/',
    method: 'GET',
    path: () => '/products/',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'GET /products/:id',
    method: 'GET',
    path: (f) => `/products/${f.productId}`,
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'GET /rating',
    method: 'GET',
    path: () => '/rating',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Everyone's own currency (PRODUCT.md §17): a visitor's in the cookie, a buyer's on the profile.
  {
    route: 'GET /currency',
    method: 'GET',
    path: () => '/currency',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Heat lots (PRODUCT.md §20): the list is public (its public lots); receiving and adjusting are
  // the store's. The matrix sends JSON to the multipart receipt, so an admin gets 400 (lots.api.test.ts
  // sends real forms); the fixture's product holds its stock in its UNASSIGNED lot.
  {
    route: 'GET /products/:id/lots',
    method: 'GET',
    path: (f) => `/products/${f.productId}/lots`,
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'POST /products/:id/lots',
    method: 'POST',
    path: (f) => `/products/${f.productId}/lots`,
    body: () => ({ heatNumber: 'H-1', quantity: 1, receivedOn: '2026-01-02' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 400 },
  },
  {
    route: 'POST /lots/:id/adjust',
    method: 'POST',
    path: (f) => `/lots/unassigned-${f.productId}/adjust`,
    body: () => ({ quantity: 1, reason: 'Counted' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /products/:id/prices',
    method: 'GET',
    path: (f) => `/products/${f.productId}/prices`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /products/:id/translations',
    method: 'GET',
    path: (f) => `/products/${f.productId}/translations`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'PUT /currency',
    method: 'PUT',
    path: () => '/currency',
    body: () => ({ currency: 'USD' }),
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Everyone's own language (PRODUCT.md §18): a visitor's in the cookie, a buyer's on the profile too.
  {
    route: 'GET /language',
    method: 'GET',
    path: () => '/language',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'PUT /language',
    method: 'PUT',
    path: () => '/language',
    body: () => ({ language: 'en' }),
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'POST /products',
    method: 'POST',
    path: () => '/products',
    body: () => productBody,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 201 },
  },
  {
    route: 'PUT /products/:id',
    method: 'PUT',
    path: (f) => `/products/${f.productId}`,
    body: () => ({ total: 50, minimum: 1, price: 6 }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'PATCH /products/:id',
    method: 'PATCH',
    path: (f) => `/products/${f.productId}`,
    body: () => ({ grade: 'Grade 2', priceBreaks: [{ minQuantity: 10, price: 4.5 }] }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /products.csv',
    method: 'GET',
    path: () => '/products.csv',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'POST /products/import',
    method: 'POST',
    path: () => '/products/import?dryRun=true',
    csv: 'sku,name,picture,about,origin,total,minimum,price\nAUTH-CSV-1,Matrix Bar,/x.svg,Test,USA,5,1,2.50\n',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  // A lots CSV naming a SKU no product has: the admin is told so (nothing received).
  {
    route: 'POST /lots/import',
    method: 'POST',
    path: () => '/lots/import',
    csv: 'sku,heat_number,quantity,received_on\nAUTH-NO-SUCH,H-1,5,2026-06-01\n',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 400 },
  },
  {
    route: 'GET /products/facets',
    method: 'GET',
    path: () => '/products/facets',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'DELETE /products/:id',
    method: 'DELETE',
    path: (f) => `/products/${f.productId}`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'PUT /user/:email (token)',
    method: 'PUT',
    path: () => '/user/buyer@example.com',
    body: () => ({ email: 'buyer@example.com' }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 403 },
  },
  {
    route: 'PUT /user/:email (profile)',
    method: 'PUT',
    path: () => '/user/buyer@example.com',
    body: () => ({
      picture: '/images/avatars/default.svg',
      education: 'Acme',
      location: 'Ohio',
      phone: '+1 412 555 0100',
    }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 403 },
  },
  {
    route: 'GET /user/:email',
    method: 'GET',
    path: () => '/user/buyer@example.com',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'POST /orders',
    method: 'POST',
    path: () => '/orders',
    body: orderBody,
    expect: { anonymous: 401, buyer: 201, otherBuyer: 201, admin: 201 },
  },
  {
    route: 'GET /orders (?buyerEmail=)',
    method: 'GET',
    path: () => '/orders?buyerEmail=buyer@example.com',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /order',
    method: 'GET',
    path: () => '/order',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /order/:id',
    method: 'GET',
    path: (f) => `/order/${f.buyerOrderId}`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 200, otherCompanyAdmin: 403 },
  },
  // The buyer is refused too (400): no succeeded payment exists. Only the buyer gets that far.
  {
    route: 'PATCH /order/:id',
    method: 'PATCH',
    path: (f) => `/order/${f.buyerOrderId}`,
    body: () => ({ transactionId: 'pi_none' }),
    expect: { anonymous: 401, buyer: 400, otherBuyer: 403, admin: 403, otherCompanyAdmin: 403 },
  },
  {
    route: 'POST /order/:id/cancel',
    method: 'POST',
    path: (f) => `/order/${f.buyerOrderId}/cancel`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 200, otherCompanyAdmin: 403 },
  },
  {
    route: 'POST /order/:id/ship',
    method: 'POST',
    path: (f) => `/order/${f.buyerOrderId}/ship`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 409, otherCompanyAdmin: 403 },
  },
  // The cart is each signed-in caller's own: nobody names another buyer's cart.
  {
    route: 'GET /cart',
    method: 'GET',
    path: () => '/cart',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'PUT /cart/lines/:productId',
    method: 'PUT',
    path: (f) => `/cart/lines/${f.productId}`,
    body: () => ({ quantity: 1 }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // The fresh product is in nobody's cart.
  {
    route: 'DELETE /cart/lines/:productId',
    method: 'DELETE',
    path: (f) => `/cart/lines/${f.productId}`,
    expect: { anonymous: 401, buyer: 404, otherBuyer: 404, admin: 404 },
  },
  // The fixture's product is sold by the piece: a signed-in caller may ask, and is told it is not cut to length.
  {
    route: 'POST /cart/cuts',
    method: 'POST',
    path: () => '/cart/cuts',
    body: (f) => ({ productId: f.productId, pieces: 2, lengthMm: 500 }),
    expect: { anonymous: 401, buyer: 400, otherBuyer: 400, admin: 400 },
  },
  // Cut lines are the caller's own: another buyer's cut id, like no id, is not found.
  {
    route: 'DELETE /cart/cuts/:cutId',
    method: 'DELETE',
    path: () => '/cart/cuts/cc_none',
    expect: { anonymous: 401, buyer: 404, otherBuyer: 404, admin: 404 },
  },
  // Remnants (PRODUCT.md §20): the list is public; a cart holds one for a signed-in caller only (an
  // unknown one is not found; remnants.api.test.ts checks holds, sales and races).
  {
    route: 'GET /remnants',
    method: 'GET',
    path: () => '/remnants',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'POST /cart/remnants/:remnantId',
    method: 'POST',
    path: () => '/cart/remnants/none',
    expect: { anonymous: 401, buyer: 404, otherBuyer: 404, admin: 404 },
  },
  // Releasing a remnant the caller does not hold changes nothing: the cart as it is.
  {
    route: 'DELETE /cart/remnants/:remnantId',
    method: 'DELETE',
    path: () => '/cart/remnants/none',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'DELETE /cart',
    method: 'DELETE',
    path: () => '/cart',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'POST /cart/merge',
    method: 'POST',
    path: () => '/cart/merge',
    body: (f) => ({ lines: [{ productId: f.productId, quantity: 1 }] }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'POST /cart/quick-order',
    method: 'POST',
    path: () => '/cart/quick-order',
    body: () => ({ text: 'NO-SUCH-SKU 1' }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Only the order's own buyer may order it again; another buyer's is 404 (cart.api.test.ts).
  {
    route: 'POST /cart/reorder/:purchaseOrderId',
    method: 'POST',
    path: (f) => `/cart/reorder/${f.buyerPurchaseOrderId}`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 404, otherCompanyAdmin: 404 },
  },
  {
    route: 'POST /create-payment-intent',
    method: 'POST',
    path: () => '/create-payment-intent',
    body: (f) => ({ orderId: f.buyerOrderId }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 403, otherCompanyAdmin: 403 },
  },
  {
    route: 'POST /create-payment-intent (purchase order)',
    method: 'POST',
    path: () => '/create-payment-intent',
    body: (f) => ({ purchaseOrderId: f.buyerPurchaseOrderId }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 403, otherCompanyAdmin: 403 },
  },
  // The checkout turns the caller's own cart into an order; a delivery date in the past is refused
  // (400) once the caller is allowed, whatever the cart holds.
  {
    route: 'POST /purchase-orders',
    method: 'POST',
    path: () => '/purchase-orders',
    body: () => ({ shipTo: { address: 'Dock 1', phone: '+1 412 555 0100' }, requestedDate: '2001-01-01' }),
    expect: { anonymous: 401, buyer: 400, otherBuyer: 400, admin: 400 },
  },
  // The caller's own cart: an unknown Incoterm is a 400 for anyone signed in.
  {
    route: 'POST /checkout/quote',
    method: 'POST',
    path: () => '/checkout/quote',
    body: () => ({ shipTo: { address: 'Dock 1', phone: '+1 412 555 0100' }, incoterm: 'FOB' }),
    expect: { anonymous: 401, buyer: 400, otherBuyer: 400, admin: 400 },
  },
  {
    route: 'GET /purchase-orders',
    method: 'GET',
    path: () => '/purchase-orders',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Another buyer's purchase order is answered as missing.
  {
    route: 'GET /purchase-orders/:id',
    method: 'GET',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200, otherCompanyAdmin: 404 },
  },
  // Only its buyer pays it; an unconfirmed payment id is a 400 once allowed.
  {
    route: 'POST /purchase-orders/:id/pay',
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/pay`,
    body: () => ({ transactionId: 'pi_test_unknown' }),
    expect: { anonymous: 401, buyer: 400, otherBuyer: 404, admin: 403, otherCompanyAdmin: 404 },
  },
  // Issued once paid: the fixture's order is unpaid, so 409 once allowed.
  {
    route: 'GET /purchase-orders/:id/invoice.pdf',
    method: 'GET',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/invoice.pdf`,
    expect: { anonymous: 401, buyer: 409, otherBuyer: 404, admin: 409, otherCompanyAdmin: 404 },
  },
  // Trade documents (PRODUCT.md §19): from placement on, unpaid too; whoever sees the order.
  {
    route: 'GET /purchase-orders/:id/commercial-invoice.pdf',
    method: 'GET',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/commercial-invoice.pdf`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200, otherCompanyAdmin: 404 },
  },
  {
    route: 'GET /purchase-orders/:id/packing-list.pdf',
    method: 'GET',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/packing-list.pdf`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200, otherCompanyAdmin: 404 },
  },
  {
    route: 'GET /purchase-orders/:id/documents.zip',
    method: 'GET',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/documents.zip`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200, otherCompanyAdmin: 404 },
  },
  {
    route: 'POST /purchase-orders/:id/cancel',
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/cancel`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200, otherCompanyAdmin: 404 },
  },
  // The freight is the store's to quote; this order's is not pending (409 once allowed).
  {
    route: 'POST /purchase-orders/:id/freight',
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/freight`,
    body: () => ({ amount: 120 }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 404, admin: 409, otherCompanyAdmin: 404 },
  },
  // The fulfilment steps are the store's; an unpaid order cannot move yet (409 once allowed).
  ...(['production', 'deliver'] as const).map((step): Row => ({
    route: `POST /purchase-orders/:id/${step}`,
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/${step}`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 409, otherCompanyAdmin: 403 },
  })),
  {
    route: 'POST /purchase-orders/:id/ship',
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/ship`,
    body: () => ({ carrier: 'UPS', trackingNumber: '1Z999' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 409, otherCompanyAdmin: 403 },
  },
  // Approvals are a company admin's (docs/product/companies.md#approvals): never its own buyer's
  // (403), nor the store's (403); anyone who cannot see the order gets 404. The company roles'
  // own rows (a company admin approves, a colleague gets 404) are in
  // modules/orders/company-orders.api.test.ts, which builds companies.
  ...(['approve', 'reject'] as const).map((decision): Row => ({
    route: `POST /purchase-orders/:id/${decision}`,
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/${decision}`,
    body: () => (decision === 'reject' ? { reason: 'Over budget' } : undefined),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 404, admin: 403, otherCompanyAdmin: 404 },
  })),
  // A compliance hold is the store's to decide (PRODUCT.md §19): its buyer, who is its company's
  // admin, sees the order (403); anyone else gets 404; the store's admin 409 (the order is not held).
  ...(['release', 'refuse'] as const).map((decision): Row => ({
    route: `POST /purchase-orders/:id/compliance/${decision}`,
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/compliance/${decision}`,
    body: () => (decision === 'release' ? { note: 'Cleared' } : { reason: 'Restricted end user' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 404, admin: 409, otherCompanyAdmin: 404 },
  })),
  // Transfers are recorded by the store; the fixture's order is paid by card, so 409 once allowed.
  {
    route: 'POST /purchase-orders/:id/payments',
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/payments`,
    body: () => ({ amount: 1, reference: 'BACS 1', receivedAt: '2026-11-20' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 409, otherCompanyAdmin: 403 },
  },
  // The statement is a company admin's: the matrix's buyer is its company's admin; the others are
  // in no company (404).
  ...['/companies/mine/statement', '/companies/mine/statement.csv'].map((url): Row => ({
    route: `GET ${url}`,
    method: 'GET',
    path: () => url,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 404 },
  })),
  // Admins only; the matrix sends JSON, not the multipart form, so an admin gets 400 (the upload's
  // own tests in line-certificate.api.test.ts send real forms).
  {
    route: 'POST /purchase-orders/:id/lines/:lineId/certificate',
    method: 'POST',
    path: (f) => `/purchase-orders/${f.buyerPurchaseOrderId}/lines/${f.buyerOrderId}/certificate`,
    body: () => ({ type: 'EN 10204 3.1', heatNumber: 'H-1' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 400, otherCompanyAdmin: 403 },
  },
  // Conflict-minerals reports (PRODUCT.md §19): public reads (no report stored here: 404), uploads
  // by store admins; the matrix sends JSON, not the form, so an admin gets 400 (the upload's own
  // tests in conflict-minerals/conflict-minerals.api.test.ts send real files).
  {
    route: 'GET /compliance/conflict-minerals',
    method: 'GET',
    path: () => '/compliance/conflict-minerals',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'GET /compliance/conflict-minerals/:metal',
    method: 'GET',
    path: () => '/compliance/conflict-minerals/tantalum',
    expect: { anonymous: 404, buyer: 404, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'POST /compliance/conflict-minerals/:metal',
    method: 'POST',
    path: () => '/compliance/conflict-minerals/tantalum',
    body: () => ({ file: 'not a form' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 400 },
  },
  // A certificate is its order's buyer's: another buyer gets 404, as for the order itself.
  {
    route: 'GET /documents/:id',
    method: 'GET',
    path: (f) => `/documents/${f.certificateId}`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200, otherCompanyAdmin: 404 },
  },
  // The certificate portal (PRODUCT.md §20): everyone signed in lists the certificates they may see
  // (certificate-portal.api.test.ts checks whose); a ZIP with another's certificate is 404.
  {
    route: 'GET /certificates',
    method: 'GET',
    path: () => '/certificates',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'POST /documents/zip',
    method: 'POST',
    path: () => '/documents/zip',
    body: (f) => ({ ids: [f.certificateId] }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200, otherCompanyAdmin: 404 },
  },
  {
    route: 'POST /quotes',
    method: 'POST',
    path: () => '/quotes',
    body: () => quoteBody,
    expect: { anonymous: 401, buyer: 201, otherBuyer: 201, admin: 201 },
  },
  {
    route: 'GET /quotes',
    method: 'GET',
    path: () => '/quotes',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Another buyer's quote is answered as missing, as their purchase orders are.
  {
    route: 'GET /quotes/:id',
    method: 'GET',
    path: (f) => `/quotes/${f.buyerQuoteId}`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200 },
  },
  {
    route: 'POST /quotes/:id/answer',
    method: 'POST',
    path: (f) => `/quotes/${f.buyerQuoteId}/answer`,
    body: () => ({ unitPrice: 12.5, leadTimeDays: 14, validUntil: '2099-01-31' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'POST /quotes/:id/decline',
    method: 'POST',
    path: (f) => `/quotes/${f.buyerQuoteId}/decline`,
    body: () => ({ note: 'Not this size' }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  // Withdrawing and accepting are the buyer's own acts: an admin sees the quote but may not.
  {
    route: 'POST /quotes/:id/withdraw',
    method: 'POST',
    path: (f) => `/quotes/${f.buyerQuoteId}/withdraw`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 403 },
  },
  {
    route: 'POST /quotes/:id/accept',
    method: 'POST',
    path: (f) => `/quotes/${f.buyerQuotedQuoteId}/accept`,
    body: () => ({ shipTo: { address: 'Dock 1', phone: '+1 412 555 0100' } }),
    expect: { anonymous: 401, buyer: 201, otherBuyer: 404, admin: 403 },
  },
  // Admins upload pictures (a JSON body is not a form: 400 once allowed); anyone may see one.
  // Company accounts (docs/product/companies.md): the buyer is their company's admin; otherBuyer
  // and the store's admin are in no company (404 for "mine"). Company roles in depth:
  // modules/companies/company-access.api.test.ts.
  {
    route: 'POST /companies',
    method: 'POST',
    path: () => '/companies',
    // An empty body: 400 once signed in (the buyer's 409 for a second company is in companies.api.test.ts).
    body: () => ({}),
    expect: { anonymous: 401, buyer: 400, otherBuyer: 400, admin: 400 },
  },
  {
    route: 'GET /companies/mine',
    method: 'GET',
    path: () => '/companies/mine',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'GET /companies/mine/membership',
    method: 'GET',
    path: () => '/companies/mine/membership',
    // 200 for everyone signed in: `company: null` when in none (the menu and member prices ask it).
    expect: { anonymous: 401, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'PATCH /companies/mine',
    method: 'PATCH',
    path: () => '/companies/mine',
    body: () => ({ approvalThreshold: 2500 }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'POST /companies/mine/invitations',
    method: 'POST',
    path: () => '/companies/mine/invitations',
    body: () => ({ email: 'invitee@example.com', role: 'buyer' }),
    expect: { anonymous: 401, buyer: 201, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'GET /companies/mine/invitations',
    method: 'GET',
    path: () => '/companies/mine/invitations',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'DELETE /companies/mine/invitations/:id',
    method: 'DELETE',
    path: (f) => `/companies/mine/invitations/${f.invitationId}`,
    expect: { anonymous: 401, buyer: 204, otherBuyer: 404, admin: 404, otherCompanyAdmin: 404 },
  },
  {
    route: 'PATCH /companies/mine/members/:userId',
    method: 'PATCH',
    path: (f) => `/companies/mine/members/${f.buyerUserId}`,
    body: () => ({ monthlySpendingLimit: 1000 }),
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 404, otherCompanyAdmin: 404 },
  },
  // The buyer is their company's only admin: leaving is refused (409) once allowed.
  {
    route: 'DELETE /companies/mine/members/:userId',
    method: 'DELETE',
    path: (f) => `/companies/mine/members/${f.buyerUserId}`,
    expect: { anonymous: 401, buyer: 409, otherBuyer: 404, admin: 404, otherCompanyAdmin: 404 },
  },
  // Public: the /join page shows what the link offers before anyone signs in.
  {
    route: 'GET /invitations/:token',
    method: 'GET',
    path: (f) => `/invitations/${f.invitationToken}`,
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Only the invited address may accept; none of the callers is invitee@example.com.
  {
    route: 'POST /invitations/:token/accept',
    method: 'POST',
    path: (f) => `/invitations/${f.invitationToken}/accept`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 403 },
  },
  {
    route: 'GET /companies',
    method: 'GET',
    path: () => '/companies',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /companies/:id',
    method: 'GET',
    path: (f) => `/companies/${f.companyId}`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200, otherCompanyAdmin: 403 },
  },
  {
    route: 'PATCH /companies/:id',
    method: 'PATCH',
    path: (f) => `/companies/${f.companyId}`,
    body: () => ({ paymentTerms: 'net30', creditLimit: 5000, discountPercent: 5 }),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200, otherCompanyAdmin: 403 },
  },
  // Tax exemption certificates (PRODUCT.md §16): the buyer is their company's admin; a member who
  // is not an admin is refused in modules/tax-standing/tax-exemptions.api.test.ts.
  {
    route: 'POST /companies/mine/tax-exemptions',
    method: 'POST',
    path: () => '/companies/mine/tax-exemptions',
    // Not a multipart form: 400 once the caller may upload.
    body: () => ({}),
    expect: { anonymous: 401, buyer: 400, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'GET /companies/mine/tax-exemptions',
    method: 'GET',
    path: () => '/companies/mine/tax-exemptions',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'GET /companies/:id/tax-exemptions',
    method: 'GET',
    path: (f) => `/companies/${f.companyId}/tax-exemptions`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200, otherCompanyAdmin: 403 },
  },
  ...(['approve', 'reject'] as const).map((action): Row => ({
    route: `POST /tax-exemptions/:id/${action}`,
    method: 'POST',
    path: (f) => `/tax-exemptions/${f.exemptionId}/${action}`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200, otherCompanyAdmin: 403 },
  })),
  {
    route: 'GET /tax-exemptions/:id/file',
    method: 'GET',
    path: (f) => `/tax-exemptions/${f.exemptionId}/file`,
    expect: { anonymous: 401, buyer: 200, otherBuyer: 404, admin: 200, otherCompanyAdmin: 404 },
  },
  {
    route: 'POST /uploads/images',
    method: 'POST',
    path: () => '/uploads/images',
    body: () => ({}),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 400 },
  },
  // The denied-party list (PRODUCT.md §19), store admins only; the matrix sends JSON, not the
  // multipart form, so an admin's upload is 400 (screening-list.api.test.ts sends real files).
  {
    route: 'POST /compliance/screening-list',
    method: 'POST',
    path: () => '/compliance/screening-list',
    body: () => ({}),
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 400 },
  },
  ...(['GET', 'DELETE'] as const).map((method): Row => ({
    route: `${method} /compliance/screening-list`,
    method,
    path: () => '/compliance/screening-list',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  })),
  {
    route: 'GET /uploads/images/:id/:file',
    method: 'GET',
    path: () => `/uploads/images/${'0'.repeat(64)}/card.webp`,
    expect: { anonymous: 404, buyer: 404, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'GET /stats/overview',
    method: 'GET',
    path: () => '/stats/overview',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /outbox',
    method: 'GET',
    path: () => '/outbox',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'POST /outbox/:id/resend',
    method: 'POST',
    path: () => '/outbox/no-such-message/resend',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 404 },
  },
  // The store settings (PRODUCT.md §16): admins only, each section read and replaced whole.
  ...settingsSections.flatMap((section): Row[] => [
    {
      route: `GET /settings/${section}`,
      method: 'GET',
      path: () => `/settings/${section}`,
      expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
    },
    {
      route: `PUT /settings/${section}`,
      method: 'PUT',
      path: () => `/settings/${section}`,
      body: () => demoSettings('2026-01-01')[section],
      expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
    },
  ]),
  {
    route: 'POST /payments/test/confirm',
    method: 'POST',
    path: () => '/payments/test/confirm',
    body: () => ({ clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }),
    expect: { anonymous: 401, buyer: 404, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'POST /rating',
    method: 'POST',
    path: () => '/rating',
    body: () => ({ userImage: '/images/avatars/default.svg', userRatings: 5, userReview: 'Good' }),
    // One review per account: the buyer's fixture review exists, so theirs is an edit (200).
    expect: { anonymous: 401, buyer: 200, otherBuyer: 201, admin: 201 },
  },
  {
    route: 'DELETE /rating/:id',
    method: 'DELETE',
    path: (f) => `/rating/${f.reviewId}`,
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /admin/:email',
    method: 'GET',
    path: () => '/admin/buyer@example.com',
    expect: { anonymous: 401, buyer: 200, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /allUsers',
    method: 'GET',
    path: () => '/allUsers',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'PUT /user/admin/:email',
    method: 'PUT',
    path: () => '/user/admin/promotable@example.com',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
  {
    route: 'GET /auth/providers',
    method: 'GET',
    path: () => '/auth/providers',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'GET /payments/config',
    method: 'GET',
    path: () => '/payments/config',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Stripe signs its calls; with the default test provider the route answers 404 to everyone.
  {
    route: 'POST /webhooks/stripe',
    method: 'POST',
    path: () => '/webhooks/stripe',
    body: () => ({ id: 'evt_1', type: 'payment_intent.succeeded' }),
    expect: { anonymous: 404, buyer: 404, otherBuyer: 404, admin: 404 },
  },
  {
    route: 'GET /api/auth/* (get-session)',
    method: 'GET',
    path: () => '/api/auth/get-session',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'GET /healthz',
    method: 'GET',
    path: () => '/healthz',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'GET /sitemap.xml',
    method: 'GET',
    path: () => '/sitemap.xml',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'GET /sitemaps/:page(^\\d{1,6}).xml',
    method: 'GET',
    path: () => '/sitemaps/1.xml',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  {
    route: 'POST /api/auth/* (request-password-reset)',
    method: 'POST',
    path: () => '/api/auth/request-password-reset',
    body: () => ({ email: 'nobody@example.com', redirectTo: '/reset-password' }),
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // A public page: the same answer for everyone (503 only while the web app is not built).
  {
    route: 'GET /product/:id',
    method: 'GET',
    path: (f) => `/product/${f.productId}`,
    expect: Object.fromEntries(roles.map((role) => [role, existsSync('client/dist/index.html') ? 200 : 503])) as Record<
      Role,
      number
    >,
  },
  {
    route: 'GET /robots.txt',
    method: 'GET',
    path: () => '/robots.txt',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  // Only this machine may read metrics without METRICS_TOKEN; the tests call from loopback.
  {
    route: 'GET /metrics',
    method: 'GET',
    path: () => '/metrics',
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  },
  ...[
    '/docs',
    '/docs/json',
    '/docs/yaml',
    '/docs/static/index.html',
    '/docs/static/swagger-initializer.js',
    '/docs/static/*',
  ].map((url): Row => ({
    route: `GET ${url}`,
    method: 'GET',
    path: () => url.replace('*', 'swagger-ui.css'),
    expect: { anonymous: 200, buyer: 200, otherBuyer: 200, admin: 200 },
  })),
  {
    route: 'DELETE /user/:email',
    method: 'DELETE',
    path: () => '/user/removable@example.com',
    expect: { anonymous: 401, buyer: 403, otherBuyer: 403, admin: 200 },
  },
];

/**
 * The routes that take a company's or an order's id (in the path, or the payment intent's body):
 * each is also called as the admin of another company, who may never get a 2xx from one.
 */
const takesCompanyOrOrderId = (row: Row) =>
  /^[A-Z]+ \/(order|purchase-orders|companies|documents|tax-exemptions|cart\/reorder)\/.*:/.test(row.route) ||
  row.route.startsWith('POST /create-payment-intent') ||
  // The ids of certificates (of an order's lines) in the body.
  row.route.startsWith('POST /documents/zip');

describe.each(testDatabaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let callers: Record<Role, SignedIn | undefined>;
  /** The company admin of another company than the buyer's ("Other Alloys"). */
  let otherCompanyAdmin: SignedIn;

  async function freshFixture(): Promise<Fixture> {
    const admin = callers.admin!;
    const product = await call(t, 'POST', '/products', { as: admin, body: productBody });
    const order = await call(t, 'POST', '/orders', {
      as: callers.buyer,
      body: orderBody({ productId: product.body._id } as Fixture),
    });
    const review = await call(t, 'POST', '/rating', {
      as: callers.buyer,
      body: { userImage: '/images/avatars/default.svg', userRatings: 4, userReview: 'Fine' },
    });
    const quote = await call(t, 'POST', '/quotes', { as: callers.buyer, body: quoteBody });
    const quoted = await call(t, 'POST', '/quotes', { as: callers.buyer, body: quoteBody });
    await call(t, 'POST', `/quotes/${quoted.body._id}/answer`, {
      as: admin,
      body: { unitPrice: 9.75, leadTimeDays: 10, validUntil: '2099-01-31' },
    });
    // Make Admin and Remove User need someone to act on each time (a repeated sign-up is refused).
    for (const email of ['removable@example.com', 'promotable@example.com']) {
      await fetch(`${t.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.url },
        body: JSON.stringify({ name: 'Someone', email, password: 'Vanadium-Bar-42' }),
      });
    }
    const certificate = await storeDocument(
      t.app.db,
      {
        kind: 'certificate',
        quote_id: null,
        purchase_order_id: order.body.purchaseOrderId,
        line_id: order.body._id,
        certificate_type: 'EN 10204 3.1',
        file_name: 'certificate.pdf',
        content_type: 'application/pdf',
        uploaded_by: null,
        content: Buffer.from('%PDF-1.7\n%%EOF\n'),
      },
      new Date().toISOString(),
    );
    const buyerUserId = await userIdOf(t, 'buyer@example.com');
    const membership = await membershipOf(t.app.db, buyerUserId);
    const companyId =
      membership?.companyId ??
      (
        await call(t, 'POST', '/companies', {
          as: callers.buyer,
          body: { name: 'Matrix Metals', billingAddress: '1 Matrix Way' },
        })
      ).body._id;
    const { invitation, token } = await createInvitation(t.app, companyId, { id: buyerUserId } as Viewer, {
      email: 'invitee@example.com',
      role: 'buyer',
    });
    const exemptionFile = await storeDocument(
      t.app.db,
      {
        kind: 'tax_exemption',
        quote_id: null,
        purchase_order_id: null,
        line_id: null,
        certificate_type: null,
        file_name: 'exemption.pdf',
        content_type: 'application/pdf',
        uploaded_by: buyerUserId,
        content: Buffer.from('%PDF-1.7\n%%EOF\n'),
      },
      new Date().toISOString(),
    );
    const exemptionId = `exemption-${exemptionFile.id}`;
    await insertExemption(t.app.db, {
      id: exemptionId,
      company_id: companyId,
      document_id: exemptionFile.id,
      country: 'US',
      region: 'US-PA',
      number: 'REV-1',
      reason: 'resale',
      expires_on: '2099-12-31',
      status: 'pending',
      uploaded_by: buyerUserId,
      uploaded_at: new Date().toISOString(),
      decided_by: null,
      decided_at: null,
    });
    return {
      exemptionId,
      companyId,
      buyerUserId,
      invitationId: invitation.id,
      invitationToken: token,
      productId: product.body._id,
      buyerOrderId: order.body._id,
      buyerPurchaseOrderId: order.body.purchaseOrderId,
      certificateId: certificate.id,
      reviewId: review.body._id,
      buyerQuoteId: quote.body._id,
      buyerQuotedQuoteId: quoted.body._id,
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_EMAILS: 'admin@example.com',
      AUTH_RATE_LIMIT: '10000',
      // Every fixture places an order and writes a review as the buyer.
      MAX_UNPAID_ORDERS: '100000',
      REVIEW_RATE_LIMIT: '100000',
      // … and asks for a quote: hundreds of changes a minute from one buyer (the budgets' own tests:
      // write-budget.api.test.ts, quote-budget.api.test.ts).
      WRITE_BUDGET_PER_MINUTE: '1000000',
      ADMIN_WRITE_BUDGET_PER_MINUTE: '1000000',
      QUOTE_REQUESTS_PER_HOUR: '100000',
      OPEN_QUOTES_MAX: '100000',
    });
    callers = {
      anonymous: undefined,
      buyer: await signUp(t, 'buyer@example.com'),
      otherBuyer: await signUp(t, 'other@example.com'),
      admin: await signUpAdmin(t, 'admin@example.com'),
    };
    otherCompanyAdmin = await signUp(t, 'other-company-admin@example.com');
    const created = await call(t, 'POST', '/companies', {
      as: otherCompanyAdmin,
      body: { name: 'Other Alloys', billingAddress: '9 Other Street' },
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => t?.close());

  async function callCsv(url: string, csv: string, as: SignedIn | undefined) {
    const response = await fetch(`${t.url}${url}`, {
      method: 'POST',
      headers: { ...as?.headers, 'content-type': 'text/csv' },
      body: csv,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  // Collected by the app's onRoute hook (plugins/route-access.ts), not by hand: a route added
  // without a row here fails this test. HEAD routes are Fastify's automatic twins of GET routes.
  // The built web app's files (one route each when client/dist exists) are public by nature and
  // are not listed one by one.
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const isWebAppFile = (url: string) => existsSync(path.join(t.config.staticDir, url));
    const registered = new Set(
      t.app.registeredRoutes
        .filter((route) => route.method !== 'HEAD' && !(route.method === 'GET' && isWebAppFile(route.url)))
        .map((route) => `${route.method} ${route.url}`),
    );
    const covered = new Set(matrix.map((row) => row.route.split(' ').slice(0, 2).join(' ')));
    expect(
      [...registered].filter((route) => !covered.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.has(route)),
      'rows without a route',
    ).toEqual([]);
  });

  it('calls every route that takes a company or order id as the admin of another company, who never gets a 2xx', () => {
    const idRows = matrix.filter(takesCompanyOrOrderId);
    expect(idRows.length).toBeGreaterThan(20);
    expect(idRows.filter((row) => row.expect.otherCompanyAdmin === undefined).map((row) => row.route)).toEqual([]);
    expect(
      idRows
        .filter((row) => row.expect.otherCompanyAdmin! < 400)
        .map((row) => [row.route, row.expect.otherCompanyAdmin]),
    ).toEqual([]);
  });

  it.each(matrix)('$route', async (row) => {
    const seen: Record<string, number> = {};
    const asWhom = takesCompanyOrOrderId(row) ? [...roles, 'otherCompanyAdmin' as const] : roles;
    for (const role of asWhom) {
      const fixture = await freshFixture();
      const as = role === 'otherCompanyAdmin' ? otherCompanyAdmin : callers[role];
      const response = row.csv
        ? await callCsv(row.path(fixture), row.csv, as)
        : await call(t, row.method, row.path(fixture), { as, body: row.body?.(fixture) });
      seen[role] = response.status;
      if (response.status >= 400)
        expect(response.body, `${row.route} as ${role}`).toEqual({ message: expect.any(String) });
    }
    expect(seen).toEqual(row.expect);
  });
});
