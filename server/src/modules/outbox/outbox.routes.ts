import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox as m } from '#shared/messages/outbox.ts';
import { outboxListQuerySchema, outboxMessageSchema, type OutboxMessage } from '#shared/outbox/outbox.schema.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { findOutboxMessage, listOutboxMessages, resendOutboxMessage } from './outbox.repository.ts';
import type { OutboxMessageRow } from './outbox.table.ts';

/** The page shows the most recent messages; older delivered ones are the database's record. */
const listLimit = 500;

function toApiOutboxMessage(row: OutboxMessageRow): OutboxMessage {
  return {
    id: row.id,
    topic: row.topic,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

/** The store's outbox for its admins (PRODUCT.md §21, ADR 023): what was sent, what is stuck, Resend. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['outbox'],
        summary: `Outbound messages (admin), failed first, then undelivered, then delivered; newest first within each; at most ${listLimit}`,
        querystring: outboxListQuerySchema,
        response: { 200: z.array(outboxMessageSchema), ...errorAnswers(400, 401, 403) },
        security: bearerSecurity,
      },
    },
    async (request) => (await listOutboxMessages(app.db, request.query.status, listLimit)).map(toApiOutboxMessage),
  );

  app.post(
    '/outbox/:id/resend',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['outbox'],
        summary: 'Send a failed or pending message again now (admin); 409 when it is delivered or being sent',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: outboxMessageSchema, ...errorAnswers(401, 403, 404, 409) },
        security: bearerSecurity,
      },
    },
    async (request) => {
      const resent = await resendOutboxMessage(app.db, request.params.id, new Date().toISOString());
      if (!resent) {
        if (!(await findOutboxMessage(app.db, request.params.id))) throw notFound(m.notFound);
        throw conflict(m.notResendable);
      }
      app.outbox.kick();
      return toApiOutboxMessage(resent);
    },
  );
};
