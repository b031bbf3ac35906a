import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signUp, verifyEmail } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { adminUsage, runAdminCommand } from './admin-command.ts';
import { demoteUnverifiedConfiguredAdmins } from './users.repository.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

describe.each(testDatabaseKinds)('admin rights need a verified email, on %s', (kind) => {
  let t: TestApp;
  const isAdmin = async (email: string, as: Awaited<ReturnType<typeof signUp>>) =>
    (await call(t, 'GET', `/admin/${email}`, { as })).body?.admin;

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'chief@example.com, Owner@Example.com', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(async () => t?.close());

  it('does not make an ADMIN_EMAILS sign-up an admin until the mailed link is opened', async () => {
    // The attack: sign up first with an address in ADMIN_EMAILS, never verifying it.
    const attacker = await signUp(t, 'chief@example.com', 'Not The Chief');
    expect(await isAdmin('chief@example.com', attacker)).toBe(false);
    expect((await call(t, 'GET', '/allUsers', { as: attacker })).status).toBe(403);
    expect((await call(t, 'GET', '/order', { as: attacker })).status).toBe(403);
    const row = await t.app.db
      .selectFrom('users')
      .select(['role'])
      .where('email', '=', 'chief@example.com')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');

    // The owner of the mailbox opens the link: the same account is an admin from then on.
    const landing = await verifyEmail(t, 'chief@example.com');
    expect(new URL(landing, t.url).pathname).toBe('/verify-email');
    expect(new URL(landing, t.url).searchParams.get('error')).toBeNull();
    expect(await isAdmin('chief@example.com', attacker)).toBe(true);
    expect((await call(t, 'GET', '/allUsers', { as: attacker })).status).toBe(200);
  });

  it('compares ADMIN_EMAILS lower-cased everywhere (token, cookie, role in the user list)', async () => {
    const owner = await signUp(t, 'OWNER@example.COM', 'Owner');
    await verifyEmail(t, 'owner@example.com');
    expect(await isAdmin('owner@example.com', owner)).toBe(true);
    const byCookie = await call(t, 'GET', '/allUsers', { headers: { cookie: owner.cookie } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.find((user: { email: string }) => user.email === 'owner@example.com')?.role).toBe('admin');
  });

  it('lets an unverified buyer sign in and order as usual', async () => {
    await signUp(t, 'unverified-buyer@example.com');
    const again = await signIn(t, 'unverified-buyer@example.com');
    expect((await call(t, 'GET', '/orders?buyerEmail=unverified-buyer@example.com', { as: again })).status).toBe(200);
  });

  it('lands a forged or broken verification link on the verify page with an error', async () => {
    const response = await fetch(`${t.url}/api/auth/verify-email?token=forged.token.value&callbackURL=/verify-email`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/verify-email\?error=INVALID_TOKEN$/);
  });

  it('grants and revokes admin rights from the shell, never revoking the last admin', async () => {
    const deps = { db: t.app.db, kind, adminEmails: t.config.adminEmails };
    expect(await runAdminCommand(['grant', 'nobody@example.com'], deps)).toEqual({
      code: 1,
      message: 'No account has the email nobody@example.com: sign up first, then grant.',
    });
    expect((await runAdminCommand(['promote', 'x@example.com'], deps)).message).toBe(adminUsage);

    const clerk = await signUp(t, 'clerk@example.com');
    expect((await runAdminCommand(['grant', 'Clerk@Example.com'], deps)).code).toBe(0);
    expect(await isAdmin('clerk@example.com', clerk)).toBe(true);
    expect((await runAdminCommand(['revoke', 'clerk@example.com'], deps)).code).toBe(0);
    expect(await isAdmin('clerk@example.com', clerk)).toBe(false);
    expect((await runAdminCommand(['revoke', 'clerk@example.com'], deps)).code).toBe(1);
    // chief@ is an admin by ADMIN_EMAILS: only the configuration takes that back.
    expect((await runAdminCommand(['revoke', 'chief@example.com'], deps)).message).toMatch(/through ADMIN_EMAILS/);
  });

  it('refuses to revoke the last admin', async () => {
    const lone = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
    try {
      const only = await signUp(lone, 'only@example.com');
      const deps = { db: lone.app.db, kind, adminEmails: [] };
      expect((await runAdminCommand(['grant', 'only@example.com'], deps)).code).toBe(0);
      expect(await runAdminCommand(['revoke', 'only@example.com'], deps)).toEqual({
        code: 1,
        message: 'only@example.com is the last admin: grant another account first.',
      });
      expect((await call(lone, 'GET', '/admin/only@example.com', { as: only })).body.admin).toBe(true);
    } finally {
      await lone.close();
    }
  });

  it('runs as `npm run admin -- grant EMAIL` on the store configuration and database', async () => {
    await signUp(t, 'shell@example.com');
    const env = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: t.config.dataDir,
      ...(t.database.databaseUrl ? { DATABASE_URL: t.database.databaseUrl } : {}),
    };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['server/scripts/admin.ts', ...args], { cwd: root, env, encoding: 'utf8' });
    const unknown = run('grant', 'ghost@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account has the email ghost@example.com');
    const granted = run('grant', 'shell@example.com');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain('shell@example.com is now an admin.');
    const row = await t.app.db
      .selectFrom('users')
      .select(['role'])
      .where('email', '=', 'shell@example.com')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
  });
});

describe.each(testDatabaseKinds)('accounts that took admin rights before verification was required, on %s', (kind) => {
  it('lose the role at start until their address is verified', async () => {
    const t = await startTestApp(kind, { ADMIN_EMAILS: 'chief@example.com', AUTH_RATE_LIMIT: '1000' });
    try {
      // What the old sign-up stored: the role itself, for an address nobody verified.
      const early = await signUp(t, 'chief@example.com');
      await t.app.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'chief@example.com').execute();
      const granted = await signUp(t, 'granted@example.com');
      await t.app.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'granted@example.com').execute();
      expect(await demoteUnverifiedConfiguredAdmins(t.app.db, t.config.adminEmails)).toBe(1);
      expect((await call(t, 'GET', '/admin/chief@example.com', { as: early })).body.admin).toBe(false);
      // A role given by an admin (Make Admin, grant) is not ADMIN_EMAILS's doing and stays.
      expect((await call(t, 'GET', '/admin/granted@example.com', { as: granted })).body.admin).toBe(true);
      await verifyEmail(t, 'chief@example.com');
      expect((await call(t, 'GET', '/admin/chief@example.com', { as: early })).body.admin).toBe(true);
    } finally {
      await t.close();
    }
  });
});
