import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutePrefixes, isApiPath } from '#shared/api-routes.ts';
import { isAppPage } from '#shared/app-pages.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

/**
 * shared/api-routes.ts is what the dev server proxies to the API (client/vite.config.ts): every
 * route the server registers (collected by onRoute, plugins/route-access.ts) must fall under one
 * of its prefixes, or the web app in development would get its own HTML for that API call.
 */
describe('the API route prefixes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('cover every registered API route, and each names at least one', async () => {
    const isWebAppFile = (url: string) => url !== '/' && existsSync(path.join(t.config.staticDir, url));
    const urls = t.app.registeredRoutes.map((route) => route.url).filter((url) => !isWebAppFile(url));
    expect(urls.length).toBeGreaterThan(20);
    // A page the server answers itself (a product page's head, modules/seo) is the web app's in
    // development: Vite serves it, so it is not proxied.
    const isPage = (url: string) => isAppPage(url.replaceAll(':id', '1'));
    expect(urls.filter((url) => !isApiPath(url) && !isPage(url) && url !== '/' && url !== '*')).toEqual([]);
    // Some prefixes are served by plugins registered before the route list starts (docs, metrics).
    const unused = apiRoutePrefixes.filter((prefix) => !urls.some((url) => isApiPath(url) && url.startsWith(prefix)));
    for (const prefix of unused) {
      const answer = await t.app.inject({ method: 'GET', url: prefix });
      expect(answer.statusCode, `${prefix} is served by the API`).not.toBe(404);
    }
  });
});
