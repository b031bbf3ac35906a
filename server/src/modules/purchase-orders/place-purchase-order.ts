import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { cutProblem, cutQuantityM, priceCut } from '#shared/catalog/cut.ts';
import { amountCents, quantityProblem } from '#shared/catalog/pricing.ts';
import { toBase, unitQuantityProblem } from '#shared/catalog/units.ts';
import { densityFromColumn, lineWeightGrams } from '#shared/catalog/weight.ts';
import { approvalReason, creditProblem, dueDateOf } from '#shared/companies/company-rules.ts';
import { messages } from '#shared/messages.ts';
import { companyOrders } from '#shared/messages/company-orders.ts';
import { centsToDollars, dollarsToCents, formatUsd, orderTotalCents } from '#shared/money.ts';
import { orderTotalProblem } from '#shared/orders/order-limits.ts';
import {
  type PaymentMethod,
  type PurchaseOrderStatus,
  requestedDateProblem,
} from '#shared/orders/purchase-order.schema.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { takeQuotedStock, takeStock } from '../catalog/catalog.repository.ts';
import { pricedFromRow, readDimensions, unitOf } from '../catalog/product.mapper.ts';
import { accountUnitCents } from '../companies/account-pricing.ts';
import { companyBalances, spentThisMonthCents } from '../companies/balances.ts';
import { type Membership, membershipOf } from '../companies/membership.ts';
import type { NewOrderRow } from '../orders/orders.table.ts';
import {
  countUnpaidPurchaseOrdersOf,
  findPurchaseOrderByKey,
  findPurchaseOrderDetail,
  nextOrderNumber,
  type PurchaseOrderDetail,
  recordEvent,
} from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';
import { noticeToCompany } from './company-order-notices.ts';
import { enqueueMany, staffNotice } from '../outbox/index.ts';

/** What the purchase order use cases need from the app. */
export type PurchaseOrdersContext = Pick<
  FastifyInstance,
  'db' | 'dbKind' | 'catalogCache' | 'config' | 'payments' | 'log' | 'mailer' | 'outbox'
>;

/**
 * A line of the catalog, priced by the shared rules: `quantity` in the product's unit (pieces, or
 * m / kg with up to 3 decimals), or a cut of N pieces of L mm of a product cut to length, whose
 * quantity is N × L / 1000 m (PRODUCT.md §15).
 */
export interface CatalogLine {
  productId: number;
  quantity?: number;
  cut?: { pieces: number; lengthMm: number };
  /** The unit price (cents) the buyer saw; a different price now refuses the order (409). */
  seenUnitCents?: number;
  /** A cut line's fee per piece (cents) the buyer saw. */
  seenCutFeeCents?: number;
  /** The product's name as the buyer knows it, for messages about a line whose product is gone. */
  name?: string;
}

/**
 * A line at a quoted price (docs/product/quotes.md, PRODUCT.md §22). A quote of a catalog product
 * as sold (`asSold`) takes the product's stock when it still has that many (the quote stands in
 * for the minimum, multiple and maximum); otherwise, and for any size of the buyer's own, it is the
 * quoted item made to order: no stock taken, none given back if it is cancelled.
 */
export interface QuotedLine {
  quoteId: string;
  productId: number | null;
  asSold: boolean;
  name: string;
  quantity: number;
  unitCents: number;
  /** The quoted item the line is: what the order page, mails and invoice show. */
  item: {
    description: string;
    metal: string;
    form: string;
    grade: string;
    dimensions: string;
    leadTimeDays: number | null;
    certificateRequired: string | null;
    drawing: { id: string; name: string } | null;
  };
}

export type LineRequest = CatalogLine | QuotedLine;

const isQuoted = (line: LineRequest): line is QuotedLine => 'quoteId' in line;

