import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#shared/messages.ts';
import { protocolTexts } from '#shared/messages/protocol.ts';

/**
 * Answers to clients that break HTTP itself; API clients read them, the web app never causes them.
 * A catalog: in the request's language where one is known (a request that timed out), English
 * where Node's parser refuses the bytes before any request exists.
 */
export const protocolMessages = protocolTexts;

/**
 * The router's own refusals (a malformed %-escape, an over-long path parameter) happen before any
 * route and bypass the error handler: they answer `{message}` too (the reliability work fuzz test).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return reply.code(status).send({ message: status < 500 ? error.message : messages.errors.internal });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a broken request line, headers
 * past the size limit, headers that never finish in time) answers `{message}` like every other
 * error, and the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, protocolMessages.tooSlow]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, protocolMessages.headersTooLarge]
        : [400, protocolMessages.malformed];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
