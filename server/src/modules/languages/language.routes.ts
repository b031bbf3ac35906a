import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chooseLanguageInputSchema,
  chosenLanguageSchema,
  languageCookie,
} from '#shared/i18n/chosen-language.schema.ts';
import { languages } from '#shared/i18n/languages.ts';
import { errorAnswers } from '../../http/schemas.ts';
import { saveProfileLanguage } from './profile-language.ts';

const tags = ['languages'];
const yearSeconds = 365 * 24 * 60 * 60;

/**
 * The language chooser of the navbar and footer (PRODUCT.md §18): public. The choice lives in the
 * `lang` cookie, and on a signed-in buyer's profile as well (their mails and PDFs follow it).
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/language',
    {
      schema: {
        tags,
        summary: "The caller's language (?lang=, cookie, profile, Accept-Language, else English) and the ones offered",
        response: { 200: chosenLanguageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { language: request.language, offered: [...languages], source: request.languageSource };
    },
  );

  app.put(
    '/language',
    {
      schema: {
        tags,
        summary: 'Choose the language of the pages, messages, mails and PDFs',
        body: chooseLanguageInputSchema,
        response: { 200: chosenLanguageSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      const viewer = await app.viewerOf(request);
      if (viewer) await saveProfileLanguage(app.db, viewer.id, language);
      reply.setCookie(languageCookie, language, {
        path: '/',
        maxAge: yearSeconds,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      reply.header('cache-control', 'no-store');
      return { language, offered: [...languages], source: 'cookie' as const };
    },
  );
};
