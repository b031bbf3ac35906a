import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogCache } from '../modules/catalog/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The serialized catalog; every module that changes products or stock invalidates it. */
    catalogCache: CatalogCache;
  }
}

export const catalogCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogCache', new CatalogCache(app.db));
  },
  { name: 'catalog-cache', dependencies: ['db'] },
);
