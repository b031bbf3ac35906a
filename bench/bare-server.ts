/**
 * The physical limit to compare with: a bare node:http server answering recorded bytes. It runs
 * as its own process like the store, so neither shares a core with autocannon unfairly.
 *
 * Usage: node bench/bare-server.ts <recordings.json> <port>; prints "ready" once listening.
 * Each recording is keyed by URL, plus "#br" for the variant our store sends to `br` clients;
 * the one header check it does per request (/\bbr\b/) is the one the store does too.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface Recording {
  status: number;
  headers: Record<string, string>;
  body: string; // base64
}

const [file, port] = process.argv.slice(2);
const recordings = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Recording>;
const answers = new Map(
  Object.entries(recordings).map(([key, r]) => [key, { ...r, body: Buffer.from(r.body, 'base64') }]),
);

const server = createServer((request, response) => {
  const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
  const answer = (brotli && answers.get(`${request.url}#br`)) || answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
// The store's keep-alive timeout (server/src/app.ts), so connections live alike.
server.keepAliveTimeout = 72_000;
server.listen({ port: Number(port), host: '127.0.0.1' }, () => console.log('ready'));
