import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMailer, type Mail, type Mailer } from '../mail/mailer.ts';
import { type Auth, createAuth, demoteUnverifiedConfiguredAdmins } from '../modules/accounts/index.ts';
import { resolveAuthSecret } from '../secrets.ts';

// Kept here for the modules that import the caller's type from the auth plugin.
export type { Viewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    authSecret: string;
    mailer: Mailer;
  }
}

/**
 * Better Auth on the store's database, its secret and the mailer, hung on the app. Who the caller
 * is: plugins/viewer.ts; the `/api/auth/*` route in front of Better Auth: plugins/auth-proxy.ts.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const secret = resolveAuthSecret(config.authSecret, config.dataDir, app.log);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
    // Better Auth's mails go through the outbox (registered after this plugin, read at call time).
    const sendMail = (mail: Mail) => app.outbox.sendNow(mail);
    app.decorate('auth', createAuth({ db: app.db, kind: app.dbKind, config, secret, sendMail, log: app.log }));
    app.decorate('authSecret', secret);
    app.decorate('mailer', mailer);
    const demoted = await demoteUnverifiedConfiguredAdmins(app.db, config.adminEmails);
    if (demoted) app.log.warn({ demoted }, 'unverified ADMIN_EMAILS accounts lost the admin role until verified');
  },
  { name: 'auth', dependencies: ['db'] },
);
