import type { FastifyInstance, FastifyRequest } from 'fastify';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The access token of docs/product/rules.md#states is the caller's own signed session token, so it is exactly as
 * revocable as the session: sign-out, password reset and Remove User end it on the server at once.
 */
export async function accessTokenOf(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim();
  const context = await app.auth.$context;
  return cookieValue(request.headers.cookie, context.authCookies.sessionToken.name);
}
