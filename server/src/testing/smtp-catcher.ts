import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  mail: ParsedMail;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  caught: CaughtMail[];
  /** Mails caught for an address, as parsed. */
  to: (address: string) => ParsedMail[];
  /** RCPT TO this address is answered 550 from now on (a permanent refusal). */
  refuse: (address: string) => void;
  /** Takes mail for this address again. */
  accept: (address: string) => void;
  /**
   * While true, a message's data is read and never answered: the sender waits for the "250 OK"
   * that does not come (a process killed mid-send). `stalled` counts the messages held so.
   */
  stall: (on: boolean) => void;
  stalled: () => number;
  /** Stops listening (connections are refused), as a mail server that is down. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps what the store's nodemailer transport delivers. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const caught: CaughtMail[] = [];
  const refused = new Set<string>();
  let stalling = false;
  let stalled = 0;
  let port = 0;
  let server: SMTPServer | undefined;
  const create = () =>
    new SMTPServer({
      // Plain SMTP on loopback: no certificate to trust, no credentials to send.
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        if (stalling) {
          stalled += 1;
          stream.resume();
          return;
        }
        simpleParser(stream).then(
          (mail) => {
            caught.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  const start = async () => {
    server = create();
    // A sender killed mid-exchange resets its connection: that is the test's doing, not a failure.
    server.on('error', () => undefined);
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.server.address() as AddressInfo).port;
  };
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    to: (address) => caught.filter((c) => c.to.includes(address)).map((c) => c.mail),
    refuse: (address) => void refused.add(address.toLowerCase()),
    accept: (address) => void refused.delete(address.toLowerCase()),
    stall: (on) => void (stalling = on),
    stalled: () => stalled,
    stop: () => new Promise<void>((resolve) => (server ? server.close(resolve) : resolve())),
    start,
  };
}
