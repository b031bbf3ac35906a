import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { healthSchema } from '#shared/answers.schema.ts';

/** Liveness and readiness in one: 200 while the database answers, 503 while it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Is the store up and its database reachable?',
        response: { 200: healthSchema, 503: healthSchema.extend({ message: z.string() }) },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database down');
        return reply.code(503).send({ status: 'unavailable', database: 'down', message: messages.errors.unavailable });
      }
    },
  );
};
