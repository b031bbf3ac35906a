import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { formatDimensions } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { fromMajor } from '#shared/money/amount.ts';
import { minorUnitProblem } from '#shared/money/minor-units.ts';
import {
  formatQuoteNumber,
  type Quote,
  type QuoteStatus,
  type quoteAcceptSchema,
  type quoteAnswerSchema,
  type quoteRequestSchema,
} from '#shared/quotes/quote.schema.ts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { storeDocument, assertUploadFitsIn, lockAccount } from '../documents/index.ts';
import type { Upload } from '../documents/index.ts';
import {
  placePurchaseOrder,
  type PurchaseOrdersContext,
  type QuotedLine,
  findPurchaseOrderDetail,
  type PurchaseOrderDetail,
} from '../orders/index.ts';
import { assertQuoteBudget } from './quote-budget.ts';
import { notifyStaff } from '../outbox/index.ts';
import { noticeOfQuote } from './quote-mail.ts';
import { toApiQuote } from './quote.mapper.ts';
import { findQuote, moveQuote, nextQuoteNumber, type QuoteWithDrawing } from './quotes.repository.ts';
import type { QuoteRow, QuotesTable } from './quotes.table.ts';
import { quotes as m } from '#shared/messages/quotes.ts';
import { describeQuotedItem, isAsSold } from '#shared/quotes/quote-item.ts';
import { readDimensions } from '../catalog/index.ts';
import { buyerCurrency } from '../currencies/index.ts';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
type Buyer = Pick<Viewer, 'id' | 'email' | 'name'>;

/**
 * A buyer's request for a quote, with its drawing if one came: both are written in one
 * transaction, so a request never exists without the drawing it was sent with.
 */
