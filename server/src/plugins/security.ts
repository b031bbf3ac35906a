import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import { messages } from '#shared/messages.ts';
import { budgets } from '#shared/messages/budgets.ts';
import { HttpError } from '../http-errors.ts';

export interface SecurityOptions {
  /** Extra origins the page must reach, e.g. Stripe's when the Stripe provider is on. */
  scriptSources?: string[];
  frameSources?: string[];
  connectSources?: string[];
  /** The origin of PUBLIC_URL, accepted besides the request's own (e.g. behind a proxy). */
  publicOrigin?: string | undefined;
  /** Shared counters, so a limit cannot be dodged by reaching another process. */
  redis?: Redis | undefined;
}

function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptSources ?? [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        frameSrc: ["'self'", ...(options.frameSources ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  };
}

/**
 * Helmet's headers for these options, worked out once. The headers depend only on the options
 * (no per-request nonces: the app has no inline script or style), so every answer gets the same
 * ones; @fastify/helmet instead rebuilds Helmet's middleware on every request, which the CPU
 * profile put at ~10% of a catalog read (README, Performance).
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(helmetOptions(options))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every 429 of the store says when to try again (PRODUCT.md §21); Retry-After says it too. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, budgets.tryAgainIn(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Security headers and rate limiting. The Content Security Policy allows no inline script and no
 * inline style: the built app needs neither (docs/decisions/003-content-security-policy.md).
 * HSTS is sent only on https requests, where it means something.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const headers = Object.entries(securityHeaders(options));
    const hsts = 'max-age=31536000; includeSubDomains';
    // One synchronous hook per request: the headers, and the same-origin rule for changes.
    app.addHook('onRequest', (request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
      if (request.protocol === 'https') raw.setHeader('strict-transport-security', hsts);
      if (safeMethods.has(request.method)) return done();
      // A cross-site form or script must not change anything here, whatever cookies it rides on:
      // state-changing requests from a browser must come from our own origin (the reliability work).
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      const own = origin === `${request.protocol}://${request.headers.host}` || origin === options.publicOrigin;
      if ((origin && !own) || site === 'cross-site') {
        reply.code(403).send({ message: messages.errors.crossSite });
        return;
      }
      done();
    });
    await app.register(rateLimit, {
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: 'store-rate-limit:', skipOnError: false } : {}),
      // The route limits' answer (Retry-After is already set from the same window); write-budget.ts throws the same.
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    });
  },
  { name: 'security' },
);
