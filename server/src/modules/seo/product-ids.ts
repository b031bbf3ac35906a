import type { FastifyInstance } from 'fastify';

/**
 * How long the sitemap's list of ids may lag a change made by another server process. Changes in
 * this process forget the list at once (the catalog cache's invalidation); crawlers read the
 * sitemap at most hourly anyway (its cache-control).
 */
const maxAgeMs = 5 * 60_000;

/**
 * Every product's id in catalog order, for sitemap.xml: one query of ids only (not whole rows),
 * kept until the catalog changes, so a crawler's requests cost nothing.
 */
export function productIdsCache(app: FastifyInstance): () => Promise<number[]> {
  let cached: { ids: Promise<number[]>; at: number } | undefined;
  app.catalogCache.onInvalidate(() => {
    cached = undefined;
  });
  return () => {
    if (!cached || Date.now() - cached.at > maxAgeMs) {
      const ids = app.db
        .selectFrom('products')
        .select('id')
        .orderBy('created_at')
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => row.id));
      const entry = { ids, at: Date.now() };
      cached = entry;
      // A failed query is not kept: the next request tries again.
      ids.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.ids;
  };
}
