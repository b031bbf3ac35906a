import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '#shared/messages.ts';
import { isAppPage, isPageSharingApiPath } from '#shared/app-pages.ts';

const immutable = 'public, max-age=31536000, immutable';

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && /text\/html/.test(request.headers.accept ?? '');

/**
 * Serves the built web app (docs/product/overview.md#one-server): hashed assets cached for a year, everything else
 * revalidated, pre-compressed files picked by Accept-Encoding, and any GET that is not an API
 * route and accepts HTML answered with index.html (404 status for paths the app has no page for).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { root }: { root: string }) => {
    const indexFile = path.join(root, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, file) => {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? immutable : 'public, max-age=3600, must-revalidate');
        },
      });
    } else {
      app.log.warn({ root }, 'the web app is not built; run `npm run build` (npm start does it for you)');
    }
    const indexHtml = built ? readFileSync(indexFile) : undefined;

    app.setNotFoundHandler((request, reply) => {
      if (!wantsHtml(request)) return reply.code(404).send({ message: messages.errors.notFound });
      if (!indexHtml) return reply.code(503).send({ message: messages.errors.unavailable });
      const pathname = request.url.split('?')[0] ?? '/';
      return reply
        .code(isAppPage(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    });
  },
  { name: 'web-app' },
);

/**
 * A browser navigating to a page whose path is also an API route (`/cart`) gets the page, before
 * the API route's access check could answer 401 to a visitor. Registered before the routes, so its
 * hook runs first; the app's own fetches ask for JSON and reach the API.
 */
export const pagesSharingApiPathsPlugin = fp(
  async (app: FastifyInstance, { root }: { root: string }) => {
    const indexFile = path.join(root, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : undefined;
    app.addHook('onRequest', async (request, reply) => {
      if (!indexHtml || !wantsHtml(request) || !isPageSharingApiPath(request.url.split('?')[0] ?? '/')) return;
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    });
  },
  { name: 'pages-sharing-api-paths' },
);