export interface PlacePurchaseOrder {
  buyer: { id: string; email: string; name: string };
  lines: readonly LineRequest[];
  shipTo: { address: string; phone: string };
  poNumber?: string | undefined;
  requestedDate?: string | undefined;
  notes?: string | undefined;
  idempotencyKey: string | undefined;
  /**
   * Messages name the failing line ("Titanium tube: Minimum order quantity is 10") when there are
   * several; the one-product Purchase page keeps the original API's plain messages.
   */
  nameLines: boolean;
  /**
   * First write of the transaction, before any stock is taken: the checkout claims the cart lines
   * it read, so two checkouts of one cart cannot both place it.
   */
  claim?: (trx: Kysely<Database>) => Promise<void>;
  /** More writes of the same transaction, after the order is written (the checkout saves the ship-to). */
  alsoInTransaction?: (trx: Kysely<Database>, head: PurchaseOrderRow) => Promise<void>;
  /** `card` (the default) or `account`, a company's payment terms (docs/product/companies.md#paying-on-account). */
  paymentMethod?: PaymentMethod;
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Places a purchase order (docs/product/ordering.md): in one transaction, takes every line's
 * quantity out of stock with the catalog's conditional UPDATE, prices each line with the shared
 * rules, and writes the head, its lines and the `placed` event. All or nothing: the first line
 * that cannot be had is named in the 400 (409 when its price changed since the buyer saw it) and
 * the rollback returns whatever stock was already taken. Lines are taken in product order, so two
 * checkouts of overlapping carts lock rows in the same order and cannot deadlock on PostgreSQL.
 * A retry with the same Idempotency-Key answers the first order. The same rules hold for the
 * one-line order of the Purchase page (POST /orders).
 */
export async function placePurchaseOrder(
  context: PurchaseOrdersContext,
  order: PlacePurchaseOrder,
): Promise<{ detail: PurchaseOrderDetail; created: boolean }> {
  const { db } = context;
  const { buyer, idempotencyKey } = order;
  const replayed = async () => {
    const existing = idempotencyKey ? await findPurchaseOrderByKey(db, buyer.id, idempotencyKey) : undefined;
    return existing ? (await findPurchaseOrderDetail(db, existing.id))! : undefined;
  };
  const first = await replayed();
  if (first) return { detail: first, created: false };
  if (order.lines.length === 0) throw badRequest(messages.purchaseOrders.emptyCart);
  const now = context.config.now();
  const dateProblem = requestedDateProblem(order.requestedDate, today(now));
  if (dateProblem) throw badRequest(dateProblem);
  try {
    const { id } = await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      await checkUnpaidLimit(trx, context, buyer.id);
      const membership = await companyOf(trx, context, buyer.id);
      const paymentMethod = order.paymentMethod ?? 'card';
      if (paymentMethod === 'account' && !membership) throw badRequest(messages.purchaseOrders.paymentMethod);
      await order.claim?.(trx);
      const lines = await takeLines(trx, order, at, membership ? membership.discountBp / 100 : 0);
      const totalCents = lines.reduce((sum, line) => sum + line.total_cents, 0);
      // Thrown inside the transaction: the stock just taken goes back with the rollback.
      const tooLarge = orderTotalProblem(totalCents);
      if (tooLarge) throw badRequest(tooLarge);
      const terms = await companyTerms(trx, membership, { buyerId: buyer.id, paymentMethod, totalCents, now });
      const profile = await trx
        .selectFrom('profiles')
        .select('education')
        .where('user_id', '=', buyer.id)
        .executeTakeFirst();
      const head = await trx
        .insertInto('purchase_orders')
        .values({
          id: randomUUID(),
          number: await nextOrderNumber(trx, context.dbKind),
          buyer_id: buyer.id,
          buyer_email: buyer.email,
          buyer_name: buyer.name,
          buyer_company: profile?.education ?? '',
          po_number: order.poNumber ?? null,
          ship_to_address: order.shipTo.address,
          phone: order.shipTo.phone,
          requested_date: order.requestedDate ?? null,
          notes: order.notes ?? '',
          status: terms.status,
          payment_method: paymentMethod,
          payment_status: 'unpaid',
          company_id: membership?.companyId ?? null,
          payment_terms: terms.paymentTerms,
          due_date: terms.dueDate,
          total_cents: totalCents,
          payment_intent_id: null,
          transaction_id: null,
          refund_id: null,
          carrier: null,
          tracking_number: null,
          idempotency_key: idempotencyKey ?? null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('orders')
        .values(
          lines.map((line) => ({
            ...line,
            purchase_order_id: head.id,
            buyer_id: buyer.id,
            buyer_email: buyer.email,
            buyer_name: buyer.name,
            buyer_address: order.shipTo.address,
            phone: order.shipTo.phone,
          })),
        )
        .execute();
      await recordEvent(trx, head.id, { type: 'placed', at, actorId: buyer.id });
      if (terms.approvalReason) {
        await recordEvent(trx, head.id, {
          type: 'approval_requested',
          at,
          note: terms.approvalReason,
          actorId: buyer.id,
        });
      } else if (terms.dueDate) {
        await recordEvent(trx, head.id, { type: 'invoiced', at, note: invoicedNote(head), actorId: buyer.id });
      }
      await order.alsoInTransaction?.(trx, head);
      // The mails this order causes commit with it (PRODUCT.md §21): the buyer's confirmation,
      // the company's approval or invoice notice, and the staff's new-order mail.
      // One INSERT for the two every order has (a checkout burst waits on its transactions).
      await enqueueMany(trx, context, [
        {
          topic: 'purchaseOrder',
          recipient: head.buyer_email,
          payload: { purchaseOrderId: head.id, notice: 'placed' },
        },
        {
          topic: 'staff',
          recipient: context.config.seller.email,
          payload: staffNotice('purchaseOrderPlaced', { purchaseOrderId: head.id }),
        },
      ]);
      if (head.company_id) {
        await noticeToCompany(
          trx,
          context,
          terms.approvalReason ? 'waiting' : 'invoice',
          head.id,
          terms.approvalReason,
        );
      }
      return { id: head.id };
    });
    context.catalogCache.invalidate();
    context.outbox.kick();
    const detail = (await findPurchaseOrderDetail(db, id))!;
    return { detail, created: true };
  } catch (error) {
    // Two retries racing with one key: the loser hits the unique key, or finds the cart already
    // claimed by the winner; either way it answers the winner's order.
    if (idempotencyKey && (isUniqueViolation(error) || (error as { statusCode?: number }).statusCode === 409)) {
      const winner = await replayed();
      if (winner) return { detail: winner, created: false };
    }
    throw error;
  }
}

type NewLine = Omit<
  NewOrderRow,
  'purchase_order_id' | 'buyer_id' | 'buyer_email' | 'buyer_name' | 'buyer_address' | 'phone'
> & { total_cents: number };

/**
 * Prices every catalog line with the account's price (`accountUnitCents`: the price breaks, then
 * the company's contract discount); a quoted line keeps the price the store quoted.
 */
async function takeLines(
  trx: Kysely<Database>,
  order: PlacePurchaseOrder,
  at: string,
  discountPercent: number,
): Promise<NewLine[]> {
  const requested = order.lines.map((line, index) => ({ ...line, lineNo: index + 1 }));
  const byProduct = [...requested].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0));
  const taken = new Map<number, NewLine>();
  for (const line of byProduct) {
    if (isQuoted(line)) {
      taken.set(line.lineNo, await takeQuotedLine(trx, line, at));
      continue;
    }
    const wanted = await wantedBase(trx, order, line);
    const product = await takeStock(trx, line.productId, wanted.base, at);
    if (!product) throw await whyNot(trx, order, line, wanted.quantity);
    // Priced from the row the conditional UPDATE answered: the product as it was when its stock was taken.
    const priced = { ...pricedFromRow(product), form: product.form, dimensions: product.dimensions };
    // The account's price: the price breaks, then the company's contract discount.
    const price = line.cut
      ? priceCut(priced, line.cut.pieces, line.cut.lengthMm, discountPercent)
      : (() => {
          const unitCents = accountUnitCents(priced, wanted.quantity, discountPercent);
          return { unitCents, totalCents: amountCents(priced.unit, unitCents, wanted.quantity), cutFeesCents: 0 };
        })();
    const cutFeeCents = line.cut ? dollarsToCents(priced.cutToLength?.cutFee ?? 0) : null;
    const repricedFrom =
      line.seenUnitCents !== undefined && line.seenUnitCents !== price.unitCents
        ? messages.cart.repriced(
            formatUsd(centsToDollars(line.seenUnitCents)),
            formatUsd(centsToDollars(price.unitCents)),
          )
        : line.seenCutFeeCents !== undefined && cutFeeCents !== null && line.seenCutFeeCents !== cutFeeCents
          ? messages.cart.repriced(
              formatUsd(centsToDollars(line.seenCutFeeCents)),
              formatUsd(centsToDollars(cutFeeCents)),
            )
          : undefined;
    if (repricedFrom) throw conflict(messages.purchaseOrders.lineProblem(product.name, repricedFrom));
    const grams = lineWeightGrams(
      {
        unit: priced.unit,
        form: product.form,
        dimensions: readDimensions(product.dimensions),
        density: densityFromColumn(product.density_kg_m3),
      },
      wanted.quantity,
    );
    taken.set(line.lineNo, {
      ...newLine({
        lineNo: line.lineNo,
        product,
        name: product.name,
        quantity: wanted.base,
        unitCents: price.unitCents,
        at,
      }),
      total_cents: price.totalCents,
      unit: priced.unit,
      pieces: line.cut?.pieces ?? null,
      length_mm: line.cut?.lengthMm ?? null,
      cut_fee_cents: cutFeeCents,
      weight_grams: grams,
      kind: line.cut ? 'cut' : 'catalog',
    });
  }
  return requested.map((line) => taken.get(line.lineNo)!);
}

