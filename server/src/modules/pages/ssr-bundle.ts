import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadTexts } from '#shared/i18n/load-texts.ts';
import type { ServerRenderer } from '#shared/server-rendering.ts';

/**
 * The server renderer built by `npm run build` beside the web app (client/dist-server next to
 * client/dist), loaded at the first page that needs it, not at start (start to first answer);
 * undefined when it is not built: pages are then served as the plain shell, as before ADR 020.
 */
export function ssrBundleLoader(staticDir: string): () => Promise<ServerRenderer | undefined> {
  const file = path.join(staticDir, '..', 'dist-server', 'entry-server.js');
  let loading: Promise<ServerRenderer | undefined> | undefined;
  return () => {
    loading ??= existsSync(file)
      ? // The renderer's own copies of the catalogs register as it loads: their translations next.
        (import(pathToFileURL(file).href) as Promise<ServerRenderer>).then(async (renderer) => {
          await loadTexts();
          return renderer;
        })
      : Promise.resolve(undefined);
    return loading;
  };
}
