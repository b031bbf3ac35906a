import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { badRequest, forbidden, unauthorized } from '../errors.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { type Auth, authFailures, createAuth } from '../modules/accounts/auth.ts';
import { resolveAuthSecret } from '../secrets.ts';

/** The caller behind a request: whoever the session cookie or bearer token belongs to. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
  sessionId: string;
  sessionToken: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    authSecret: string;
    mailer: Mailer;
    /** The caller, or null when the request carries no valid session. Cached per request. */
    viewerOf(request: FastifyRequest): Promise<Viewer | null>;
    /** The caller, or a 401 `{message}`. */
    requireViewer(request: FastifyRequest): Promise<Viewer>;
    /** The caller if an admin: 401 when signed out, 403 otherwise. */
    requireAdmin(request: FastifyRequest): Promise<Viewer>;
  }
}

const viewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
const day = 24 * 60 * 60 * 1000;

// Paths that guess or create credentials: limited per client (PRODUCT.md §5).
const limitedAuthPaths = /^\/api\/auth\/(sign-in|sign-up|request-password-reset|forget-password|reset-password)/;

// Where Better Auth sends the browser afterwards. Two rules before it sees them:
// - ASCII only: it copies them into a Location header, and a character a header cannot carry made
//   it throw, a 500 (found by server/src/reliability/fuzz.api.test.ts);
// - this store only: a path here or our own origin, never another site (no open redirect, even
//   for API-style calls Better Auth's own origin check lets through).
const redirectFields = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'];
const unsafeRedirect = 'Redirect URLs must point to this store';
function isOwnUrl(value: string, ownOrigins: ReadonlySet<string>): boolean {
  if (/[^\x21-\x7e]/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  try {
    return ownOrigins.has(new URL(value).origin);
  } catch {
    return false;
  }
}
function hasUnsafeRedirect(input: unknown, ownOrigins: ReadonlySet<string>): boolean {
  if (!input || typeof input !== 'object') return false;
  return redirectFields.some((field) => {
    const value = (input as Record<string, unknown>)[field];
    return typeof value === 'string' && !isOwnUrl(value, ownOrigins);
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const secret = resolveAuthSecret(config.authSecret, config.dataDir, app.log);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
    const auth = createAuth({ db: app.db, kind: app.dbKind, config, secret, mailer, log: app.log });
    app.decorate('auth', auth);
    app.decorate('authSecret', secret);
    app.decorate('mailer', mailer);

    const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());

    const absoluteMs = config.sessionAbsoluteDays * day;
    const expired = (createdAt: Date | string) => new Date(createdAt).getTime() + absoluteMs < Date.now();

    /**
     * The web app's API calls carry the access token (SPEC.md §4), the session's own signed token.
     * Checking its signature with node:crypto and reading the session and its user in one query
     * costs a fraction of a full Better Auth round (issue 6: its WebCrypto HMAC alone was a fifth
     * of an order's CPU). The session row is still read on every request, so revocation is
     * immediate. Idle expiry is Better Auth's `expiresAt`, extended when the app reads the session.
     */
    async function resolveBearer(token: string): Promise<Viewer | null> {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const value = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1).replace(/=+$/, ''), 'base64');
      const expected = createHmac('sha256', secret).update(value).digest();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const row = await app.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select(['sessions.id as sessionId', 'sessions.expiresAt', 'sessions.createdAt'])
        .select(['users.id', 'users.name', 'users.email', 'users.image', 'users.role'])
        .where('sessions.token', '=', value)
        .executeTakeFirst();
      if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
      if (expired(row.createdAt)) {
        await app.db.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
        return null;
      }
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        image: row.image,
        isAdmin: row.role === 'admin' || isAdminEmail(row.email),
        sessionId: row.sessionId,
        sessionToken: value,
      };
    }

    async function resolve(request: FastifyRequest): Promise<Viewer | null> {
      const authorization = request.headers.authorization;
      if (authorization?.toLowerCase().startsWith('bearer ')) {
        const token = authorization.slice(7).trim();
        return resolveBearer(token.includes('%') ? safeDecode(token) : token);
      }
      if (!request.headers.cookie?.includes('session_token')) return null;
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) return null;
      const { session, user } = found;
      // Absolute lifetime: however active, a session ends this long after sign-in.
      if (expired(session.createdAt)) {
        await app.db.deleteFrom('sessions').where('id', '=', session.id).execute();
        return null;
      }
      const role = (user as { role?: string }).role;
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        image: user.image ?? null,
        isAdmin: role === 'admin' || isAdminEmail(user.email),
        sessionId: session.id,
        sessionToken: session.token,
      };
    }

    app.decorate('viewerOf', (request: FastifyRequest) => {
      let viewer = viewers.get(request);
      if (!viewer) {
        viewer = resolve(request);
        viewers.set(request, viewer);
      }
      return viewer;
    });
    app.decorate('requireViewer', async (request: FastifyRequest) => {
      const viewer = await app.viewerOf(request);
      if (!viewer) throw unauthorized();
      return viewer;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const viewer = await app.requireViewer(request);
      if (!viewer.isAdmin) throw forbidden();
      return viewer;
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      config: {
        rateLimit: {
          max: config.authRateLimit,
          timeWindow: '1 minute',
          allowList: (request) => request.method !== 'POST' || !limitedAuthPaths.test(request.url),
          keyGenerator: (request) => `auth:${request.ip}`,
        },
      },
      async handler(request, reply) {
        const own = new Set([`${request.protocol}://${request.headers.host}`]);
        if (config.publicUrl) own.add(new URL(config.publicUrl).origin);
        if (hasUnsafeRedirect(request.body, own) || hasUnsafeRedirect(request.query, own)) {
          throw badRequest(unsafeRedirect);
        }
        // Enforce the absolute lifetime on Better Auth's own endpoints too (get-session above all).
        await app.viewerOf(request);
        const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
        const hasBody = request.method !== 'GET' && request.body !== undefined;
        const failure: { error?: unknown } = {};
        const response = await authFailures.run(failure, () =>
          auth.handler(
            new Request(url, {
              method: request.method,
              headers: fromNodeHeaders(request.headers),
              body: hasBody ? JSON.stringify(request.body) : undefined,
            }),
          ),
        );
        // The error handler makes a database outage a 503 and anything else a generic 500.
        if (response.status >= 500) throw failure.error ?? new Error(`Better Auth answered ${response.status}`);
        reply.code(response.status);
        response.headers.forEach((value, key) => {
          if (key === 'set-cookie') return;
          reply.header(key, value);
        });
        for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
        const text = await response.text();
        return reply.send(text.length ? text : undefined);
      },
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
