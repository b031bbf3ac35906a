/**
 * The outside world of the identity specs, run by Playwright as a web server beside the store
 * (playwright.config.ts): a loopback SMTP server that catches the store's mail, and an OpenID
 * Connect provider (oidc-provider, with its development login and consent pages) standing in
 * for Google. Caught mail is served as JSON at /test-mail/messages?to=<email>.
 */
import http from 'node:http';
import Provider from 'oidc-provider';
import { SMTPServer } from 'smtp-server';
import { type CaughtMail, parseMail } from './caught-mail.ts';
import { googleProfileFor, identityStack } from './identity-stack.ts';

const stack = await identityStack();
const caught: CaughtMail[] = [];

const smtp = new SMTPServer({
  // Plain SMTP on loopback: no certificate to trust, no credentials to send.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      caught.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(stack.smtpPort, '127.0.0.1', resolve));

// Its development-only defaults (in-memory storage, generated keys, dev login pages) are what a
// test stand-in wants; their start-up warnings would only clutter the test output.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('development-only')) return;
  warn(...args);
};

const provider = new Provider(stack.issuer, {
  clients: [
    {
      client_id: stack.google.clientId,
      client_secret: stack.google.clientSecret,
      redirect_uris: [`${stack.appUrl}/api/auth/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // Better Auth's default for a client with a secret.
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  // Whatever login is typed on the development login page is the account's email.
  async findAccount(_ctx: unknown, sub: string) {
    const profile = googleProfileFor(sub);
    return {
      accountId: sub,
      async claims() {
        return { sub, email: profile.email, email_verified: true, name: profile.name };
      },
    };
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['rare-metals-e2e-oidc-cookie-key'] },
});

const oidc = provider.callback();
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', stack.issuer);
  if (url.pathname === '/test-mail/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/test-mail/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = caught.filter((mail) => !to || mail.to.includes(to));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    return;
  }
  oidc(request, response);
});
await new Promise<void>((resolve) => server.listen(stack.servicesPort, '127.0.0.1', resolve));
console.log(`identity services: SMTP on ${stack.smtpPort}, OpenID provider and mail at ${stack.issuer}`);

const stop = () => {
  server.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
