import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maxUploadBytes } from '#shared/quotes/quote.schema.ts';

/**
 * Multipart uploads (drawings, certificates: docs/product/quotes.md) through @fastify/multipart,
 * with limits that hold before a byte is stored: one file of at most 10 MB, a few short fields.
 * Routes read them with `readUpload` (modules/documents/read-upload.ts), never with the plugin's
 * own body attachment, so nothing is buffered for a route that does not take files.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 22, headerPairs: 50 },
    });
  },
  { name: 'multipart' },
);
