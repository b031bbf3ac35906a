/**
 * How the server process is started in production (`npm start`, `npm run serve`) and by the
 * bench, so that the bench measures what runs (ADR 019, ADR 022).
 *
 * - `--max-semi-space-size=2`: Node sizes V8's young generation for the machine (24 GB here:
 *   ~130 MB of new space at idle); 2 MB semi-spaces keep it at 4 MB without losing order throughput.
 * - `--heap-growing-percent=20`: after each full GC V8 lets the old generation grow by a factor up
 *   to 4 before the next one on a machine this size; under the bench's 32 buyers it grew from
 *   ~60 MB of live objects to 190 MB of mostly garbage. 1.2 keeps it near the live size.
 *   The ceiling (`--max-old-space-size`) stays Node's: a 100k-product catalog needs room, and a
 *   low ceiling turns a large answer into a crash.
 * - `MALLOC_ARENA_MAX=2`: one malloc arena per thread otherwise.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: glibc raises its mmap threshold to the largest block freed (up
 *   to 32 MB), so after the first password hash (argon2, 19 MiB) every later one came from the heap
 *   and stayed resident; a fixed threshold maps large blocks and returns them when freed.
 * - `NODE_COMPILE_CACHE`: Node's compile cache from the first module on, the entry file included,
 *   so a warm start neither type-strips (Node's TypeScript stripper, ~17 MB, is then never loaded)
 *   nor compiles. Relative to the repository, where npm runs the scripts.
 */
export const serverNodeFlags = ['--max-semi-space-size=2', '--heap-growing-percent=20'] as const;
export const serverEnvironment = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  NODE_COMPILE_CACHE: 'node_modules/.cache/node-compile-cache',
} as const;

/** The shell prefix package.json's scripts use; a test keeps them equal to the above. */
export function serverCommandPrefix(): string {
  const env = Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`);
  return [...env, 'node', ...serverNodeFlags].join(' ');
}
