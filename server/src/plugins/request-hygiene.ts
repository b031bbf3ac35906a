import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-errors.ts';

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
 * - An answer sent before the request's body has fully arrived (401, 403, 413, 415, …) closes the
 *   connection: otherwise Node waits for the rest of the body with no timeout at all, and a client
 *   that stalls it holds the connection for as long as it likes.
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
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (closing || !request.raw.complete) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'request-hygiene' },
);
