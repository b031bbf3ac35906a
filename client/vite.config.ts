import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutePrefixes } from '../shared/api-routes.ts';
import { isAppPage } from '../shared/app-pages.ts';

const apiPort = process.env.API_PORT ?? '5000';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // The server renderer (client/src/entry-server.tsx, docs/decisions/020) carries its own copy of
  // React and the libraries, built for production: the store's process may run under any NODE_ENV,
  // and React's development build would render several times slower.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  resolve: {
    // Every `zod` import gets jitless mode first (see src/lib/zod.ts): our CSP forbids eval.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      // React Router's production build: its package exports the development one (warnings and
      // checks for developers) to every bundler; 0.5 KB of the first load's budget.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
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
        // Named by hash alone: the entry lists every lazy chunk's file for preloading, and the
        // names were 0.45 KB of the first load's budget (the manifest still maps them to sources).
        chunkFileNames: 'assets/c-[hash].js',
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
              test: /shared[\\/](error-message\.ts|messages[\\/]storefront\.ts)|src[\\/]config[\\/]env\.ts|preload-helper/,
            },
            // The texts and the pricing and quantity rules that the product page, the purchase form
            // and the cart share: one lazy chunk, not five (only these modules; they import back
            // nothing of a lazy chunk). The quotes' paths (product page) and the ship-to fields
            // (checkout, accepting a quote) too: each chunk of its own would be one more name in
            // the first load's list. The certificate a line requires and the conflict-minerals
            // report's schema (issues 30, 31) likewise: small, importing only zod. The quantity field
            // that the product page and the products list view share (issue 32) too.
            {
              name: 'rules',
              test: /shared[\\/](messages\.ts|messages[\\/](?!storefront)[\w-]+\.ts|catalog[\\/]pricing\.ts|orders[\\/](order-limits|certificate-required)\.ts|compliance[\\/]conflict-minerals\.schema\.ts|lazy-paths\.ts)|src[\\/]lib[\\/](quantity-quote|idempotency-key)\.ts|src[\\/]components[\\/]catalog[\\/]quantity-input\.tsx/,
              includeDependenciesRecursively: false,
            },
            // The cart's own modules, which only lazy code loads (the navbar's count, the first Add
            // to cart, the cart pages): two chunks rather than a dozen names in the first load's
            // list of lazy dependencies. Only these modules: what they import stays where it is
            // (nothing there imports them back, so no chunk cycle).
            // The catalog's schema and its metals and forms, which the catalog and quotes pages both
            // import: one lazy chunk, not two names in the first load's list.
            {
              name: 'product.schema',
              test: /shared[\\/](catalog[\\/](product\.schema|taxonomy)|image-url\.schema)\.ts/,
              includeDependenciesRecursively: false,
            },
            // The order rules and the phone rule they share with the account pages: one lazy chunk.
            // With the purchase order's schema, whose checkout fields POST /orders takes (issue 27)
            // while it reads the phone rule: in two chunks they would import each other. And the
            // export compliance schema (issue 30), which the purchase order's schema imports.
            {
              name: 'order.schema',
              test: /shared[\\/](orders[\\/](order|purchase-order)\.schema|orders[\\/]order-status|accounts[\\/]phone\.schema|compliance[\\/]compliance\.schema)\.ts/,
              includeDependenciesRecursively: false,
            },
            // The order queries that the orders, payments and cart pages share: one lazy chunk.
            {
              name: 'order-queries',
              test: /src[\\/]lib[\\/]queries[\\/](order-keys|order|purchase-order)\.ts/,
              includeDependenciesRecursively: false,
            },
            // The toasts and the class-name helper they use. The overview's chart library uses it
            // too; without this group it would become a chunk of its own, one more name in the
            // first load's list of lazy dependencies (docs/decisions/014-overview-chart.md).
            // With them the web app's shared table and form parts (PRODUCT.md §23): the responsive
            // table, the money, select and card forms, the total bar; lazy pages only, and each a
            // chunk of its own would be one more name in the first load's list.
            {
              name: 'unstyled',
              test: /node_modules[\\/](react-toastify|clsx)[\\/]|src[\\/]components[\\/]ui[\\/](responsive-table|money-field|select-field|total-bar|form-card|headed-section|file-field|fact-list|page-heading)\.tsx/,
              includeDependenciesRecursively: false,
            },
            // The product schema and the metal and form names it reads: one chunk. The overview
            // reads the names too, which would otherwise split them into a chunk of their own.
            {
              name: 'product.schema',
              test: /shared[\\/]catalog[\\/](product\.schema|taxonomy)\.ts/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'cart',
              // With the remnants' list and Add to cart (PRODUCT.md §20), which the product page
              // and the /remnants page share: without this, a chunk of their own.
              test: /src[\\/](lib[\\/](cart|remnants)|components[\\/]remnants)[\\/]|shared[\\/]cart[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'cart-pages',
              test: /src[\\/]features[\\/]cart[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The form part that places a purchase order, which the checkout, the Purchase page
              // and accepting a quote share (issue 27): one chunk of its own, one more name in the
              // first load's list (docs/decisions/005), so that the Purchase page does not load the
              // cart's pages with it.
              name: 'order-forms',
              test: /src[\\/]components[\\/]orders[\\/]|src[\\/]lib[\\/]local-date\.ts/,
              includeDependenciesRecursively: false,
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
          // A page whose path the API also answers (/cart): the browser opening it gets the app, as
          // from the server (server/src/plugins/web-app.ts routedUrl).
          bypass: (req) =>
            req.method === 'GET' &&
            /text\/html/.test(req.headers.accept ?? '') &&
            isAppPage((req.url ?? '/').split('?')[0] ?? '/')
              ? '/index.html'
              : undefined,
        },
      ]),
    ),
  },
}));
