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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false }])),
  },
});
