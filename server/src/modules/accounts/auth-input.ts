import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { signUpSchema } from '#shared/accounts/account.schema.ts';
import { imageUrlSchema } from '#shared/image-url.schema.ts';
import { validation } from '#shared/messages/validation.ts';

/**
 * Better Auth's own sign-up and update-user accept any name and picture; the store's schemas
 * apply there too (the security review): a bounded name, a picture that is an http(s) URL or a path
 * on this site (never `javascript:`). The same schemas the forms and the profile route use.
 */
const accountFields = z.object({
  name: signUpSchema.shape.name.optional(),
  image: imageUrlSchema(() => validation.fieldNames.imageUrl).nullish(),
});
const checkedPaths = new Set(['/sign-up/email', '/update-user']);

export function checkNameAndPicture(path: string, body: unknown): void {
  if (!checkedPaths.has(path) || !body || typeof body !== 'object') return;
  const { name, image } = body as Record<string, unknown>;
  const parsed = accountFields.safeParse({ name, image });
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]!.message, code: 'INVALID_ACCOUNT_FIELD' });
  }
}
