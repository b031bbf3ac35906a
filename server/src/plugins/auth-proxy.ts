import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { badRequest } from '../http-errors.ts';
import { authFailures, clientIpHeader } from '../modules/accounts/index.ts';
import {
  hasUnsafeRedirect,
  isCanonicalAuthPath,
  isLimitedAuthRequest,
  jsonDepthExceeds,
} from './auth-request-rules.ts';

const unsafeRedirect = 'Redirect URLs must point to this store';
const unusualPath = 'This address is not a canonical identity endpoint';
const tooDeep = 'The request body is nested too deeply';

/**
 * `/api/auth/*`: Better Auth's endpoints behind the store's own rules (rate limits per client on
 * the credential paths, canonical paths only, redirect targets on this store, bounded JSON), with
 * Better Auth's failures turned into the store's error answers.
 */
export const authProxyPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { auth } = app;
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      config: {
        rateLimit: {
          max: config.authRateLimit,
          timeWindow: '1 minute',
          allowList: (request) => !isLimitedAuthRequest(request.method, request.url),
          keyGenerator: (request) => `auth:${request.ip}`,
        },
      },
      async handler(request, reply) {
        if (!isCanonicalAuthPath(request.url)) throw badRequest(unusualPath);
        if (jsonDepthExceeds(request.body)) throw badRequest(tooDeep);
        const own = new Set([`${request.protocol}://${request.headers.host}`]);
        if (config.publicUrl) own.add(new URL(config.publicUrl).origin);
        if (hasUnsafeRedirect(request.body, own) || hasUnsafeRedirect(request.query, own)) {
          throw badRequest(unsafeRedirect);
        }
        // Enforce the absolute lifetime on Better Auth's own endpoints too (get-session above all).
        await app.viewerOf(request);
        const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
        const hasBody = request.method !== 'GET' && request.body !== undefined;
        const headers = fromNodeHeaders(request.headers);
        headers.set(clientIpHeader, request.ip);
        const failure: { error?: unknown } = {};
        const response = await authFailures.run(failure, () =>
          auth.handler(
            new Request(url, {
              method: request.method,
              headers,
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
  { name: 'auth-proxy', dependencies: ['viewer'] },
);
