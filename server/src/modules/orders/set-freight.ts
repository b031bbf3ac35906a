import { dueDateOf } from '#shared/companies/company-rules.ts';
import { freightTexts } from '#shared/messages/costs.ts';
import { orderCurrency } from '#shared/messages/order-currency.ts';
import { fromMajor, percentOf, toMajor } from '#shared/money/amount.ts';
import { minorUnitProblem } from '#shared/money/minor-units.ts';
import type { z } from 'zod';
import type { setFreightInputSchema } from '#shared/orders/costs/order-costs.schema.ts';
import { formatMoney } from '#shared/money/format-money.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { mailOptionsFromConfig } from '../../mail/mail-options.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { enqueueRendered } from '../outbox/index.ts';
import { invoicedNote } from './company-terms.ts';
import { noticeToCompany } from './company-order-notices.ts';
import { percentOfMillis } from './cost-fields.mapper.ts';
import type { PurchaseOrdersContext } from './orders-context.ts';
import {
  findPurchaseOrderDetail,
  lockPurchaseOrder,
  type PurchaseOrderDetail,
  recordEvent,
  settleLockedPurchaseOrder,
} from './purchase-orders.repository.ts';

/**
 * A store admin quotes the freight of an order whose freight was pending (PRODUCT.md §16): the
 * amount, taxed at the order's frozen freight rate, joins the total; the buyer is mailed; an order
 * on account is invoiced now and its due date starts today. The head is locked and the change is
 * conditional on the freight still pending, so two admins setting it at once give one value and
 * one mail: the second gets a 409. The amount is in the order's currency (PRODUCT.md §17), whole
 * minor units of it (400 otherwise: ¥1,200.5 is no amount).
 */
export async function setFreight(
  context: PurchaseOrdersContext,
  detail: PurchaseOrderDetail,
  viewer: Viewer,
  input: z.output<typeof setFreightInputSchema>,
): Promise<PurchaseOrderDetail> {
  const now = context.config.now();
  const at = now.toISOString();
  const { currency } = detail.head;
  const problem = minorUnitProblem(input.amount, currency, orderCurrency.labels.freightAmount);
  if (problem) throw badRequest(problem);
  const freight = fromMajor(input.amount, currency);
  const freightCents = freight.minor;
  const set = await context.db.transaction().execute(async (trx) => {
    const head = await lockPurchaseOrder(trx, context.dbKind, detail.head.id);
    if (!head || head.freight_status !== 'pending') return undefined;
    const freightTaxCents = percentOf(freight, percentOfMillis(head.freight_tax_rate_millis)).minor;
    const invoiceNow = head.payment_method === 'account' && head.status === 'confirmed' && head.due_date === null;
    const updated = await trx
      .updateTable('purchase_orders')
      .set({
        freight_status: 'charged',
        freight_cents: freightCents,
        freight_tax_cents: freightTaxCents,
        freight_carrier: input.carrier || null,
        freight_note: input.note || null,
        freight_set_at: at,
        freight_set_by: viewer.id,
        freight_pending_json: null,
        ...(invoiceNow ? { due_date: dueDateOf(at, head.payment_terms!) } : {}),
        updated_at: at,
      })
      .where('id', '=', head.id)
      .where('freight_status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    // The total follows: goods + tax of the live lines + the freight and its tax.
    const { head: settled } = await settleLockedPurchaseOrder(trx, updated, at);
    if (invoiceNow) {
      await recordEvent(trx, head.id, { type: 'invoiced', at, note: invoicedNote(settled), actorId: viewer.id });
      await noticeToCompany(trx, context, 'invoice', head.id);
    }
    const number = formatOrderNumber(Number(settled.number));
    const money = (cents: number) =>
      formatMoney(toMajor({ minor: cents, currency: settled.currency }), settled.currency);
    const link = mailOptionsFromConfig(context.config).publicUrl + paths.purchaseOrder(settled.id);
    // The mail says what was set, fixed now: rendered with the change, in its transaction, in the
    // buyer's language (not the admin's who set it).
    await enqueueRendered(trx, context, settled.buyer_email, () => ({
      subject: freightTexts.mail.subject(number),
      text: freightTexts.mail.text(
        number,
        money(freightCents),
        input.carrier ?? '',
        input.note ?? '',
        money(Number(settled.total_cents)),
        link,
      ),
    }));
    return settled;
  });
  if (!set) throw conflict(freightTexts.notPending);
  context.outbox.kick();
  return (await findPurchaseOrderDetail(context.db, detail.head.id))!;
}
