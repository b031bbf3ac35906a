import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxPictureBytes, pictureContentTypes, uploadedPictureUrl } from '#shared/catalog/picture.ts';
import { images as m } from '#shared/messages/images.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { readUpload, uploadBodyLimit } from '../documents/index.ts';
import { type ImageSize, prepareImage } from './image-sizes.ts';
import { imageBytes, imageExists, imageIdOf, storeImage } from './images.repository.ts';

const tags = ['catalog'];
/** A year, and never revalidated: a picture's URL is its content's hash, so what it shows never changes. */
const foreverCache = 'public, max-age=31536000, immutable';

/** Product picture uploads (docs/product/back-office.md#products), stored and served by the store. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads/images',
    {
      config: { auth: 'admin', upload: true },
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        summary:
          'Upload a product picture (admin; multipart `file`: PNG, JPEG or WebP ≤ 5 MB, judged by its bytes). Answers the URL of its card size; the product page shows the larger size of the same picture.',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string() }), ...errorAnswers(400, 401, 403, 413) },
        security: bearerSecurity,
      },
    },
    async (request, reply) => {
      const admin = await app.requireAdmin(request);
      const upload = await readUpload(request, {
        fileField: 'file',
        required: true,
        allowed: pictureContentTypes,
        allowedInWords: m.wrongType,
        maxBytes: { bytes: maxPictureBytes, message: m.tooLarge },
      });
      const file = upload.file!;
      const id = imageIdOf(file.bytes);
      if (!(await imageExists(app.db, id))) {
        const prepared = await prepareImage(file.bytes).catch((error: unknown) => {
          request.log.info({ err: error }, 'an uploaded picture could not be decoded');
          throw badRequest(/pixel limit/i.test(String(error)) ? m.tooManyPixels : m.notAPicture);
        });
        await storeImage(
          app.db,
          { id, contentType: file.contentType, original: file.bytes, prepared, uploadedBy: admin.id },
          app.config.now().toISOString(),
        );
      }
      return reply.code(201).send({ url: uploadedPictureUrl(id, 'card') });
    },
  );

  app.get(
    '/uploads/images/:id/:file',
    {
      schema: {
        tags,
        summary: 'An uploaded product picture at the card or page size (WebP), cached for good',
        params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/), file: z.enum(['card.webp', 'page.webp']) }),
        produces: ['image/webp'],
        response: { 200: z.any().describe('The picture, image/webp'), 304: z.null(), ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const size = file.replace('.webp', '') as ImageSize;
      const etag = `"${id.slice(0, 32)}-${size}"`;
      reply.header('cache-control', foreverCache).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      const bytes = await imageBytes(app.db, id, size);
      if (!bytes) {
        reply.header('cache-control', 'no-store');
        throw notFound(m.notFound);
      }
      return reply.type('image/webp').send(bytes);
    },
  );
};