async function takeQuotedLine(
  trx: Kysely<Database>,
  line: QuotedLine & { lineNo: number },
  at: string,
): Promise<NewLine> {
  // A quote's quantity is in its product's unit (pieces, m or kg; ADR 017); stock is in base units.
  const fromStock = line.asSold && line.productId !== null;
  const row = fromStock
    ? await trx.selectFrom('products').select(['unit']).where('id', '=', line.productId!).executeTakeFirst()
    : undefined;
  const unit = row ? unitOf(row) : 'pcs';
  const product = row ? await takeQuotedStock(trx, line.productId!, toBase(unit, line.quantity), at) : undefined;
  // Made to order when no stock was taken (a size of the buyer's own, or more than the catalog
  // has): the quoted item in pieces, at the quoted lead time; nothing goes back to stock if it is
  // cancelled, for its product_id stays null (docs/decisions/026-order-lines-of-every-kind.md).
  const { item } = line;
  return {
    ...newLine({
      lineNo: line.lineNo,
      product,
      name: line.name,
      quantity: product ? toBase(unit, line.quantity) : line.quantity,
      unitCents: line.unitCents,
      at,
    }),
    total_cents: amountCents(product ? unit : 'pcs', line.unitCents, line.quantity),
    unit: product ? unit : 'pcs',
    quote_id: line.quoteId,
    kind: product ? 'catalog' : 'made_to_order',
    description: item.description,
    metal: item.metal,
    form: item.form,
    grade: item.grade || null,
    dimensions: product ? null : item.dimensions,
    lead_time_days: product ? null : item.leadTimeDays,
    certificate_required: item.certificateRequired,
    drawing_id: item.drawing?.id ?? null,
    drawing_name: item.drawing?.name ?? null,
  };
}

