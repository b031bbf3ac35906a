import type { FastifyPluginAsync } from 'fastify';
import { paths } from '#shared/routes.ts';
import { productIdsCache } from './product-ids.ts';
import { publicOrigin } from './public-origin.ts';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** robots.txt and sitemap.xml: the public pages and every product's page (the performance targets, docs/product/catalog.md). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const productIds = productIdsCache(app);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const base = publicOrigin(app, request);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = publicOrigin(app, request);
    const ids = await productIds();
    const urls = [paths.home, paths.products, paths.blogs, ...ids.map((id) => paths.product(String(id)))];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((url) => `  <url><loc>${escapeXml(base + url)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
