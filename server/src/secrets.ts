import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The auth secret: from AUTH_SECRET, or (outside production, where config refuses to start
 * without it) generated once and kept under DATA_DIR so sessions survive restarts. No default
 * secret exists in the code.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string, log: FastifyBaseLogger): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process starting at the same moment wrote it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
    log.warn(
      { file },
      'AUTH_SECRET is not set: generated one and kept it under DATA_DIR (set AUTH_SECRET in production)',
    );
    return secret;
  }
}