/** An unpaid line of `quantity` at `unitCents`, of the product whose stock it took (none: made to order). */
function newLine(line: {
  lineNo: number;
  product: { id: number; name: string; sku: string | null } | undefined;
  name: string;
  quantity: number;
  unitCents: number;
  at: string;
}): NewLine {
  return {
    id: randomUUID(),
    line_no: line.lineNo,
    product_id: line.product?.id ?? null,
    product_name: line.product?.name ?? line.name,
    sku: line.product?.sku ?? null,
    unit_price_cents: line.unitCents,
    quantity: line.quantity,
    total_cents: orderTotalCents(line.unitCents, line.quantity),
    status: 'unpaid',
    transaction_id: null,
    payment_intent_id: null,
    idempotency_key: null,
    refund_id: null,
    heat_number: null,
    created_at: line.at,
    updated_at: line.at,
  };
}

/** A 400 about one line: named when the order has several, plain for the one-product Purchase page. */
function lineError(order: PlacePurchaseOrder, name: string, problem: string) {
  return badRequest(order.nameLines ? messages.purchaseOrders.lineProblem(name, problem) : problem);
}

/**
 * The line's quantity in the product's unit and in whole base units (pieces, mm, g), after the
 * checks that need the product's unit and that the stock's conditional UPDATE cannot make: a
 * fraction of a piece, a fourth decimal, a cut of a product not cut to length or out of its bounds.
 */
