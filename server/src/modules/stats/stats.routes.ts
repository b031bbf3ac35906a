import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewSchema } from '#shared/stats/overview.schema.ts';
import { bearerSecurity, errorAnswers } from '../../http/schemas.ts';
import { readOverview } from './overview.ts';

/** The back office's figures (docs/product/back-office.md#overview): admins only. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats/overview',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['stats'],
        summary:
          'The overview (admin): revenue by month for the last 12 months (paid, not refunded, by the month the purchase order was placed, UTC), purchase orders by status, top products, low stock, open quotes',
        response: { 200: overviewSchema, ...errorAnswers(401, 403) },
        security: bearerSecurity,
      },
    },
    async () => readOverview(app.db, app.config.now()),
  );
};