export async function requestQuote(
  context: PurchaseOrdersContext,
  buyer: Buyer & Pick<Viewer, 'isAdmin'>,
  input: z.output<typeof quoteRequestSchema>,
  drawing: Upload['file'],
): Promise<QuoteWithDrawing> {
  const product = input.productId === undefined ? undefined : await catalogProduct(context.db, input.productId);
  const at = context.config.now().toISOString();
  const id = randomUUID();
  await context.db.transaction().execute(async (trx) => {
    // The budgets again, exact now: the account's row is held until the commit (PRODUCT.md §21).
    await lockAccount(trx, context.dbKind, buyer.id);
    await assertQuoteBudget(trx, context.config, buyer.id);
    if (drawing) await assertUploadFitsIn(trx, context, buyer, drawing.bytes.length);
    // Quotes are answered in the buyer's currency (PRODUCT.md §17): theirs as they ask.
    const { currency } = await buyerCurrency(trx, buyer.id);
    await trx
      .insertInto('quotes')
      .values({
        id,
        number: await nextQuoteNumber(trx, context.dbKind),
        buyer_id: buyer.id,
        buyer_email: buyer.email,
        buyer_name: buyer.name,
        product_id: product?.id ?? null,
        product_name: product?.name ?? null,
        metal: input.metal,
        form: input.form,
        grade: input.grade,
        dimensions: input.dimensions,
        quantity: input.quantity,
        target_date: input.targetDate ?? null,
        notes: input.notes,
        as_sold:
          product && isAsSold({ ...input, productId: product.id }, formatDimensions(readDimensions(product.dimensions)))
            ? 1
            : 0,
        certificate_required: input.certificateRequired ?? null,
        currency,
        status: 'requested',
        unit_price_cents: null,
        lead_time_days: null,
        valid_until: null,
        answer_note: null,
        purchase_order_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (drawing) {
      await storeDocument(
        trx,
        {
          kind: 'drawing',
          quote_id: id,
          purchase_order_id: null,
          line_id: null,
          certificate_type: null,
          file_name: drawing.name,
          content_type: drawing.contentType,
          uploaded_by: buyer.id,
          content: drawing.bytes,
        },
        at,
      );
    }
    // The staff's mail of a new request commits with it (PRODUCT.md §21).
    await notifyStaff(trx, context, 'quoteRequested', { quoteId: id });
  });
  context.outbox.kick();
  return (await findQuote(context.db, id))!;
}

async function catalogProduct(db: Kysely<Database>, productId: string) {
  const id = /^\d{1,15}$/.test(productId) ? Number(productId) : undefined;
  const product =
    id === undefined
      ? undefined
      : await db.selectFrom('products').select(['id', 'name', 'dimensions']).where('id', '=', id).executeTakeFirst();
  if (!product) throw notFound(messages.errors.productNotFound);
  return product;
}

/** The quote if the viewer may see it (its buyer or an admin); 404 for anyone else's, as for orders. */
export async function quoteVisibleTo(context: PurchaseOrdersContext, id: string, viewer: Viewer) {
  const quote = await findQuote(context.db, id);
  if (!quote || (quote.buyer_id !== viewer.id && !viewer.isAdmin)) throw notFound(m.notFound);
  return quote;
}

/**
 * Moves a quote from one of the states `allowed` (as the API sees them: a quoted quote past its
 * day is `expired`) with one conditional UPDATE on the state it was read in, so of an answer, a
 * decline and a withdrawal arriving together exactly one happens; the others are told the state
 * the quote is in now.
 */
async function moveFrom(
  context: PurchaseOrdersContext,
  quote: QuoteWithDrawing,
  allowed: readonly QuoteStatus[],
  set: Updateable<QuotesTable> & { status: QuoteStatus },
  notice?: 'quoted' | 'declined',
): Promise<QuoteWithDrawing> {
  const now = context.config.now();
  const refuse = (current: Quote) =>
    conflict(current.status === 'expired' ? m.expiredNoChange : m.notOpen(current.status));
  const seen = toApiQuote(quote, now);
  if (!allowed.includes(seen.status)) throw refuse(seen);
  const moved = await context.db.transaction().execute(async (trx) => {
    const row = await moveQuote(
      trx,
      quote.id,
      [quote.status],
      { ...set, updated_at: now.toISOString() },
      quote.status === 'quoted' ? dayOf(now) : undefined,
    );
    // The buyer's mail of the answer commits with it (PRODUCT.md §21).
    if (row && notice) await noticeOfQuote(trx, context, notice, quote.id);
    return row;
  });
  if (moved && notice) context.outbox.kick();
  const after = (await findQuote(context.db, quote.id))!;
  if (!moved) throw refuse(toApiQuote(after, now));
  return after;
}

/**
 * The store's answer (admins), while the request waits for one; valid through `validUntil`. The
 * unit price is in the quote's currency (PRODUCT.md §17), whole minor units of it (whole yen).
 */
export function answerQuote(
  context: PurchaseOrdersContext,
  quote: QuoteWithDrawing,
  answer: z.output<typeof quoteAnswerSchema>,
) {
  if (answer.validUntil < dayOf(context.config.now())) throw badRequest(m.validUntilPast);
  const problem = minorUnitProblem(answer.unitPrice, quote.currency, orderCurrency.labels.unitPrice);
  if (problem) throw badRequest(problem);
  return moveFrom(
    context,
    quote,
    ['requested'],
    {
      status: 'quoted',
      unit_price_cents: fromMajor(answer.unitPrice, quote.currency).minor,
      lead_time_days: answer.leadTimeDays,
      valid_until: answer.validUntil,
      answer_note: answer.note,
    },
    'quoted',
  );
}

/** The store declines (admins): a request, or an answer the buyer has not accepted yet. */
export function declineQuote(context: PurchaseOrdersContext, quote: QuoteWithDrawing, note: string) {
  return moveFrom(
    context,
    quote,
    ['requested', 'quoted'],
    { status: 'declined', answer_note: note || null },
    'declined',
  );
}

/** The buyer withdraws their request, or an answer they will not take. */
export function withdrawQuote(context: PurchaseOrdersContext, quote: QuoteWithDrawing, viewer: Viewer) {
  if (quote.buyer_id !== viewer.id) throw forbidden(m.notYours);
  return moveFrom(context, quote, ['requested', 'quoted'], { status: 'withdrawn' });
}

/**
 * The line a quote becomes (PRODUCT.md §22): the catalog product's name for a quote of the product
 * as sold; otherwise the quoted item itself, never the catalog product it was asked from. With
 * the quote's number.
 */
export function quoteLineName(quote: QuoteRow): string {
  const what = quote.as_sold && quote.product_name ? quote.product_name : describeQuotedItem(quote);
  return `${what} (${formatQuoteNumber(quote.number)})`.slice(0, 300);
}

/** The quoted item an accepted quote's line carries, as `placePurchaseOrder` takes it. */
function quotedLine(quote: QuoteWithDrawing): QuotedLine {
  return {
    quoteId: quote.id,
    productId: quote.product_id,
    asSold: Boolean(Number(quote.as_sold)),
    name: quoteLineName(quote),
    quantity: quote.quantity,
    unitCents: Number(quote.unit_price_cents),
    item: {
      description: describeQuotedItem(quote),
      metal: quote.metal,
      form: quote.form,
      grade: quote.grade,
      dimensions: quote.dimensions,
      leadTimeDays: quote.lead_time_days,
      certificateRequired: quote.certificate_required,
      drawing: quote.drawing_id === null ? null : { id: quote.drawing_id, name: quote.drawing_name ?? 'drawing' },
    },
  };
}

/**
 * The buyer accepts a quoted quote: it becomes a one-line purchase order at the quoted price, paid
 * like any other. Whether it is still valid is decided inside the transaction that places the
 * order, by the server's clock at that moment and a conditional UPDATE from `quoted`: a quote
 * that expires, is withdrawn or declined, or is accepted by another request meanwhile places
 * nothing. Accepting an already accepted quote again (a retry) answers the order it became.
 */
export async function acceptQuote(
  context: PurchaseOrdersContext,
  quote: QuoteWithDrawing,
  viewer: Viewer,
  input: z.output<typeof quoteAcceptSchema>,
): Promise<{ detail: PurchaseOrderDetail; created: boolean }> {
  if (quote.buyer_id !== viewer.id) throw forbidden(m.notYours);
  const already = await orderOfAccepted(context, quote.id);
  if (already) return { detail: already, created: false };
  const seen = toApiQuote(quote, context.config.now());
  if (seen.status === 'expired') throw conflict(m.expired);
  if (seen.status !== 'quoted') throw conflict(m.notOpen(seen.status));
  try {
    return await placePurchaseOrder(context, {
      buyer: viewer,
      lines: [quotedLine(quote)],
      shipTo: input.shipTo,
      poNumber: input.poNumber,
      requestedDate: input.requestedDate,
      notes: input.notes,
      endUse: input.endUse,
      idempotencyKey: undefined,
      nameLines: true,
      claim: async (trx) => {
        // The moment of acceptance is this one, inside the transaction, not when the request arrived.
        const now = context.config.now();
        const claimed = await moveQuote(
          trx,
          quote.id,
          ['quoted'],
          { status: 'accepted', updated_at: now.toISOString() },
          dayOf(now),
        );
        if (claimed) return;
        const current = await trx.selectFrom('quotes').selectAll().where('id', '=', quote.id).executeTakeFirstOrThrow();
        const status = toApiQuote({ ...current, drawing_id: null, drawing_name: null }, now).status;
        throw conflict(status === 'expired' ? m.expired : m.notOpen(status));
      },
      alsoInTransaction: async (trx, head) => {
        await trx.updateTable('quotes').set({ purchase_order_id: head.id }).where('id', '=', quote.id).execute();
      },
    });
  } catch (error) {
    // Two acceptances at once: the one that lost answers the order the other placed.
    const placed = await orderOfAccepted(context, quote.id);
    if (placed) return { detail: placed, created: false };
    throw error;
  }
}

async function orderOfAccepted(context: PurchaseOrdersContext, quoteId: string) {
  const row = await context.db
    .selectFrom('quotes')
    .select(['status', 'purchase_order_id'])
    .where('id', '=', quoteId)
    .executeTakeFirst();
  if (row?.status !== 'accepted' || row.purchase_order_id === null) return undefined;
  return findPurchaseOrderDetail(context.db, row.purchase_order_id);
}
