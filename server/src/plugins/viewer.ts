import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { isAdmin } from '#shared/accounts/admin-rule.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { forbidden, unauthorized } from '../http-errors.ts';
import { sessionTimings } from '../modules/accounts/index.ts';

/** The caller behind a request: whoever the session cookie or bearer token belongs to. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
  /** Whether the account opened its verification link: uploads need it (PRODUCT.md §21). */
  emailVerified: boolean;
  sessionId: string;
  sessionToken: string;
  /** The language on their profile (PRODUCT.md §18), when the read that found them had it at hand. */
  language?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller, or null when the request carries no valid session. Cached per request. */
    viewerOf(request: FastifyRequest): Promise<Viewer | null>;
    /** The caller, or a 401 `{message}`. */
    requireViewer(request: FastifyRequest): Promise<Viewer>;
    /** The caller if an admin: 401 when signed out, 403 otherwise. */
    requireAdmin(request: FastifyRequest): Promise<Viewer>;
  }
}

const viewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/**
 * A bearer token's session and user, with the profile's language (every request's language needs
 * it, request-language.ts): read on every request of the web app, so compiled once (prepared-query.ts).
 */
const sessionByToken = preparedQuery((db: Kysely<Database>, token: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['sessions.id as sessionId', 'sessions.expiresAt', 'sessions.createdAt'])
    .select(['users.id', 'users.name', 'users.email', 'users.emailVerified', 'users.image', 'users.role'])
    .select('profiles.language')
    .where('sessions.token', '=', token),
);
const day = 24 * 60 * 60 * 1000;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Identifies the caller of every request: session cookie (Better Auth) or bearer access token. */
export const viewerPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { auth, authSecret: secret } = app;
    const absoluteMs = config.sessionAbsoluteDays * day;
    const expired = (createdAt: Date | string) => new Date(createdAt).getTime() + absoluteMs < Date.now();
    const { expiresIn, updateAge } = sessionTimings(config);

    /**
     * The web app's API calls carry the access token (docs/product/rules.md#states), the session's own signed token.
     * Checking its signature with node:crypto and reading the session and its user in one query
     * costs a fraction of a full Better Auth round (its WebCrypto HMAC alone was a fifth of an
     * order's CPU). The session row is still read on every request, so revocation is immediate.
     * Idle expiry is extended exactly as Better Auth extends a cookie session: when more than
     * `updateAge` has passed since it was last extended, it runs `expiresIn` from now again.
     */
    async function resolveBearer(token: string): Promise<Viewer | null> {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const value = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1).replace(/=+$/, ''), 'base64');
      const expected = createHmac('sha256', secret).update(value).digest();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [row] = await sessionByToken(app.db, value);
      const now = Date.now();
      const expiresAt = row ? new Date(row.expiresAt).getTime() : 0;
      if (!row || expiresAt <= now) return null;
      if (expired(row.createdAt)) {
        await app.db.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
        return null;
      }
      if (expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) {
        // ISO strings: what both engines store Better Auth's dates as (node:sqlite binds no Date).
        await app.db
          .updateTable('sessions')
          .set({ expiresAt: new Date(now + expiresIn * 1000).toISOString(), updatedAt: new Date(now).toISOString() })
          .where('id', '=', row.sessionId)
          .execute();
      }
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        image: row.image,
        isAdmin: isAdmin(row, config.adminEmails),
        emailVerified: Boolean(row.emailVerified),
        sessionId: row.sessionId,
        sessionToken: value,
        language: row.language,
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
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        image: user.image ?? null,
        isAdmin: isAdmin(user, config.adminEmails),
        emailVerified: Boolean(user.emailVerified),
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
  },
  { name: 'viewer', dependencies: ['auth'] },
);
