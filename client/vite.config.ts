import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '5000';
// Paths the dev server hands to the API (everything of SPEC.md §7 and PRODUCT.md §2).
const apiPaths = [
  '/products',
  '/rating',
  '/orders',
  '/order',
  '/user',
  '/admin',
  '/allUsers',
  '/create-payment-intent',
  '/api',
  '/healthz',
  '/docs',
  '/webhooks',
  '/payments',
  '/auth',
  '/metrics',
  '/robots.txt',
  '/sitemap.xml',
];

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
        // chunk is compressed on its own, so few chunks weigh less (issue 6's first-load budget).
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }])),
  },
});
