import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { clientErrorHandler, frameworkErrors } from './http/protocol-errors.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { authProvidersRoutes, usersRoutes } from './modules/accounts/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { currencyRoutes } from './modules/currencies/index.ts';
import { languageRoutes } from './modules/languages/index.ts';
import { requestLanguagePlugin } from './i18n/request-language.ts';
import { loadServerTexts } from './i18n/translation-files.ts';
import { speakZodInRequestLanguage } from './i18n/zod-language.ts';
import { catalogAdminRoutes, catalogCsvRoutes, catalogRoutes } from './modules/catalog/index.ts';
import { lotsRoutes } from './modules/lots/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { ordersRoutes } from './modules/orders/index.ts';
import {
  purchaseOrdersRoutes,
  companyOrdersRoutes,
  complianceHoldRoutes,
  overdueReminderSweepPlugin,
  lineCertificateRoutes,
  unpaidOrderSweepPlugin,
  stripeWebhookRoutes,
  orderPaymentRoutes,
  tradeDocumentsRoutes,
} from './modules/orders/index.ts';
import { outboxWorkerPlugin, outboxRoutes } from './modules/outbox/index.ts';
import { outboxTopics } from './outbox-topics.ts';
import { statementRoutes, companiesRoutes, membershipRoutes } from './modules/companies/index.ts';
import { quotesRoutes } from './modules/quotes/index.ts';
import { statsRoutes } from './modules/stats/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { screeningListRoutes } from './modules/compliance/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { certificatePortalRoutes } from './modules/certificate-portal/index.ts';
import { remnantsRoutes } from './modules/remnants/index.ts';
import { conflictMineralsRoutes } from './modules/conflict-minerals/index.ts';
import { imagesRoutes } from './modules/images/index.ts';
import { builtDocumentsPlugin } from './modules/built-documents/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { productPageRoutes, seoRoutes } from './modules/seo/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { taxExemptionsRoutes, vatChecksPlugin } from './modules/tax-standing/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { authProxyPlugin } from './plugins/auth-proxy.ts';
import { viewerPlugin } from './plugins/viewer.ts';
import { catalogCachePlugin } from './plugins/catalog-cache.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { requestHygienePlugin } from './plugins/request-hygiene.ts';
import { routeAccessPlugin } from './plugins/route-access.ts';
import { metricsPluginWithAccess } from './plugins/metrics.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { redisPlugin } from './plugins/redis.ts';
import { securityPlugin } from './plugins/security.ts';
import { writeBudgetPlugin } from './plugins/write-budget.ts';
import { routedUrl, webAppPlugin } from './plugins/web-app.ts';
import { createPageRenderer } from './modules/pages/index.ts';

/**
 * Limits set on purpose (the reliability work): JSON bodies here are small forms, never uploads. The request
 * timeout is `config.requestTimeoutMs` (REQUEST_TIMEOUT_MS, default 30 s).
 */
export const requestLimits = {
  bodyBytes: 64 * 1024,
  keepAliveTimeoutMs: 72_000,
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes proxy-addr's "trust the first n hops". */
function fastifyTrustProxy(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export interface BuildOptions {
  /** Where the log goes instead of stdout (a test reads it). */
  logStream?: { write: (line: string) => void };
}

/** Builds the whole store; `server.ts` only listens. Tests build it with their own config. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Each request is logged once, when answered (plugins/request-log.ts), not on arrival too.
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: requestLimits.bodyBytes,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: requestLimits.keepAliveTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    // Node applies requestTimeout only until the headers are in, so a body that stalls after
    // them is ended by Fastify's handlerTimeout (408 in the error handler). Node checks its
    // timeouts every connectionsCheckingInterval (30 s by default): once a second keeps them exact.
    handlerTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs) },
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
    rewriteUrl: routedUrl,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  // Before any route: it adds each protected route's access check and lists every route.
  await app.register(routeAccessPlugin);
  await app.register(requestHygienePlugin);
  await app.register(dbPlugin, { config });
  await app.register(catalogCachePlugin);
  // The server-rendered pages (ADR 020): modules whose changes they show drop them (app.pages).
  app.decorate('pages', createPageRenderer(app, config.staticDir));
  await app.register(redisPlugin, { config });
  const stripe = config.payments.provider === 'stripe';
  await app.register(securityPlugin, {
    publicOrigin: config.publicUrl ? new URL(config.publicUrl).origin : undefined,
    redis: app.redis,
    // Stripe Elements (docs/product/rules.md#payments) loads Stripe.js, frames its card fields and calls its API.
    ...(stripe && {
      scriptSources: ['https://js.stripe.com'],
      frameSources: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connectSources: ['https://api.stripe.com'],
    }),
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // request.cookies and reply.setCookie: the visitor's currency (PRODUCT.md §17); Better Auth reads its own.
  await app.register(cookie);
  await app.register(docsPlugin);
  await app.register(metricsPluginWithAccess, { config });
  await app.register(authPlugin, { config });
  await app.register(outboxWorkerPlugin, { topics: outboxTopics });
  await app.register(viewerPlugin, { config });
  await app.register(requestLanguagePlugin);
  speakZodInRequestLanguage();
  // Before any state-changing route, /api/auth/* included: it adds each one's budget check.
  await app.register(writeBudgetPlugin);
  await app.register(authProxyPlugin, { config });
  await app.register(paymentsPlugin, { config });
  await app.register(multipartPlugin);
  await app.register(builtDocumentsPlugin);
  await app.register(unpaidOrderSweepPlugin);
  await app.register(overdueReminderSweepPlugin);
  await app.register(vatChecksPlugin);

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(lotsRoutes);
  await app.register(catalogCsvRoutes);
  await app.register(reviewsRoutes);
  await app.register(usersRoutes);
  await app.register(authProvidersRoutes);
  await app.register(ordersRoutes);
  await app.register(purchaseOrdersRoutes);
  await app.register(companyOrdersRoutes);
  await app.register(complianceHoldRoutes);
  await app.register(statementRoutes);
  await app.register(quotesRoutes);
  await app.register(companiesRoutes);
  await app.register(membershipRoutes);
  await app.register(taxExemptionsRoutes);
  await app.register(statsRoutes);
  await app.register(settingsRoutes);
  await app.register(screeningListRoutes);
  await app.register(outboxRoutes);
  await app.register(lineCertificateRoutes);
  await app.register(tradeDocumentsRoutes);
  await app.register(documentsRoutes);
  await app.register(certificatePortalRoutes);
  await app.register(remnantsRoutes);
  await app.register(conflictMineralsRoutes);
  await app.register(imagesRoutes);
  await app.register(cartRoutes);
  await app.register(currencyRoutes);
  await app.register(languageRoutes);
  await app.register(paymentsRoutes);
  await app.register(orderPaymentRoutes);
  await app.register(seoRoutes, { sitemapPageSize: config.sitemapPageSize });
  const pages = app.pages;
  await app.register(productPageRoutes, { root: config.staticDir, pages });
  await app.register(stripeWebhookRoutes);

  await app.register(webAppPlugin, { root: config.staticDir, pages });
  // Every module is in by now: their texts' translations are read once, for every language.
  await loadServerTexts();
  return app;
}
