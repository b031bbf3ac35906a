import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Who may call a route: any signed-in account, or admins only. Routes without it are public. */
export type RouteAuth = 'user' | 'admin';

/** A route as registered, with its access rule (the authorization test walks this list). */
export interface RegisteredRoute {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  /** Whether its OpenAPI entry says it needs a bearer token (`schema.security`). */
  documentedAsProtected: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked before the body is parsed or validated: an anonymous call gets 401, never 400. */
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    /** Every route registered after this plugin, collected by its onRoute hook. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Access control as a route option (docs/product/rules.md#security: "authentication is checked before the body is
 * validated"). A route declares `config: { auth: 'user' | 'admin' }`; this plugin's onRoute hook
 * puts the check first among the route's onRequest hooks, so it runs before body parsing, schema
 * validation and the route's rate limit, and no handler has to remember it. Registered before any
 * route, it also keeps the list of routes the authorization test must cover.
 */
export const routeAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);

    const checks: Record<RouteAuth, (request: FastifyRequest) => Promise<unknown>> = {
      user: (request) => app.requireViewer(request),
      admin: (request) => app.requireAdmin(request),
    };

    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      const documentedAsProtected = Boolean((route.schema as { security?: unknown[] } | undefined)?.security?.length);
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, auth, documentedAsProtected });
      if (!auth) return;
      const check: onRequestHookHandler = async (request) => {
        await checks[auth](request);
      };
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [check, ...existing];
    });
  },
  { name: 'route-access' },
);
