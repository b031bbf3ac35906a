/**
 * The contract between the server and the web app's server renderer (client/src/entry-server.tsx,
 * docs/decisions/020-server-rendered-first-screen.md): what one renders and the other puts in the page.
 */

/** A query a page was rendered with: the browser's cache starts with it, so hydration renders the same. */
export interface SeededQuery {
  queryKey: readonly unknown[];
  data: unknown;
  /** When the server read it; 0 makes the browser ask again at once, keeping the data meanwhile. */
  updatedAt: number;
}

/** The id of the `<script type="application/json">` that carries them (data, not script: ADR 003's CSP holds). */
export const seededQueriesId = 'seeded-queries';

/** A GET of the store's own API, answered in process; `signedIn` sends the visitor's cookie. */
export type ApiGet = (
  path: string,
  signedIn: boolean,
) => Promise<{ status: number; headers: Record<string, string | string[] | number | undefined>; json: unknown }>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The head tags the page rendered (title, description): they belong in <head>. */
  head: string;
  /** The queries the markup was rendered with, for the browser's cache. */
  queries: SeededQuery[];
}

/** What the built renderer exports. */
export interface ServerRenderer {
  renderPage(url: string, get: ApiGet, signedIn: boolean): Promise<RenderedPage>;
}
