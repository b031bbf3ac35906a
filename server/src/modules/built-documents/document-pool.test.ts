import { describe, expect, it } from 'vitest';
import { createDocumentPool } from './document-pool.ts';

describe('the document pool', () => {
  it('starts no threads for a build asked after close: an outbox delivery racing the shutdown is refused', async () => {
    const pool = createDocumentPool(1);
    await pool.close();
    // A task the worker would never get to: the refusal comes before any thread or import.
    await expect(pool.run({ kind: 'invoice' } as never)).rejects.toThrow('the document pool is closed');
  });
});
