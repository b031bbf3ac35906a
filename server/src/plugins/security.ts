import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { messages } from '#shared/messages.ts';

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

/**
 * Security headers and rate limiting. The Content Security Policy allows no inline script and no
 * inline style: the built app needs neither (docs/decisions/003-content-security-policy.md).
 * HSTS is sent only on https requests, where it means something.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    await app.register(helmet, {
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
    });
    // A cross-site form or script must not change anything here, whatever cookies it rides on:
    // state-changing requests from a browser must come from our own origin (the reliability work).
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      const own = new Set([
        `${request.protocol}://${request.headers.host}`,
        ...(options.publicOrigin ? [options.publicOrigin] : []),
      ]);
      if ((origin && origin !== 'null' && !own.has(origin)) || origin === 'null' || site === 'cross-site') {
        return reply.code(403).send({ message: messages.errors.crossSite });
      }
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
    await app.register(rateLimit, {
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: 'store-rate-limit:', skipOnError: false } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: messages.errors.tooManyRequests,
      }),
    });
  },
  { name: 'security' },
);
