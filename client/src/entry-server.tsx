/**
 * The server's renderer of the public pages' first screen (docs/decisions/020-server-rendered-first-screen.md).
 * Built by Vite's SSR build into client/dist-server and loaded by server/src/modules/pages. The
 * pages render as in the browser: a render finds the route's queries, the server's own API fills
 * them, and the page renders again with them; the filled queries go into the HTML so that the
 * browser's first render (hydration) sees the same data.
 */
import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ApiGet, RenderedPage, SeededQuery } from '#shared/server-rendering.ts';
import { AppRoutes } from './app/routes.tsx';
import { queryApiRead } from './app/query-api-reads.ts';
import { seedQueries } from './app/seeded-queries.ts';
import { AuthProvider } from './features/auth/auth-provider.tsx';

// A render's queries may enable others (the signed-in user's admin check needs the user first),
// and a lazy page or section first met suspends that render: the next renders it in place.
const maxPasses = 5;

// Suspense boundaries React could not finish in place: pending (`$?`, it would send the rest with
// inline scripts, which the CSP forbids) or failed (`$!`, left to the browser).
const unfinishedBoundary = /<!--\$[?!]-->/;

/**
 * A query its hook holds back (`enabled: false`) waits for another's answer (the catalog for the
 * visitor's currency): read in the pass after that answer, not before. The query keeps the options
 * of the hook that made it; the store's hooks give `enabled` as a boolean.
 */
const heldBack = (query: Query) => (query.options as { enabled?: unknown }).enabled === false;

async function renderOnce(url: string, client: QueryClient): Promise<string> {
  // prerender, not the streaming renderer: it waits for every lazy page and section to resolve.
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
    // React moves a large finished boundary after the rest (finished by an inline script, which
    // the CSP forbids) so that a stream paints sooner; one whole answer gains nothing from it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

// React puts the hoistable tags a page renders (<title>, <meta>, <link>) first when it renders
// into an element rather than the whole document.
const leadingHeadTags = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders `url` (path and query). `signedIn`: the visitor's session is read and rendered (pages
 * behind sign-in); otherwise the page renders as for a visitor, the same for everyone.
 */
export async function renderPage(url: string, get: ApiGet, signedIn: boolean): Promise<RenderedPage> {
  const queries: SeededQuery[] = [];
  const asked = new Set<string>();
  for (let pass = 1; pass <= maxPasses; pass++) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    seedQueries(client, queries);
    const markup = await renderOnce(url, client);
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !heldBack(query) && !asked.has(query.queryHash));
    for (const query of wanted) asked.add(query.queryHash);
    const filled = await Promise.all(wanted.map((query) => queryApiRead(query.queryKey, get, signedIn)));
    const found = filled.filter((query) => query !== undefined);
    if (found.length > 0) {
      queries.push(...found);
      continue;
    }
    if (unfinishedBoundary.test(markup)) continue;
    const head = leadingHeadTags.exec(markup)?.[0] ?? '';
    return { html: markup.slice(head.length), head, queries };
  }
  throw new Error(`${url} did not render completely in ${maxPasses} passes`);
}
