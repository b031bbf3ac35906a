import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '#shared/messages.ts';

export interface SecurityOptions {
  /** Extra origins the page must reach, e.g. Stripe's when the Stripe provider is on. */
  scriptSources?: string[];
  frameSources?: string[];
  connectSources?: string[];
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
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: messages.errors.tooManyRequests,
      }),
    });
  },
  { name: 'security' },
);
