import { type OutboxTopics, renderedTopic, staffTopic } from './modules/outbox/index.ts';
import {
  renderCompanyNotice,
  renderBuyerNotice,
  performRefund,
  renderStaffOrderMail,
  renderComplianceHoldMail,
} from './modules/orders/index.ts';
import { renderQuoteMail } from './modules/quotes/index.ts';

/**
 * Every outbound message's handler, from the module it belongs to (ADR 023). Composed here, with
 * the routes in app.ts, so the outbox depends on no module and every module may record messages.
 */
export const outboxTopics: OutboxTopics = {
  purchaseOrder: { render: renderBuyerNotice },
  companyOrder: { render: renderCompanyNotice },
  quote: { render: (context, payload) => renderQuoteMail(context, payload.notice, payload.quoteId) },
  staff: staffTopic({
    purchaseOrderPlaced: (context, payload) => renderStaffOrderMail(context, payload.purchaseOrderId),
    quoteRequested: (context, payload) => renderQuoteMail(context, 'requested', payload.quoteId),
    complianceHold: (context, payload) => renderComplianceHoldMail(context, payload.purchaseOrderId),
  }),
  rendered: renderedTopic,
  refund: { perform: performRefund },
};
