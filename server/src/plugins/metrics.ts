import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyMetrics, { type IMetricsPluginOptions } from 'fastify-metrics';
import type { Config } from '../config.ts';
import { forbidden } from '../http-errors.ts';

// A CommonJS package: under Node's ESM its default import is the exports object, whose
// `.default` Fastify unwraps at register time; the cast tells TypeScript what Fastify sees.
const metricsPlugin = fastifyMetrics as unknown as FastifyPluginAsync<Partial<IMetricsPluginOptions>>;

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return loopback.has(request.ip);
  const given = Buffer.from(request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at /metrics (docs/product/overview.md#one-server): process metrics and request durations per
 * route. Scrapers present METRICS_TOKEN as a bearer token; without one, only this machine may read.
 */
export const metricsPluginWithAccess = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(metricsPlugin, {
      clearRegisterOnInit: true,
      // The histogram alone: the default summary times every request a second time for the same
      // figures (quantiles are read from the histogram's buckets), ~7% of a catalog read's CPU.
      routeMetrics: { enabled: { histogram: true, summary: false } },
      endpoint: {
        url: '/metrics',
        method: 'GET',
        schema: { hide: true },
        logLevel: 'warn',
        preHandler: async (request) => {
          if (!allowed(request, config.metricsToken)) throw forbidden();
        },
        handler: async () => undefined,
      },
    });
  },
  { name: 'metrics' },
);
