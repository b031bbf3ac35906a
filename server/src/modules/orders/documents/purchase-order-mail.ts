import type { FastifyBaseLogger } from 'fastify';
import { currentLanguage } from '#shared/i18n/current-language.ts';
import type { PurchaseOrder } from '#shared/orders/purchase-order.schema.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { RenderedMail } from '../../../mail/mail-options.ts';
import { renderHtmlTemplate, renderTextTemplate } from '../../../mail/templates.ts';
import { mailView, type PurchaseOrderMailKind, type PurchaseOrderMailOptions } from './mail-view.ts';

export { purchaseOrderMailKinds, type PurchaseOrderMailKind, type PurchaseOrderMailOptions } from './mail-view.ts';

/**
 * The buyer's mail about a purchase order (docs/product/ordering.md#status): `placed` confirms it
 * with its lines and asks for payment, `paid` is the receipt with the invoice's link, `shipped`
 * gives the carrier and tracking number. Plain text and HTML say the same.
 */
export function renderPurchaseOrderMail(
  kind: PurchaseOrderMailKind,
  po: PurchaseOrder,
  options: PurchaseOrderMailOptions,
): RenderedMail {
  const view = mailView(kind, po, options);
  return {
    subject: view.subject,
    text: renderTextTemplate(kind, view).replace(/\n{3,}/g, '\n\n'),
    html: renderHtmlTemplate(kind, view),
  };
}

/**
 * Renders and sends a purchase order's mail to its buyer, and never throws: the order is already
 * accepted, paid or shipped when this runs, and a mail server that is down must not undo or fail
 * that. A failure is logged with the order's number; answers whether the mail went.
 */
export async function sendPurchaseOrderMail(
  mailer: Mailer,
  kind: PurchaseOrderMailKind,
  po: PurchaseOrder,
  options: PurchaseOrderMailOptions & { log: Pick<FastifyBaseLogger, 'error'> },
): Promise<boolean> {
  try {
    const mail = renderPurchaseOrderMail(kind, po, options);
    await mailer.send({ to: po.buyer.email, ...mail, language: currentLanguage() });
    return true;
  } catch (error) {
    options.log.error(
      { err: error, purchaseOrder: po.number, kind, to: po.buyer.email },
      'the purchase order mail could not be sent',
    );
    return false;
  }
}
