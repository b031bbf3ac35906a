import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authProvidersSchema } from '#shared/answers.schema.ts';

/** Which sign-in methods this store offers, so the page can say so before anyone clicks. */
export const authProvidersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign-in methods on offer (Google only when configured)',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ emailPassword: true, google: Boolean(app.config.google) }),
  );
};
