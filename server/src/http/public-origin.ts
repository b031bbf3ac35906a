import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The store's address for absolute links (canonical, sitemap, Open Graph): PUBLIC_URL when set,
 * as production requires, else the address this request came to (development and tests).
 */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