async function wantedBase(
  trx: Kysely<Database>,
  order: PlacePurchaseOrder,
  line: CatalogLine & { lineNo: number },
): Promise<{ quantity: number; base: number }> {
  const row = await trx.selectFrom('products').selectAll().where('id', '=', line.productId).executeTakeFirst();
  if (!row) {
    if (!order.nameLines) throw notFound(messages.errors.productNotFound);
    throw badRequest(messages.purchaseOrders.lineProblem(line.name ?? `#${line.lineNo}`, messages.cart.noLongerSold));
  }
  const product = pricedFromRow(row);
  if (line.cut) {
    // The rules that do not depend on stock: the stock itself is the conditional UPDATE's to judge.
    const problem = cutProblem({ ...product, total: Number.MAX_SAFE_INTEGER }, line.cut.pieces, line.cut.lengthMm);
    if (problem) throw lineError(order, row.name, problem);
    const quantity = cutQuantityM(line.cut.pieces, line.cut.lengthMm);
    return { quantity, base: toBase('m', quantity) };
  }
  const quantity = line.quantity ?? 0;
  const problem = unitQuantityProblem(product.unit, quantity);
  if (problem) throw lineError(order, row.name, problem);
  return { quantity, base: toBase(product.unit, quantity) };
}

/** The error for a line whose stock could not be taken: the rule it breaks, or the product gone. */
async function whyNot(
  trx: Kysely<Database>,
  order: PlacePurchaseOrder,
  line: CatalogLine & { lineNo: number },
  quantity: number,
) {
  const row = await trx.selectFrom('products').selectAll().where('id', '=', line.productId).executeTakeFirst();
  if (!row) {
    if (!order.nameLines) return notFound(messages.errors.productNotFound);
    return badRequest(messages.purchaseOrders.lineProblem(line.name ?? `#${line.lineNo}`, messages.cart.noLongerSold));
  }
  const current = pricedFromRow(row);
  const problem =
    quantityProblem(current, quantity) ??
    (current.unit === 'pcs'
      ? messages.purchase.aboveTotal(current.total)
      : quantityProblem({ ...current, total: 0 }, quantity)!);
  return lineError(order, row.name, problem);
}

/**
 * At most `MAX_UNPAID_ORDERS` unpaid purchase orders per account (docs/product/rules.md#security).
 * On PostgreSQL the buyer's row is locked first, so one buyer's concurrent orders are counted one
 * after another; SQLite runs one write transaction at a time anyway.
 */
