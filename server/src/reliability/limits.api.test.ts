import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from '../app.ts';
import { loadConfig } from '../config.ts';
import { call, signUp, type SignedIn } from '../testing/accounts.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** What a raw socket received before the server closed it, and when. */
interface RawExchange {
  status: number | undefined;
  headers: string;
  body: string;
  closedAfterMs: number;
}

/**
 * Writes `chunks` to a fresh connection and reads until the server closes it (or `giveUpMs`).
 * A client that stops half-way through its request is what a slow-loris attack looks like.
 */
function rawExchange(url: string, chunks: string[], giveUpMs: number): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const started = performance.now();
    let received = '';
    const finish = () => {
      clearTimeout(giveUp);
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      resolve({
        status: status ? Number(status) : undefined,
        headers: head,
        body,
        closedAfterMs: performance.now() - started,
      });
    };
    const giveUp = setTimeout(() => {
      socket.destroy();
    }, giveUpMs);
    socket.on('data', (data) => (received += data.toString('utf8')));
    socket.on('close', finish);
    socket.on('error', () => {});
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

const review = (size: number) => {
  const frame = JSON.stringify({ userImage: '/x.svg', userRatings: 5, userReview: '' });
  return JSON.stringify({ userImage: '/x.svg', userRatings: 5, userReview: 'x'.repeat(size - frame.length) });
};

describe('request limits set on purpose (app.ts requestLimits, REQUEST_TIMEOUT_MS)', () => {
  let t: TestApp;
  let buyer: SignedIn;
  const timeoutMs = 1500;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { REQUEST_TIMEOUT_MS: String(timeoutMs), SEED_DEMO: 'false' });
    buyer = await signUp(t, 'buyer@example.com');
  });
  afterAll(async () => t?.close());

  it('defaults to 64 KiB bodies and a 30 s request timeout, and the server runs with them', async () => {
    expect(requestLimits.bodyBytes).toBe(64 * 1024);
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    const real = await startTestApp('sqlite', { SEED_DEMO: 'false' });
    try {
      expect(real.app.server.requestTimeout).toBe(30_000);
      expect(real.app.initialConfig.bodyLimit).toBe(64 * 1024);
    } finally {
      await real.close();
    }
  });

  it('answers a body over 64 KiB with 413 {message}, and takes one of exactly 64 KiB to validation', async () => {
    const post = (body: string) =>
      fetch(`${t.url}/rating`, {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json' },
        body,
      });
    const over = await post(review(64 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: expect.any(String) });
    const exact = await post(review(64 * 1024));
    // Read in full, then refused by the review rules (1,000 characters at most), not by size.
    expect(exact.status).toBe(400);
    expect(await exact.json()).toEqual({ message: expect.stringContaining('1000') });
  });

  it('stops reading a chunked body (no Content-Length) once it passes 64 KiB: 413 {message}', async () => {
    const { port } = new URL(t.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/rating',
          method: 'POST',
          headers: { ...buyer.headers, 'content-type': 'application/json' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      const chunk = 'x'.repeat(16 * 1024);
      request.write('{"userReview":"');
      for (let i = 0; i < 8; i++) request.write(chunk);
      request.end('"}');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
  });

  it(`ends a request whose body stalls after the headers: 408 {message} and the connection closed within the timeout (${timeoutMs} ms here)`, async () => {
    const exchange = await rawExchange(
      t.url,
      [
        `POST /rating HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${buyer.headers.authorization}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"userReview":"slow',
      ],
      timeoutMs * 6,
    );
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toEqual({ message: expect.any(String) });
    expect(exchange.headers.toLowerCase()).toContain('connection: close');
    expect(exchange.closedAfterMs).toBeGreaterThan(timeoutMs - 100);
    // Node's own requestTimeout stops counting once the headers are in: without the app's handler
    // timeout this connection stays open for good.
    expect(exchange.closedAfterMs).toBeLessThan(timeoutMs + 2500);
  });

  it(`ends a request whose headers never finish (slow loris) within the timeout (${timeoutMs} ms here)`, async () => {
    const exchange = await rawExchange(
      t.url,
      ['GET /products/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1'],
      timeoutMs * 6,
    );
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toEqual({ message: expect.any(String) });
    expect(exchange.closedAfterMs).toBeGreaterThan(timeoutMs - 100);
    // Node checks its timeouts once a second (app.ts); 30 s by default, which is the defect this catches.
    expect(exchange.closedAfterMs).toBeLessThan(timeoutMs + 2500);
  });

  it('keeps answering other clients while one stalls', async () => {
    const stalled = rawExchange(
      t.url,
      ['POST /rating HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 50\r\n\r\n{'],
      timeoutMs * 6,
    );
    const started = performance.now();
    expect((await call(t, 'GET', '/healthz')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    await stalled;
  });

  it('closes the connection when it answers before the body has arrived (403, 415), so a stalled body holds nothing', async () => {
    for (const header of ['Origin: https://evil.example', 'Content-Type: text/csv']) {
      const exchange = await rawExchange(
        t.url,
        [`POST /rating HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\nContent-Length: 500\r\n\r\n{"userReview":"`],
        timeoutMs * 6,
      );
      expect(exchange.status, header).toBeGreaterThanOrEqual(400);
      expect(exchange.headers.toLowerCase()).toContain('connection: close');
      expect(exchange.closedAfterMs, header).toBeLessThan(timeoutMs);
    }
    // A request that arrived in full and was read keeps its connection for the next one. (An
    // anonymous POST to a protected route is refused, 401, before its body is read: it closes.)
    for (const response of [
      await fetch(`${t.url}/products/`),
      await fetch(`${t.url}/rating`, {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json' },
        body: '{}',
      }),
    ]) {
      expect(response.headers.get('connection')).not.toBe('close');
      await response.arrayBuffer();
    }
  });

  it('answers a request the HTTP parser refuses with {message} too: a broken request line, oversized headers', async () => {
    const broken = await rawExchange(t.url, ['GET /products/ HTTP/9.Q\r\n\r\n'], 3000);
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ message: expect.any(String) });
    const huge = await rawExchange(
      t.url,
      [`GET /products/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
      3000,
    );
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual({ message: expect.any(String) });
  });
});
