import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer worked out once and sent many times (the catalog's JSON, a rendered page): its bytes,
 * both compressions and an ETag, so a request costs a header comparison and a write
 * (docs/decisions/004-catalog-cache.md).
 */
export interface PreparedBytes {
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export function prepareBytes(text: string): PreparedBytes {
  const raw = Buffer.from(text);
  return {
    raw,
    gzip: gzipSync(raw, { level: 6 }),
    // Quality 5: within a few percent of 11's size at a fraction of its time (ADR 004).
    brotli: brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
  };
}

/**
 * Sends it as `type`, revalidated on every use: 304 for a matching ETag, else the best encoding
 * asked for. `cacheControl`: 'private, no-cache' for an answer made for one visitor.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedBytes,
  type: string,
  cacheControl = 'no-cache',
) {
  reply
    .header('etag', prepared.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', cacheControl)
    .type(type);
  if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  const accepts = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(prepared.brotli);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(prepared.gzip);
  return reply.send(prepared.raw);
}
