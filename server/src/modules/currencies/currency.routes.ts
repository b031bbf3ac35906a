import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chooseCurrencyInputSchema,
  chosenCurrencySchema,
  currencyCookie,
} from '#shared/currencies/chosen-currency.schema.ts';
import { errorAnswers } from '../../http/schemas.ts';
import { chooseCurrency, readChosenCurrency } from './chosen-currency.ts';

const tags = ['currencies'];
const yearSeconds = 365 * 24 * 60 * 60;

/**
 * The navbar's currency chooser (PRODUCT.md §17): public, for visitors and buyers alike. A
 * visitor's choice lives in the `currency` cookie (read by the server-rendered pages too), a
 * buyer's on their profile as well; a company member's is the company's.
 */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerId = async (request: FastifyRequest) => (await app.viewerOf(request))?.id ?? null;
  const keep = (request: FastifyRequest, reply: FastifyReply, currency: string | null) => {
    if (currency === null) {
      reply.clearCookie(currencyCookie, { path: '/' });
      return;
    }
    reply.setCookie(currencyCookie, currency, {
      path: '/',
      maxAge: yearSeconds,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    });
  };

  app.get(
    '/currency',
    {
      schema: {
        tags,
        summary: "The caller's currency (company, profile, cookie, else the base) and the ones offered",
        response: { 200: chosenCurrencySchema },
      },
    },
    async (request, reply) => {
      // Personal when signed in or chosen: never kept by a shared cache.
      reply.header('cache-control', 'private, no-cache');
      return readChosenCurrency(app.db, await viewerId(request), request.cookies[currencyCookie]);
    },
  );

  app.put(
    '/currency',
    {
      schema: {
        tags,
        summary: 'Choose the currency prices are shown and orders placed in (null: the base)',
        body: chooseCurrencyInputSchema,
        response: { 200: chosenCurrencySchema, ...errorAnswers(400, 409) },
      },
    },
    async (request, reply) => {
      const chosen = await chooseCurrency(app.db, await viewerId(request), request.body.currency);
      keep(request, reply, chosen.source === 'base' ? null : chosen.currency);
      reply.header('cache-control', 'no-store');
      return chosen;
    },
  );
};
