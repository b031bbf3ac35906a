// The web app's `zod`: the bundler resolves every `import … from 'zod'` here (client/vite.config.ts),
// so jitless mode is set before any schema exists. zod otherwise probes `new Function('')` while
// building schemas, which our CSP forbids and reports as a violation. The server keeps zod's JIT.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
