/*
 * The front door of modules/outbox: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { outboxWorkerPlugin } from './outbox-worker.ts';
export { outboxRoutes } from './outbox.routes.ts';
export { renderedTopic, staffTopic, type ActionContext, type OutboxTopics } from './topics.ts';
export {
  enqueue,
  enqueueMany,
  enqueueRendered,
  notifyStaff,
  staffNotice,
  type OutboxContext,
  type OutboxPayloads,
  type RefundedPayment,
  type RefundPayload,
} from './enqueue.ts';
