import { amountCents, type PriceBreak, quantityProblem, unitPriceCents } from '#shared/catalog/pricing.ts';
import type { Unit } from '#shared/catalog/units.ts';
import { maxOrderTotalCents } from '#shared/orders/order-limits.ts';
import type { OrderStatus } from '#shared/orders/order.schema.ts';
import type { PurchaseOrderStatus } from '#shared/orders/purchase-order.schema.ts';
import { Pairs, PoolRef } from './hostile-values.ts';
import type { Access, Role } from './request-plan.ts';

export interface ProductState {
  total: number;
  minimum: number;
  priceCents: number;
  /** Stock when the fuzz started or the product was created; undefined once an admin set it anew. */
  startTotal: number | undefined;
  /** docs/product/catalog.md's quantity and price rules (the demo catalog's; fuzz-made products keep the defaults). */
  increment: number;
  maximum: number | null;
  priceBreaks: PriceBreak[];
  /** PRODUCT.md §15: fuzz-made products are by the piece; the demo catalog sells some by m and kg. */
  unit?: Unit;
}

const noRules = { increment: 1, maximum: null, priceBreaks: [] };

/** A quote as the store should hold it (docs/product/quotes.md); the fuzz never lets one expire. */
export interface QuoteState {
  owner: Role;
  productId: string | null;
  /** For the catalog product as sold (PRODUCT.md §22): only then does accepting take its stock. */
  asSold: boolean;
  quantity: number;
  status: 'requested' | 'quoted' | 'accepted' | 'declined' | 'withdrawn';
  unitCents: number | null;
  /** The purchase order an accepted quote became. */
  purchaseOrderId?: string;
}

export interface OrderState {
  productId: string | null;
  quantity: number;
  status: OrderStatus;
  owner: Role;
  totalCents: number;
  /** Paid at some point: a paid order an admin cancelled (and refunded) keeps its payment. */
  wasPaid?: boolean;
  /** The one-line purchase order POST /orders made of it (docs/product/ordering.md). */
  purchaseOrderId: string;
  /** The purchase order's life; the line's `status` is the original API's. */
  purchaseOrderStatus: PurchaseOrderStatus;
  /** The card payment that paid the whole purchase order, when it was paid that way. */
  purchaseOrderPayment?: string;
}

const pick = <T>(items: readonly T[], index: number, fallback: T): T =>
  items.length ? items[index % items.length]! : fallback;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of every route pass through here
type Json = any;

/**
 * What the store should hold, given the requests it accepted so far (the fuzz sends one request at
 * a time, so the model is exact). `apply` also refuses an acceptance the rules forbid, such as an
 * order past the stock or below the minimum.
 */

/** A number as the server received it: JSON has no -0, so a generated -0 arrives as 0. */
function sent(value: number): number {
  return JSON.parse(JSON.stringify(value)) as number;
}

export class StoreModel {
  products = new Map<string, ProductState>();
  deletedProducts: string[] = ['999999', '0'];
  orders = new Map<string, OrderState>();
  reviews = new Set<string>();
  quotes = new Map<string, QuoteState>();
  /** email → admin? */
  users = new Map<string, boolean>();
  /** client secret → order, from accepted POST /create-payment-intent */
  intents = new Map<string, string>();
  /** succeeded payments, oldest first */
  payments: { paymentId: string; orderId: string }[] = [];
  idempotencyKeys: Record<Role, string[]> = { anonymous: [], buyer: [], admin: [] };
  emails: Record<Role, string>;
  accepted = new Map<string, number>();
  #fresh = 0;

  constructor(emails: Record<Role, string>) {
    this.emails = emails;
  }

  /** What the account behind a role's token may do now: a removed account is anonymous. */
  rightsOf(role: Role): Access {
    if (role === 'anonymous' || !this.users.has(this.emails[role])) return 'public';
    return this.users.get(this.emails[role]) ? 'admin' : 'signed-in';
  }

