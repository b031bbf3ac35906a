import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when REDIS_URL is: shared rate limits and cache invalidation across processes. */
    redis: Redis | undefined;
  }
}

const invalidationChannel = 'store:catalog-invalidated';

/**
 * With more than one server process (README "Deployment"), Redis makes them behave as one:
 * rate-limit counters live there, and a catalog change in one process is announced to the others.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    if (!config.redisUrl) {
      app.decorate('redis', undefined);
      return;
    }
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: true };
    // ioredis loads only when REDIS_URL is set (ADR 022).
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, options);
    const subscriber = new Redis(config.redisUrl, options);
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    subscriber.on('error', (error) => app.log.warn({ err: error }, 'redis subscriber'));
    await Promise.all([redis.connect(), subscriber.connect()]);
    app.decorate('redis', redis);

    const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
    await subscriber.subscribe(invalidationChannel);
    subscriber.on('message', (_channel, from: string) => {
      if (from !== origin) app.catalogCache.invalidate(false);
    });
    app.catalogCache.onInvalidate(() => {
      redis
        .publish(invalidationChannel, origin)
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not announce a catalog change'));
    });
    app.addHook('onClose', async () => {
      subscriber.disconnect();
      redis.disconnect();
    });
  },
  { name: 'redis', dependencies: ['catalog-cache'] },
);
