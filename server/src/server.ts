import { enableCompileCache } from 'node:module';

// Node keeps compiled code between starts: about 0.5 s off every start after the first (the
// performance targets bench). `npm start` sets NODE_COMPILE_CACHE, which also covers this file
// (so Node's TypeScript stripper is never loaded: ADR 022) and makes this call a no-op; other
// launches (tests, `npm run dev`) get the cache under the OS temp dir from here on. Must run
// before the app's modules load, hence the dynamic imports.
enableCompileCache();
const { buildApp } = await import('./app.ts');
const { loadConfigOrExit } = await import('./config.ts');

/** Starts the store: reads the environment, builds the app, listens, and stops gracefully. */
async function main() {
  const config = loadConfigOrExit(1);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The server renderer loaded and the home page rendered a moment after start, so the first
  // visitor does not pay for them (docs/decisions/020); nothing waits on it, a failure is logged.
  setTimeout(() => {
    app.inject({ url: '/', headers: { accept: 'text/html' } }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not prepare the home page after start');
    });
  }, 1000).unref();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
