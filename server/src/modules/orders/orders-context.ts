import type { FastifyInstance } from 'fastify';

/** What the purchase order use cases need from the app. */
export type PurchaseOrdersContext = Pick<
  FastifyInstance,
  'db' | 'dbKind' | 'catalogCache' | 'config' | 'payments' | 'log' | 'mailer' | 'outbox'
>;
