import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mail } from '../../mail/mailer.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { testPassword } from '../../testing/accounts.ts';
import { createAuth } from './auth.ts';

/** Better Auth on the test app's database, with a logger whose lines the test reads. */
function authWithCapturedLog(t: TestApp, smtpUrl: string | undefined) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const log = Fastify({ logger: { level: 'trace', stream } }).log;
  const sent: Mail[] = [];
  const auth = createAuth({
    db: t.app.db,
    kind: t.app.dbKind,
    config: { ...t.config, smtpUrl },
    secret: t.app.authSecret,
    sendMail: async (mail) => void sent.push(mail),
    log,
  });
  return { auth, lines, sent };
}

describe.each(testDatabaseKinds)('links in mail on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('never writes verification or reset links to the log when mail goes out by SMTP', async () => {
    t = await startTestApp(kind);
    const { auth, lines, sent } = authWithCapturedLog(t, 'smtp://mail.example:587');
    await auth.api.signUpEmail({ body: { name: 'Sam', email: 'sam@example.com', password: testPassword } });
    await auth.api.requestPasswordReset({ body: { email: 'sam@example.com', redirectTo: '/reset-password' } });
    const links = sent.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
    expect(links).toEqual([
      expect.stringContaining('/verify-email?token='),
      expect.stringContaining('/reset-password/'),
    ]);
    for (const link of links) expect(lines.join('\n')).not.toContain(new URL(link).pathname);
    expect(lines.join('\n')).not.toMatch(/token=/);
  });

  it('logs them when mail goes to the outbox (no SMTP_URL), for the developer', async () => {
    t = await startTestApp(kind);
    const { auth, lines, sent } = authWithCapturedLog(t, undefined);
    await auth.api.signUpEmail({ body: { name: 'Dev', email: 'dev@example.com', password: testPassword } });
    await auth.api.requestPasswordReset({ body: { email: 'dev@example.com', redirectTo: '/reset-password' } });
    const links = sent.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
    expect(links).toHaveLength(2);
    for (const link of links) expect(lines.join('\n')).toContain(link);
  });
});
