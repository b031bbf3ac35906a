import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';
import { notFound } from '../../http-errors.ts';
import { productIdsCache } from './product-ids.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { renderSitemapIndex, renderUrlset, sitemapMaxUrls, sitemapPages } from './sitemap.ts';

export interface SeoOptions {
  /** URLs per sitemap file (SITEMAP_PAGE_SIZE): at most the protocol's 50,000. */
  sitemapPageSize?: number;
}

const sendXml = (reply: FastifyReply, body: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

/**
 * robots.txt and sitemap.xml: the public pages and every product's page (docs/product/catalog.md).
 * Past 50,000 URLs sitemap.xml becomes an index of /sitemaps/{n}.xml files, as the protocol asks.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const productIds = productIdsCache(app);
  const pageSize = options.sitemapPageSize ?? sitemapMaxUrls;
  const sitemap = async () => {
    const ids = await productIds();
    return sitemapPages(
      [paths.home, paths.products, paths.blogs, ...ids.map((id) => paths.product(String(id)))],
      pageSize,
    );
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const base = publicOrigin(app, request);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = publicOrigin(app, request);
    const pages = await sitemap();
    const body =
      pages.length === 1 ? renderUrlset(pages[0]!.map((url) => base + url)) : renderSitemapIndex(base, pages.length);
    return sendXml(reply, body);
  });

  app.get(
    '/sitemaps/:page(^\\d{1,6}).xml',
    { schema: { hide: true, params: z.object({ page: z.coerce.number().int() }) } },
    async (request, reply) => {
      const { page } = request.params as { page: number };
      const pages = await sitemap();
      const urls = pages[page - 1];
      if (!urls) throw notFound(messages.ui.pageNotFound);
      const base = publicOrigin(app, request);
      return sendXml(reply, renderUrlset(urls.map((url) => base + url)));
    },
  );
};
