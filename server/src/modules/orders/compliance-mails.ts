import type { FastifyInstance } from 'fastify';
import { documents } from '#shared/messages/documents.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { messages } from '#shared/messages.ts';
import { outbox } from '#shared/messages/outbox.ts';
import { holdReasonText } from '#shared/orders/hold-reason-text.ts';
import { formatOrderNumber } from '#shared/orders/purchase-order.schema.ts';
import { compliancePaths } from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { mailOptionsFromConfig, type RenderedMail } from '../../mail/mail-options.ts';
import { renderHtmlTemplate, renderTextTemplate } from '../../mail/templates.ts';
import { complianceHoldFacts } from './compliance-hold.ts';
import { findPurchaseOrder } from './purchase-orders.repository.ts';
import type { PurchaseOrderRow } from './purchase-orders.table.ts';

const t = complianceHolds.mail;

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The quote's template is a plain mail of an intro, facts and one button: the same shape. */
function plainMail(view: {
  subject: string;
  intro: string;
  facts: { label: string; value: string }[];
  action: { label: string; href: string };
  footer: string;
}): RenderedMail {
  const full = {
    storeName: messages.ui.siteName,
    heading: view.subject,
    greeting: documents.mail.greeting(''),
    noteLabel: '',
    note: null,
    ...view,
  };
  return {
    subject: full.subject,
    text: renderTextTemplate('quote', full).replace(/\n{3,}/g, '\n\n'),
    html: renderHtmlTemplate('quote', full),
  };
}

/** The staff's mail of an order placed in `compliance_hold` (SELLER_EMAIL): whose, and every reason. */
export async function renderComplianceHoldMail(
  context: Pick<FastifyInstance, 'db' | 'config'>,
  purchaseOrderId: string,
): Promise<RenderedMail | null> {
  const head = await findPurchaseOrder(context.db, purchaseOrderId);
  const hold = complianceHoldFacts(head?.compliance_json ?? null);
  if (!head || !hold) return null;
  const number = formatOrderNumber(Number(head.number));
  const buyer = oneLine(head.buyer_name || head.buyer_email);
  const origin = mailOptionsFromConfig(context.config).publicUrl.replace(/\/+$/, '');
  return plainMail({
    subject: t.holdSubject(number),
    intro: t.holdIntro(number, buyer),
    facts: hold.reasons.map((reason) => ({ label: t.reason, value: oneLine(holdReasonText(reason)) })),
    action: { label: t.holdAction, href: origin + compliancePaths.compliance },
    footer: outbox.staffMail.footer(messages.ui.siteName),
  });
}

/**
 * The buyer's mail of a decided hold, recorded with the decision (the `rendered` topic): released
 * (it goes on: pay it, or wait for the company's approval), or refused with the reason.
 */
export function decisionMail(
  head: Pick<PurchaseOrderRow, 'id' | 'number'>,
  decision: { release: true } | { release: false; reason: string },
  config: FastifyInstance['config'],
): RenderedMail {
  const number = formatOrderNumber(Number(head.number));
  const origin = mailOptionsFromConfig(config).publicUrl.replace(/\/+$/, '');
  const href = origin + paths.purchaseOrder(head.id);
  const footer = documents.mail.footer(messages.ui.siteName);
  if (decision.release) {
    return plainMail({
      subject: t.releasedSubject(number),
      intro: t.releasedIntro(number),
      facts: [],
      action: { label: t.releasedAction, href },
      footer,
    });
  }
  return plainMail({
    subject: t.refusedSubject(number),
    intro: t.refusedIntro(number, oneLine(decision.reason)),
    facts: [],
    action: { label: t.refusedAction, href },
    footer,
  });
}
