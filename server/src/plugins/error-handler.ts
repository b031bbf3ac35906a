import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.ts';
import { HttpError } from '../http-errors.ts';
import { protocolMessages } from '../http/protocol-errors.ts';

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

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message))
    return true;
  // Libraries wrap the driver's error (Better Auth's "failed to get session" has it as `cause`).
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * The one error handler: every error becomes `{message}` with a 4xx the client can act on, or a
 * generic 5xx text while the details go to the log with the request's context. No stack trace or
 * internal message ever reaches a client.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // Our own text goes to the client; what caused a 5xx (a payment provider's error) to the log.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? 'Invalid request' });
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      // REQUEST_TIMEOUT_MS passed: a body still arriving is the client's fault (408), a handler
      // still working is ours (503). Either way the connection is not reused.
      const stalledBody = !request.raw.complete;
      request.log.warn({ err: error, stalledBody }, 'request timed out');
      reply.header('connection', 'close');
      return stalledBody
        ? reply.code(408).send({ message: protocolMessages.tooSlow })
        : reply.code(503).send({ message: messages.errors.unavailable });
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
