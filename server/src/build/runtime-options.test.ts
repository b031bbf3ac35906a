import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverCommandPrefix } from './runtime-options.ts';
import { repoRoot } from './web-build.ts';

describe('the server runtime options', () => {
  it('are the ones npm start and npm run serve pass to Node', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(`${serverCommandPrefix()} server/scripts/start.ts`);
    expect(scripts.serve).toBe(`${serverCommandPrefix()} server/src/server.ts`);
  });
});
