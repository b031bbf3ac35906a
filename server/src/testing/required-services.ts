/**
 * Suites that need services beside the test process (PostgreSQL, Redis, nginx). In CI (`CI` set,
 * as `.ci/run` does) a missing service fails the suite loudly: a skipped suite there would pass a
 * run that never tested what it claims. On a developer's machine without them, the suite is
 * skipped and the reason printed.
 *
 * Returns true when the suite can run; call it at the top of the file and pass the answer to
 * `describe.runIf`.
 */
export function servicesAvailable(suite: string, services: Record<string, boolean>): boolean {
  const missing = Object.entries(services)
    .filter(([, available]) => !available)
    .map(([name]) => name);
  if (missing.length === 0) return true;
  const reason = `"${suite}" needs ${missing.join(', ')}, which this machine does not provide`;
  if (process.env.CI) throw new Error(`${reason}. CI must provide them (see .ci/run).`);
  console.warn(`skipped: ${reason} (with CI set this is a failure)`);
  return false;
}