async function checkUnpaidLimit(trx: Kysely<Database>, context: PurchaseOrdersContext, buyerId: string) {
  if (context.dbKind === 'postgres') {
    await trx.selectFrom('users').select('id').where('id', '=', buyerId).forUpdate().executeTakeFirst();
  }
  const maximum = context.config.orders.maxUnpaidPerBuyer;
  if ((await countUnpaidPurchaseOrdersOf(trx, buyerId)) >= maximum) {
    throw conflict(messages.orders.tooManyUnpaid(maximum));
  }
}

/**
 * The buyer's company, read in the checkout's transaction. On PostgreSQL its row is locked first
 * (after the buyer's own): a company's orders are then placed one after another, so the credit
 * check of 20 orders on account at once sees each accepted one's balance, and a buyer's orders of
 * the month are counted against the monthly limit one after another. SQLite has one writer.
 */
async function companyOf(
  trx: Kysely<Database>,
  context: PurchaseOrdersContext,
  buyerId: string,
): Promise<Membership | undefined> {
  const membership = await membershipOf(trx, buyerId);
  if (membership && context.dbKind === 'postgres') {
    await trx.selectFrom('companies').select('id').where('id', '=', membership.companyId).forUpdate().execute();
  }
  return membership;
}

interface CompanyTerms {
  status: PurchaseOrderStatus;
  /** Why the order waits for a company admin, or undefined. */
  approvalReason: string | undefined;
  paymentTerms: Membership['paymentTerms'];
  /** Set when the invoice on account is issued: at once, or when the order is approved. */
  dueDate: string | null;
}

/**
 * Where a new order starts (docs/product/companies.md): a company buyer's order that
 * `approvalReason` holds waits in `pending_approval`; an order on account must pass
 * `creditProblem` (a 400 that rolls back the stock just taken) and is `confirmed`, its invoice due
 * `dueDateOf` the terms, unless it waits for approval first (its credit is then held: the open
 * balance of `companyBalances` counts it, and its due date is set when it is approved); anything
 * else is `unpaid`.
 */
async function companyTerms(
  trx: Kysely<Database>,
  membership: Membership | undefined,
  order: { buyerId: string; paymentMethod: PaymentMethod; totalCents: number; now: Date },
): Promise<CompanyTerms> {
  const onAccount = order.paymentMethod === 'account';
  if (!membership) return { status: 'unpaid', approvalReason: undefined, paymentTerms: null, dueDate: null };
  const at = order.now.toISOString();
  if (onAccount) {
    // Every invoice on account still owed, and the orders on account still waiting for approval:
    // their credit is held from the moment they are placed, so approving them never overshoots.
    const { openBalanceCents, hasOverdueInvoice } = await companyBalances(trx, membership.companyId, today(order.now));
    const problem = creditProblem({
      terms: membership.paymentTerms,
      creditLimitCents: membership.creditLimitCents,
      orderCents: order.totalCents,
      openBalanceCents,
      hasOverdueInvoice,
    });
    if (problem) throw badRequest(problem);
  }
  const reason =
    membership.role === 'buyer'
      ? approvalReason({
          role: membership.role,
          orderCents: order.totalCents,
          thresholdCents: membership.approvalThresholdCents,
          spentThisMonthCents: await spentThisMonthCents(trx, order.buyerId, order.now),
          monthlyLimitCents: membership.monthlyLimitCents,
        })
      : undefined;
  const paymentTerms = onAccount ? membership.paymentTerms : null;
  if (reason) return { status: 'pending_approval', approvalReason: reason, paymentTerms, dueDate: null };
  if (!onAccount) return { status: 'unpaid', approvalReason: undefined, paymentTerms: null, dueDate: null };
  return { status: 'confirmed', approvalReason: undefined, paymentTerms, dueDate: dueDateOf(at, paymentTerms!) };
}

/** The `invoiced` event's note: "On account, Net 30, due 2026-12-23". */
export function invoicedNote(head: Pick<PurchaseOrderRow, 'payment_terms' | 'due_date'>): string {
  return companyOrders.placedOnAccount(companyOrders.termsWords[head.payment_terms!], head.due_date!);
}
