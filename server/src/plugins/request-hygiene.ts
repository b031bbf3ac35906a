import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import { badRequest } from '../http-errors.ts';
import { uploadBodyLimit } from '../modules/documents/index.ts';

/** How much of a refused request's body is read and dropped so that its answer arrives (issue 26). */
export const unreadBody = { maxBytes: uploadBodyLimit + 1024 * 1024, idleMs: 1000 } as const;

/**
 * Reads the rest of a body nobody will use, and drops it: true once it has all arrived; false at
 * once when it says it is larger than `unreadBody.maxBytes` (or does not say), when nothing of it
 * arrives for `idleMs` (a stalled body) or when it has not ended within `totalMs`. The stream is
 * left flowing either way, so whatever still comes is dropped until the connection closes.
 */
export function discardBody(
  raw: IncomingMessage,
  declaredBytes: number,
  { idleMs, totalMs }: { idleMs: number; totalMs: number },
): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  raw.resume();
  if (!(declaredBytes <= unreadBody.maxBytes) || raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let idle = setTimeout(() => finish(false), idleMs);
    const total = setTimeout(() => finish(false), totalMs);
    const onData = () => {
      clearTimeout(idle);
      idle = setTimeout(() => finish(false), idleMs);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.readableEnded);
    const finish = (ended: boolean) => {
      clearTimeout(idle);
      clearTimeout(total);
      raw.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      resolve(ended);
    };
    raw.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
  });
}

/** Not user-visible: no form of the web app can type this character. */
const nulRefused = 'Text may not contain the NUL character (\\u0000)';

/** True when a parsed value holds a string with U+0000 anywhere, however deep (iterative: bodies can nest deeply). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, nested] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/**
 * Defences found by server/src/reliability (the reliability work):
 * - PostgreSQL cannot store U+0000 in text ("invalid byte sequence"), SQLite can: such input is
 *   refused with a 400 before any route, so both engines behave alike and nothing becomes a 500.
 * - An answer sent before the request's body has fully arrived (401, 403, 404, 413, 429 to an
 *   upload refused before it is read) waits for the rest of the body, discarding it, up to
 *   `unreadBody` (an upload's size; given up after a second without a byte), then goes out on a connection that stays open:
 *   closing it while the client was still sending reset the connection, so fetch saw "network
 *   error" (write EPIPE) instead of the answer (issue 26). A body past that bound, or stalled,
 *   still closes the connection: otherwise Node waits for the rest with no timeout at all, and a
 *   client that stalls it holds the connection for as long as it likes.
 * - During a graceful shutdown, connections are not kept alive (see below).
 */
export const requestHygienePlugin = fp(
  async (app: FastifyInstance) => {
    // Callback hooks, not async ones: they run on every request, and an async hook costs a
    // promise and a microtask turn each (ADR 019).
    app.addHook('preValidation', (request, _reply, done) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
        return done(badRequest(nulRefused));
      done();
    });
    // From the moment the app starts closing (SIGTERM), every answer closes its connection too:
    // a keep-alive connection whose request finishes during shutdown would otherwise stay open
    // until keepAliveTimeout (72 s), past the 10 s server.ts gives the shutdown.
    // A body that stops arriving is given up on well within REQUEST_TIMEOUT_MS (the slow-loris rule above).
    const { requestTimeoutMs } = app.config;
    const waits = { idleMs: Math.min(unreadBody.idleMs, requestTimeoutMs / 3), totalMs: requestTimeoutMs };
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      if (request.raw.complete || reply.getHeader('connection') === 'close') return done(null, payload);
      void discardBody(request.raw, Number(request.headers['content-length'] ?? Number.NaN), waits).then((ended) => {
        if (!ended) reply.header('connection', 'close');
        done(null, payload);
      });
    });
  },
  { name: 'request-hygiene' },
);
