/*
 * The front door of modules/orders: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { billToOf, shipToOf } from './bill-to.ts';
export { renderCompanyNotice } from './company-order-notices.ts';
export { companyOrdersRoutes } from './company-orders.routes.ts';
export { complianceHoldRoutes } from './compliance-hold.routes.ts';
export { renderComplianceHoldMail } from './compliance-mails.ts';
export { lineCertificateRoutes } from './line-certificate.routes.ts';
export { lineUnits } from './order-line-units.ts';
export { orderPaymentRoutes } from './order-payment.routes.ts';
export { ordersRoutes } from './original-api/orders.routes.ts';
export { overdueReminderSweepPlugin } from './overdue-reminders.ts';
export type { PurchaseOrdersContext } from './orders-context.ts';
export { placePurchaseOrder, type QuotedLine } from './place-purchase-order.ts';
export { pricedInCurrency, type ProductInCurrency, remnantPriceIn } from './product-in-currency.ts';
export { renderBuyerNotice } from './purchase-order-notices.ts';
export { toApiPurchaseOrder } from './purchase-order.mapper.ts';
export { findPurchaseOrderDetail, type PurchaseOrderDetail } from './purchase-orders.repository.ts';
export { purchaseOrdersRoutes } from './purchase-orders.routes.ts';
export { performRefund } from './refunds.ts';
export { renderStaffOrderMail } from './staff-order-mail.ts';
export { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
export { tradeDocumentsRoutes } from './trade-documents.routes.ts';
export { unpaidOrderSweepPlugin } from './unpaid-order-sweep.ts';
