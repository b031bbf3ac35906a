import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutePrefixes } from '#shared/api-routes.ts';
import { messages } from '#shared/messages.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { wantsPage } from './web-app.ts';

const anything = '*/*';

describe('a page for a client that accepts anything (issue 32: `curl /`)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const get = (pathname: string, accept: string) => fetch(`${t.url}${pathname}`, { headers: { accept } });

  it('answers the home and other page-only paths with the page to Accept: */*', async () => {
    for (const pathname of ['/', '/home', '/ProductsCart', '/signin']) {
      const response = await get(pathname, anything);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(await response.text(), pathname).toContain('<div id="root">');
    }
  });

  it('keeps JSON for the API: SPEC routes that share a path with a page, other API routes, unknown paths, Accept: JSON', async () => {
    for (const pathname of ['/products/', '/rating', '/order', '/cart']) {
      const response = await get(pathname, anything);
      expect(response.headers.get('content-type'), pathname).toMatch(/^application\/json/);
    }
    const unknown = await get('/no-such-page', anything);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: messages.errors.notFound });
    const asJson = await get('/', 'application/json');
    expect(asJson.status).toBe(404);
    expect(await asJson.json()).toEqual({ message: messages.errors.notFound });
  });

  it('never takes an API path for a page, whatever the Accept (but a browser navigation)', () => {
    for (const prefix of apiRoutePrefixes) {
      expect(wantsPage('GET', anything, prefix), prefix).toBe(false);
      expect(wantsPage('GET', undefined, `${prefix}/x`), prefix).toBe(false);
    }
    expect(wantsPage('GET', undefined, '/')).toBe(true);
    expect(wantsPage('GET', 'text/*', '/')).toBe(true);
    expect(wantsPage('POST', anything, '/')).toBe(false);
    expect(wantsPage('GET', 'application/json', '/')).toBe(false);
    expect(wantsPage('GET', anything, '/no-such-page')).toBe(false);
  });
});
