import type { TestApp } from './test-app.ts';

/**
 * The SQL a test app runs during a step (pass `onStatement` to startTestApp): for the tests that
 * bound what a request costs the database (checkout, cut orders, cart lines, pages).
 */
export function statementLog() {
  const statements: string[] = [];
  let recording = false;
  return {
    onStatement: (sql: string) => {
      if (recording) statements.push(sql);
    },
    /** The statements run while `step` runs, in order. */
    async of(step: () => Promise<unknown>): Promise<string[]> {
      statements.length = 0;
      recording = true;
      try {
        await step();
      } finally {
        recording = false;
      }
      return [...statements];
    },
  };
}

/**
 * Runs `step` with the outbox's worker not kicked at commit, so the mails it records are not sent
 * (and their statements not run) during it; the caller drains the outbox afterwards.
 */
export async function withOutboxHeld<T>(t: TestApp, step: () => Promise<T>): Promise<T> {
  const kick = t.app.outbox.kick;
  t.app.outbox.kick = () => {};
  try {
    return await step();
  } finally {
    t.app.outbox.kick = kick;
  }
}
