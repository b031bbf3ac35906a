import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { currentLanguage } from '#shared/i18n/current-language.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { messages } from '#shared/messages.ts';
import { accountMails } from '#shared/messages/account-mails.ts';
import { passwordRules } from '#shared/accounts/account.schema.ts';
import { paths } from '#shared/routes.ts';
import type { Config } from '../../config.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { inLanguage } from '../../i18n/in-language.ts';
import type { Mail } from '../../mail/mailer.ts';
import { savedLanguagesOf } from '../languages/index.ts';
import { checkNameAndPicture } from './auth-input.ts';
import { clientIpHeader } from './client-ip.ts';
import { hashPassword, isTooCommon, verifyPassword } from './password.ts';

export interface AuthDeps {
  db: Kysely<Database>;
  kind: DatabaseKind;
  config: Config;
  secret: string;
  /** Records the mail in the outbox and sends it at once (ADR 023); a failure is retried there. */
  sendMail: (mail: Mail) => Promise<void>;
  log: FastifyBaseLogger;
}

const hour = 60 * 60;

/**
 * The language of a mail the reader asked for themselves (a verification or reset link,
 * PRODUCT.md §18): their saved language, else the language of the request that asked for it:
 * theirs (a buyer who signs up on the German pages has saved none yet).
 */
async function selfMailLanguage(db: Kysely<Database>, email: string): Promise<Language> {
  return (await savedLanguagesOf(db, [email])).get(email.toLowerCase()) ?? currentLanguage();
}

/** Better Auth's session timings (seconds), shared with the bearer path of plugins/viewer.ts. */
export function sessionTimings(config: Config) {
  const expiresIn = config.sessionIdleHours * hour;
  return { expiresIn, updateAge: Math.min(hour, expiresIn / 2) };
}

/**
 * Links in mail carry a one-time secret: written to the log only when mail goes to the outbox
 * (no SMTP_URL, a developer's machine), never when real mail is sent (the security review).
 */
function logLink(config: Config, log: FastifyBaseLogger, what: string, email: string, url: string) {
  if (!config.smtpUrl) log.info({ email, url }, what);
}

/**
 * Better Auth's handler turns any failure into its own 500 answer; the route that calls it runs
 * it inside this store to learn the error behind it, so that a database outage answers 503 like
 * every other route (server/src/reliability/database-down.test.ts).
 */
export const authFailures = new AsyncLocalStorage<{ error?: unknown }>();
const passwordPaths = new Set(['/sign-up/email', '/reset-password', '/change-password']);

/**
 * Better Auth's link verifies and then redirects to its callbackURL; ours always lands on the web
 * app's verify page, which reads `?error=` to tell the buyer the result.
 */
function landOnVerifyPage(url: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', paths.verifyEmail);
  return link.toString();
}

/** Where Better Auth builds its links from: PUBLIC_URL, or in development this machine only. */
function baseUrl(config: Config) {
  if (config.publicUrl) return config.publicUrl;
  // Only loopback hosts: a forged Host header must never end up in a password-reset link.
  return {
    allowedHosts: ['localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*', '[::1]:*'],
    fallback: `http://localhost:${config.port}`,
  };
}

/**
 * Better Auth on the store's own database (docs/product/rules.md#identity): email and password with argon2id,
 * server-side sessions usable as bearer tokens, password reset by mail, and Google through
 * OpenID Connect with a configurable issuer (so tests can stand a local provider in for Google).
 */
export function createAuth({ db, kind, config, secret, sendMail, log }: AuthDeps) {
  return betterAuth({
    appName: 'Rare Metals Store',
    // Better Auth's messages go to our log; client mistakes it reports are not server errors.
    // (Called as methods of `log`: pino's functions need their `this`, or logging itself throws.)
    logger: {
      log: (level, message) => {
        const fields = { component: 'better-auth' };
        if (level === 'error' || level === 'warn') log.warn(fields, message);
        else log.info(fields, message);
      },
    },
    baseURL: baseUrl(config),
    basePath: '/api/auth',
    secret,
    database: { db: db as Kysely<never>, type: kind },
    user: {
      modelName: 'users',
      additionalFields: { role: { type: 'string', required: false, defaultValue: 'user', input: false } },
    },
    session: {
      modelName: 'sessions',
      // Idle lifetime: a session unused this long expires; each use (at most hourly) extends it.
      ...sessionTimings(config),
    },
    account: { modelName: 'accounts', accountLinking: { enabled: true, trustedProviders: ['google'] } },
    verification: { modelName: 'verifications' },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The client's address as Fastify worked it out under TRUST_PROXY (plugins/auth-proxy.ts
      // sets this header, overwriting any the client sent), never X-Forwarded-For's first entry.
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    // Limits are applied by the Fastify route (shared through Redis when REDIS_URL is set).
    rateLimit: { enabled: false },
    onAPIError: {
      onError: (error) => {
        const failure = authFailures.getStore();
        if (failure) failure.error = error;
        // A refusal (wrong password, 4xx) is the client's; anything else is worth a line in the log.
        if (!isAPIError(error) || error.status === 'INTERNAL_SERVER_ERROR')
          log.warn({ component: 'better-auth', err: error }, 'identity request failed');
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordRules.minLength,
      maxPasswordLength: passwordRules.maxLength,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: hour,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      sendResetPassword: async ({ user, url }) => {
        logLink(config, log, 'password reset link', user.email, url);
        const language = await selfMailLanguage(db, user.email);
        await sendMail({
          to: user.email,
          language,
          ...inLanguage(language, () => ({
            subject: accountMails.resetPasswordSubject,
            text: accountMails.resetPasswordText(user.name, url),
          })),
        });
      },
    },
    // Sign-up mails a verification link. Signing in does not wait for it (buyers are not blocked);
    // only ADMIN_EMAILS waits for it (shared/accounts/admin-rule.ts).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * hour,
      sendVerificationEmail: async ({ user, url }) => {
        const link = landOnVerifyPage(url);
        logLink(config, log, 'email verification link', user.email, link);
        const language = await selfMailLanguage(db, user.email);
        await sendMail({
          to: user.email,
          language,
          ...inLanguage(language, () => ({
            subject: messages.identity.verifyEmailMailSubject,
            text: accountMails.verifyEmailText(user.name, link),
          })),
        });
      },
    },
    plugins: [
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: `${config.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkNameAndPicture(ctx.path, ctx.body);
        if (!passwordPaths.has(ctx.path)) return;
        const body = ctx.body as { password?: unknown; newPassword?: unknown } | undefined;
        const password = body?.newPassword ?? body?.password;
        if (typeof password === 'string' && (await isTooCommon(password))) {
          throw new APIError('BAD_REQUEST', {
            message: messages.signUp.passwordTooCommon,
            code: 'PASSWORD_TOO_COMMON',
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
