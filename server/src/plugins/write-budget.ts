import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { uploadGuard } from '../modules/documents/index.ts';
import { isLimitedAuthRequest } from './auth-request-rules.ts';
import { tooManyRequests } from './security.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for a route no account's budget may refuse (the signed Stripe webhook). */
    writeBudget?: false;
    /** A route that takes files: verified email and the upload quota, checked before the body is read. */
    upload?: true;
  }
}

const changingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const minute = 60_000;

/**
 * The write budget of PRODUCT.md §21: every state-changing request counts against its caller's
 * budget for the minute (the account when signed in, the client address when not), admins'
 * larger. Counters live in Redis when REDIS_URL is set (security.ts registers @fastify/rate-limit
 * with it), so every process shares them. Set so that a person never meets them and a script does
 * (WRITE_BUDGET_PER_MINUTE, ADMIN_WRITE_BUDGET_PER_MINUTE; README "Abuse budgets").
 *
 * Its onRoute hook puts the check right after the route's access check (route-access.ts), before
 * the body is read or parsed: a refused 10 MB upload costs a counter, not 10 MB. Sign-in, sign-up
 * and the other credential paths have their own, stricter limit per client (auth-proxy.ts) and do
 * not count here; a route with `config: { writeBudget: false }` never does.
 */
export const writeBudgetPlugin = fp(
  async (app: FastifyInstance) => {
    // Read on each request, not once: the budgets stay one object a test (or an operator's hook) can adjust.
    const { budgets } = app.config;
    const limiter = app.createRateLimit({
      timeWindow: minute,
      keyGenerator: async (request) => {
        const viewer = await app.viewerOf(request);
        return viewer ? `write:account:${viewer.id}` : `write:address:${request.ip}`;
      },
      max: async (request) =>
        (await app.viewerOf(request))?.isAdmin ? budgets.adminWritesPerMinute : budgets.writesPerMinute,
    });
    // A callback hook: on a route of GET and POST (/api/auth/*) a GET passes without a promise (ADR 019).
    const spend: onRequestHookHandler = (request, _reply, done) => {
      if (!counts(request)) return done();
      limiter(request).then((result) => {
        done(result.isAllowed || !result.isExceeded ? undefined : tooManyRequests(result.ttlInSeconds));
      }, done);
    };
    const guardUpload = uploadGuard(app);

    app.addHook('onRoute', (route) => {
      // A route that documents a multipart body takes files: it cannot start without the upload checks.
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      if (consumes.includes('multipart/form-data') && !route.config?.upload) {
        throw new Error(`${route.url} takes multipart/form-data: declare config.upload (plugins/write-budget.ts)`);
      }
      if (route.config?.writeBudget === false) return;
      const methods = [route.method].flat();
      if (!methods.some((method) => changingMethods.has(method))) return;
      const own = route.config?.upload ? [spend, guardUpload] : [spend];
      const hooks = route.onRequest ? [route.onRequest].flat() : [];
      // After the access check when the route has one (route-access.ts put it first): a signed-out
      // caller gets 401, not a spent budget, and the viewer is known.
      const at = route.config?.auth ? 1 : 0;
      route.onRequest = [...hooks.slice(0, at), ...own, ...hooks.slice(at)];
    });
  },
  { name: 'write-budget', dependencies: ['security', 'route-access', 'viewer'] },
);

function counts(request: FastifyRequest): boolean {
  return changingMethods.has(request.method) && !isLimitedAuthRequest(request.method, request.url);
}
