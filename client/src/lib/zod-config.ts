import { config } from 'zod/v4/core';

// zod probes `new Function('')` to decide whether it may compile validators; our CSP forbids
// eval, so the probe itself raises a CSP violation on every page load. Jitless mode skips it.
// Imported first in main.tsx, before any module builds a schema.
config({ jitless: true });
