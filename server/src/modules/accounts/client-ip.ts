/**
 * The header through which the auth proxy hands Better Auth the client's address as Fastify
 * resolved it under TRUST_PROXY (request.ip). The proxy always overwrites it, so a client cannot
 * set it; Better Auth records it on sessions.
 */
export const clientIpHeader = 'x-store-client-ip';
