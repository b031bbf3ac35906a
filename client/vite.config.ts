import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutePrefixes } from '../shared/api-routes.ts';
import { isPageSharingApiPath } from '../shared/app-pages.ts';

const apiPort = process.env.API_PORT ?? '5000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    // Every `zod` import gets jitless mode first (see src/lib/zod.ts): our CSP forbids eval.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill needed.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page needs goes in one chunk rather than a handful of tiny ones: each
        // chunk is compressed on its own, so few chunks weigh less (the first-load budget (docs/decisions/005-first-load-budget.md)).
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // Lazy-only groups: fewer, larger chunks keep the entry's list of lazy dependencies
            // (one hashed name per chunk, in the first load) short.
            {
              // Small modules the first page and the lazy pages share: one chunk, not three.
              name: 'storefront',
              test: /shared[\\/](error-message\.ts|messages[\\/]storefront\.ts)|src[\\/]config[\\/]env\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API's own list of route prefixes (shared/api-routes.ts), not a copy of it.
    proxy: Object.fromEntries(
      apiRoutePrefixes.map((p) => [
        p,
        {
          target: `http://127.0.0.1:${apiPort}`,
          changeOrigin: false,
          // A browser navigating to a page that shares its path with the API (/cart) gets the page.
          bypass: (request) =>
            request.headers.accept?.includes('text/html') && isPageSharingApiPath(request.url?.split('?')[0] ?? '/')
              ? request.url
              : undefined,
        },
      ]),
    ),
  },
});
