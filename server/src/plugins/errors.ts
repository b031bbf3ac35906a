import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.ts';
import { HttpError } from '../errors.ts';

/** Errors from the database driver that mean "the database is not reachable", not "a bug". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
  '53300',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}

/**
 * The one error handler: every error becomes `{message}` with a 4xx the client can act on, or a
 * generic 5xx text while the details go to the log with the request's context. No stack trace or
 * internal message ever reaches a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? 'Invalid request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: messages.errors.unavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, 429 …).
      const message = status === 429 ? messages.errors.tooManyRequests : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.errors.internal });
  });
});
