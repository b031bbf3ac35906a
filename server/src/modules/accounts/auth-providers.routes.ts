import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Which sign-in methods this store offers, so the page can say so before anyone clicks. */
export const authProvidersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign-in methods on offer (Google only when configured)',
        response: { 200: z.object({ emailPassword: z.boolean(), google: z.boolean() }) },
      },
    },
    async () => ({ emailPassword: true, google: Boolean(app.config.google) }),
  );
};