  /** Replaces pool references in a generated value by what the store holds now. */
  resolve(value: unknown, role: Role): unknown {
    if (value instanceof PoolRef) return this.#fromPool(value, role);
    if (value instanceof Pairs) return new Pairs(value.pairs.map(([key, item]) => [key, this.resolve(item, role)]));
    // Lists of plain records (POST /cart/merge's lines) hold references too.
    if (Array.isArray(value)) return value.map((item: unknown) => this.resolve(item, role));
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.resolve(item, role)]));
    return value;
  }

  #fromPool({ pool, index }: PoolRef, role: Role): string {
    const victims = [...this.users.keys()].filter(
      (email) => email !== this.emails.buyer && email !== this.emails.admin,
    );
    switch (pool) {
      case 'product':
        return pick([...this.products.keys()], index, '1');
      case 'deletedProduct':
        return pick(this.deletedProducts, index, '999999');
      case 'order':
        return pick([...this.orders.keys()], index, '00000000-0000-0000-0000-000000000000');
      case 'review':
        return pick([...this.reviews], index, '999999');
      case 'clientSecret':
        return pick([...this.intents.keys()], index, 'pi_none_secret_none');
      case 'paymentId':
        return pick(
          this.payments.map((payment) => payment.paymentId),
          index,
          'pi_none',
        );
      // The latest payment and its order, so that PATCH /order/{id} also gets a matching pair.
      case 'lastPayment':
        return this.payments.at(-1)?.paymentId ?? 'pi_none';
      case 'lastPaymentOrder':
        return this.payments.at(-1)?.orderId ?? 'none';
      case 'paidOrder':
        return pick(
          [...this.orders].filter(([, order]) => order.status === 'paid').map(([id]) => id),
          index,
          'none',
        );
      case 'purchaseOrder':
        return pick(
          [...this.orders.values()].map((order) => order.purchaseOrderId),
          index,
          'po_none',
        );
      case 'quote':
        return pick([...this.quotes.keys()], index, '00000000-0000-0000-0000-000000000000');
      case 'requestedQuote':
      case 'quotedQuote': {
        const status = pool === 'quotedQuote' ? 'quoted' : 'requested';
        const ids = [...this.quotes].filter(([, quote]) => quote.status === status).map(([id]) => id);
        return pick(ids, index, pick([...this.quotes.keys()], index, 'none'));
      }
      case 'idempotencyKey':
        return pick(this.idempotencyKeys[role], index, 'key-1');
      case 'ownEmail':
        return this.emails[role];
      case 'victimEmail':
        return pick(victims, index, 'nobody@example.com');
      case 'newEmail':
        return `fuzz-${index}-${++this.#fresh}@example.com`;
      case 'knownEmail':
        return pick(
          [...this.users.keys(), 'nobody@example.com', ' BUYER@example.com', 'Buyer@Example.com '],
          index,
          'nobody@example.com',
        );
      default:
        throw new Error(`unknown pool ${pool}`);
    }
  }

  /** The order whose one-line purchase order this is. */
  purchaseOrder(id: string): OrderState | undefined {
    return [...this.orders.values()].find((order) => order.purchaseOrderId === id);
  }

  /** Records an accepted (2xx) request; throws when the store accepted what it must refuse. */
  apply(
    route: string,
    role: Role,
    params: Record<string, string>,
    body: Json,
    headers: Record<string, string>,
    answer: Json,
  ): void {
    this.accepted.set(route, (this.accepted.get(route) ?? 0) + 1);
    const fail = (why: string) => {
      throw new Error(`${route} as ${role} was accepted but ${why}`);
    };
    switch (route) {
      case 'POST /products': {
        const expected = {
          total: sent(body.total),
          minimum: sent(body.minimum),
          priceCents: Math.round(body.price * 100),
        };
        if (
          answer.total !== expected.total ||
          answer.minimum !== expected.minimum ||
          Math.round(answer.price * 100) !== expected.priceCents
        )
          fail(`answered ${JSON.stringify(answer)} for ${JSON.stringify(body)}`);
        this.products.set(answer._id, { ...expected, startTotal: expected.total, ...noRules });
        return;
      }
      case 'PUT /products/:id': {
        if (!this.products.has(answer._id) || answer._id !== params.id)
          fail(`product ${params.id} is not in the store`);
        this.products.set(answer._id, {
          ...this.products.get(answer._id)!,
          total: sent(body.total),
          minimum: sent(body.minimum),
          priceCents: Math.round(body.price * 100),
          startTotal: undefined,
        });
        return;
      }
      case 'PATCH /products/:id': {
        const before = this.products.get(params.id!);
        if (!before || answer._id !== params.id) return fail(`product ${params.id} is not in the store`);
        const after = {
          ...before,
          total: body.total === undefined ? before.total : sent(body.total),
          minimum: body.minimum === undefined ? before.minimum : sent(body.minimum),
          priceCents: body.price === undefined ? before.priceCents : Math.round(body.price * 100),
          startTotal: body.total === undefined ? before.startTotal : undefined,
        };
        if (
          answer.total !== after.total ||
          answer.minimum !== after.minimum ||
          Math.round(answer.price * 100) !== after.priceCents
        )
          fail(`answered ${JSON.stringify(answer)} for ${JSON.stringify(body)} on ${JSON.stringify(before)}`);
        if (before.priceBreaks.some((b) => Math.round(b.price * 100) > after.priceCents))
          fail(`a price break of ${JSON.stringify(before.priceBreaks)} costs more than the list price`);
        this.products.set(params.id!, after);
        return;
      }
      case 'DELETE /products/:id': {
        if (!this.products.delete(params.id!)) fail(`product ${params.id} was not in the store`);
        this.deletedProducts.push(params.id!);
        for (const order of this.orders.values()) if (order.productId === params.id) order.productId = null;
        for (const quote of this.quotes.values()) if (quote.productId === params.id) quote.productId = null;
        return;
      }
      case 'POST /orders': {
        if (answer._id && this.orders.has(answer._id)) {
          // An idempotent replay: the first order, nothing new.
          if (!headers['idempotency-key']) fail('answered an existing order without an idempotency key');
          return;
        }
        const product = this.products.get(String(body.productId));
        if (!product) return fail(`product ${body.productId} is not in the store`);
        const quantity = body.productQuantity;
        const problem = quantityProblem(product, quantity);
        if (problem) fail(`quantity ${quantity} breaks a rule: ${problem}`);
        const unit = product.unit ?? 'pcs';
        const unitCents = unitPriceCents(
          { unit, price: product.priceCents / 100, priceBreaks: product.priceBreaks },
          quantity,
        );
        const lineCents = amountCents(unit, unitCents, quantity);
        if (lineCents > maxOrderTotalCents) fail(`the total is above ${maxOrderTotalCents} cents`);
        if (answer.productQuantity !== quantity || Math.round(answer.productPrice * 100) !== lineCents)
          fail(`answered ${JSON.stringify(answer)} (unit price ${unitCents} cents, quantity ${quantity})`);
        if (answer.buyerEmail !== this.emails[role]) fail(`the order names ${answer.buyerEmail}`);
        product.total -= quantity;
        if (!answer.purchaseOrderId || !/^RM-\d{6}$/.test(answer.number)) fail('the order is no purchase order');
        this.orders.set(answer._id, {
          productId: String(body.productId),
          quantity,
          status: 'unpaid',
          owner: role,
          totalCents: lineCents,
          purchaseOrderId: answer.purchaseOrderId,
          purchaseOrderStatus: 'unpaid',
        });
        const key = headers['idempotency-key'];
        if (key) this.idempotencyKeys[role].push(key);
        return;
      }
      case 'POST /order/:id/cancel': {
        const order = this.orders.get(params.id!);
        // Unpaid: its buyer or an admin. Paid: an admin only, with a refund (docs/product/rules.md#security).
        const admin = this.rightsOf(role) === 'admin';
        if (!order || !(order.status === 'unpaid' || (order.status === 'paid' && admin)))
          return fail(`order ${params.id} is ${order?.status ?? 'unknown'}`);
        if (!admin && order.owner !== role) fail('the caller does not own the order');
        if (order.status === 'paid' && !answer.refundId) fail('a paid order was cancelled without a refund');
        order.status = 'cancelled';
        order.purchaseOrderStatus = 'cancelled';
        const product = order.productId === null ? undefined : this.products.get(order.productId);
        if (product) product.total += order.quantity;
        return;
      }
      case 'PATCH /order/:id': {
        const order = this.orders.get(params.id!);
        if (!order || order.owner !== role) return fail(`order ${params.id} is not the caller's`);
        // Confirming again with the order's own payment is harmless and answers the order as it
        // stands, even once an admin has cancelled and refunded it.
        // The line's payment is its one-line purchase order's too (the head is kept in step).
        if (order.status === 'unpaid')
          Object.assign(order, {
            status: 'paid',
            wasPaid: true,
            purchaseOrderStatus: 'paid',
            purchaseOrderPayment: body.transactionId,
          });
        else if (order.status === 'cancelled' && !order.wasPaid) fail('order is cancelled and was never paid');
        return;
      }
      case 'POST /order/:id/ship': {
        const order = this.orders.get(params.id!);
        if (!order || order.status !== 'paid') return fail(`order ${params.id} is ${order?.status ?? 'unknown'}`);
        order.status = 'shipped';
        order.purchaseOrderStatus = 'shipped';
        return;
      }
      case 'POST /create-payment-intent':
      case 'POST /create-payment-intent (purchase order)': {
        if (body.purchaseOrderId !== undefined) {
          const order = this.purchaseOrder(body.purchaseOrderId);
          if (!order || order.owner !== role || order.purchaseOrderStatus !== 'unpaid' || order.status !== 'unpaid')
            fail(`purchase order ${body.purchaseOrderId} is not payable by the caller`);
          this.intents.set(answer.clientSecret, body.purchaseOrderId);
          return;
        }
        const order = this.orders.get(body.orderId);
        if (!order || order.owner !== role || order.status !== 'unpaid')
          fail(`order ${body.orderId} is not payable by the caller`);
        this.intents.set(answer.clientSecret, body.orderId);
        return;
      }
      case 'GET /purchase-orders/:id/invoice.pdf': {
        // A hostile id such as `.` is normalised into another path; only a known order's answer is judged.
        const order = this.purchaseOrder(params.id!);
        if (!order) return;
        if (order.owner !== role && this.rightsOf(role) !== 'admin')
          fail(`purchase order ${params.id} is not the caller's`);
        if (!order.wasPaid) fail('an invoice of an order never paid');
        return;
      }
      case 'POST /purchase-orders/:id/pay': {
        const order = this.purchaseOrder(params.id!);
        if (!order || order.owner !== role) return fail(`purchase order ${params.id} is not the caller's`);
        if (order.purchaseOrderPayment === body.transactionId) return;
        const payment = this.payments.find((p) => p.paymentId === body.transactionId);
        if (payment?.orderId !== order.purchaseOrderId) return fail('the payment was not made for this purchase order');
        if (order.status !== 'unpaid') return fail(`the line is ${order.status}`);
        Object.assign(order, {
          status: 'paid',
          wasPaid: true,
          purchaseOrderStatus: 'paid',
          purchaseOrderPayment: body.transactionId,
        });
        return;
      }
      case 'POST /purchase-orders/:id/cancel': {
        const order = this.purchaseOrder(params.id!);
        const admin = this.rightsOf(role) === 'admin';
        if (!order || (!admin && order.owner !== role)) return fail(`purchase order ${params.id} is not the caller's`);
        const unpaid = order.purchaseOrderStatus === 'unpaid' && order.status === 'unpaid';
        const paid = ['paid', 'in_production'].includes(order.purchaseOrderStatus) && admin;
        if (!unpaid && !paid) return fail(`purchase order ${params.id} is ${order.purchaseOrderStatus}`);
        if (paid && answer.paymentStatus !== 'refunded') fail('a paid purchase order was cancelled without a refund');
        order.status = 'cancelled';
        order.purchaseOrderStatus = 'cancelled';
        const product = order.productId === null ? undefined : this.products.get(order.productId);
        if (product) product.total += order.quantity;
        return;
      }
      case 'POST /purchase-orders/:id/production':
      case 'POST /purchase-orders/:id/ship':
      case 'POST /purchase-orders/:id/deliver': {
        const order = this.purchaseOrder(params.id!);
        const step = route.split('/').at(-1)!;
        const from: Record<string, PurchaseOrderStatus[]> = {
          production: ['paid'],
          ship: ['paid', 'in_production'],
          deliver: ['shipped'],
        };
        if (!order || !from[step]!.includes(order.purchaseOrderStatus))
          return fail(`purchase order ${params.id} is ${order?.purchaseOrderStatus ?? 'unknown'}`);
        if (step === 'ship' && !(String(body.carrier).trim() && String(body.trackingNumber).trim()))
          fail('shipped without a carrier and tracking number');
        order.purchaseOrderStatus = step === 'production' ? 'in_production' : step === 'ship' ? 'shipped' : 'delivered';
        if (step === 'ship') order.status = 'shipped';
        if (answer.status !== order.purchaseOrderStatus) fail(`answered status ${answer.status}`);
        return;
      }
      case 'POST /payments/test/confirm': {
        const orderId = this.intents.get(body.clientSecret);
        if (!orderId) return fail('the client secret is unknown');
        this.payments.push({ paymentId: answer.paymentId, orderId });
        return;
      }
      case 'POST /quotes': {
        const productId = body.productId === undefined ? null : String(body.productId);
        if (productId !== null && !this.products.has(productId))
          return fail(`product ${productId} is not in the store`);
        if (answer.status !== 'requested' || answer.buyer?.email !== this.emails[role])
          fail(`answered ${JSON.stringify(answer)}`);
        if (answer.quantity !== sent(body.quantity) || (answer.productId ?? null) !== productId)
          fail(`answered quantity ${answer.quantity} and product ${answer.productId}`);
        // As sold needs a product; a product with no dimensions of the buyer's own is as sold. Sizes
        // of the buyer's that happen to equal the product's are the store's call (shared/quotes/quote-item.ts).
        const ownDimensions = typeof body.dimensions === 'string' && body.dimensions.trim() !== '';
        if (productId === null && answer.asSold) fail('a quote without a product was taken as sold');
        if (productId !== null && !ownDimensions && !answer.asSold)
          fail('a product quoted as it is sold was not as sold');
        this.quotes.set(answer._id, {
          owner: role,
          productId,
          asSold: Boolean(answer.asSold),
          quantity: answer.quantity,
          status: 'requested',
          unitCents: null,
        });
        return;
      }
      case 'GET /quotes/:id': {
        const quote = this.quotes.get(params.id!);
        if (quote && quote.owner !== role && this.rightsOf(role) !== 'admin')
          fail(`quote ${params.id} is not the caller's`);
        return;
      }
      case 'POST /quotes/:id/answer': {
        const quote = this.quotes.get(params.id!);
        if (quote?.status !== 'requested') return fail(`quote ${params.id} is ${quote?.status ?? 'unknown'}`);
        if (!(body.validUntil >= new Date().toISOString().slice(0, 10))) fail(`valid until ${body.validUntil}`);
        Object.assign(quote, { status: 'quoted', unitCents: Math.round(body.unitPrice * 100) });
        return;
      }
      case 'POST /quotes/:id/decline':
      case 'POST /quotes/:id/withdraw': {
        const quote = this.quotes.get(params.id!);
        if (!quote || !['requested', 'quoted'].includes(quote.status))
          return fail(`quote ${params.id} is ${quote?.status ?? 'unknown'}`);
        if (route.endsWith('withdraw') && quote.owner !== role) fail('the caller did not ask for the quote');
        quote.status = route.endsWith('withdraw') ? 'withdrawn' : 'declined';
        return;
      }
      case 'POST /quotes/:id/accept': {
        const quote = this.quotes.get(params.id!);
        if (!quote || quote.owner !== role) return fail(`quote ${params.id} is not the caller's`);
        if (quote.status === 'accepted') {
          if (answer._id !== quote.purchaseOrderId) fail('accepting again answered another purchase order');
          return;
        }
        if (quote.status !== 'quoted') return fail(`quote ${params.id} is ${quote.status}`);
        const totalCents = quote.unitCents! * quote.quantity;
        if (totalCents > maxOrderTotalCents) fail(`the total is above ${maxOrderTotalCents} cents`);
        // Stock is taken for a product quoted as sold that still has that many; otherwise the line is
        // made to order (PRODUCT.md §22).
        const product = quote.productId === null || !quote.asSold ? undefined : this.products.get(quote.productId);
        const fromStock = product !== undefined && product.total >= quote.quantity;
        const [line] = answer.lines ?? [];
        if (answer.lines?.length !== 1 || Math.round(answer.total * 100) !== totalCents)
          return fail(`answered ${JSON.stringify(answer)} for ${JSON.stringify(quote)}`);
        if ((line.productId ?? null) !== (fromStock ? quote.productId : null))
          fail(`the line's product is ${line.productId} (stock ${product?.total}, quantity ${quote.quantity})`);
        if (fromStock) product.total -= quote.quantity;
        this.orders.set(line._id, {
          productId: fromStock ? quote.productId : null,
          quantity: quote.quantity,
          status: 'unpaid',
          owner: role,
          totalCents,
          purchaseOrderId: answer._id,
          purchaseOrderStatus: 'unpaid',
        });
        Object.assign(quote, { status: 'accepted', purchaseOrderId: answer._id });
        return;
      }
      case 'POST /rating':
        this.reviews.add(answer._id);
        return;
      case 'DELETE /rating/:id':
        if (!this.reviews.delete(params.id!)) fail(`review ${params.id} was not in the store`);
        return;
      case 'POST /api/auth/sign-up/email': {
        const email = String(answer.user?.email);
        if (this.users.has(email)) fail(`${email} was already registered`);
        if (answer.user?.role === 'admin') fail('the new account is an admin');
        this.users.set(email, false);
        return;
      }
      case 'DELETE /user/:email': {
        const email = params.email!.trim().toLowerCase();
        if (!this.users.delete(email)) fail(`${email} was not registered`);
        return;
      }
      case 'PUT /user/admin/:email': {
        const email = params.email!.trim().toLowerCase();
        if (!this.users.has(email)) fail(`${email} is not registered`);
        if (answer.modifiedCount === 1) this.users.set(email, true);
        return;
      }
    }
  }
}
