/**
 * How the server process is started in production (`npm start`, `npm run serve`) and by the
 * bench, so that the bench measures what runs. Node sizes V8's young generation and glibc its
 * malloc arenas for the machine (24 GB, several threads): on the 2-core store machines that was
 * ~130 MB of young generation and an arena per thread, most of the 547 MB peak the bench saw
 * (README, Performance). The old generation keeps Node's default ceiling: a 100k-product catalog
 * needs it, and a lower one trades memory for crashes.
 */
export const serverNodeFlags = ['--max-semi-space-size=4'] as const;
export const serverEnvironment = { MALLOC_ARENA_MAX: '2' } as const;

/** The shell prefix package.json's scripts use; a test keeps them equal to the above. */
export function serverCommandPrefix(): string {
  const env = Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`);
  return [...env, 'node', ...serverNodeFlags].join(' ');
}
