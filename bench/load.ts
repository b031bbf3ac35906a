/** One autocannon run, reduced to the figures the report compares. */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** Per-request tweak (e.g. a buyer's token per connection). */
  setupRequest?: autocannon.Request['setupRequest'];
  body?: string;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx/304, plus socket errors and timeouts: a fast error is no result. */
  failures: number;
}

function run(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${options.url}${options.path}`,
    connections: options.connections,
    duration: seconds,
    requests: [
      {
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers ?? {},
        ...(options.body === undefined ? {} : { body: options.body }),
        ...(options.setupRequest ? { setupRequest: options.setupRequest } : {}),
      },
    ],
  });
}

export async function measure(options: LoadOptions): Promise<LoadResult> {
  // A short warm-up first, so the JIT and the connection pool are settled for both contenders.
  await run(options, Math.min(2, options.seconds));
  const result = await run(options, options.seconds);
  return {
    rps: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx - result['3xx'] + result.errors + result.timeouts,
  };
}

export interface SequenceOptions {
  url: string;
  /** Sent in this order, again and again, by each connection. */
  requests: autocannon.Request[];
  connections: number;
  seconds: number;
}

/**
 * A sequence of requests per connection (put three lines in the cart, then check out), counted
 * as completed sequences per second: the rate of the last request.
 */
export async function measureSequence(options: SequenceOptions): Promise<LoadResult> {
  const once = (seconds: number) =>
    autocannon({
      url: options.url,
      connections: options.connections,
      duration: seconds,
      requests: options.requests,
    });
  await once(Math.min(2, options.seconds));
  const result = await once(options.seconds);
  const perSequence = options.requests.length;
  return {
    rps: result.requests.total / perSequence / result.duration,
    p50Ms: result.latency.p50 * perSequence,
    p99Ms: result.latency.p99 * perSequence,
    requests: Math.floor(result.requests.total / perSequence),
    failures: result.non2xx - result['3xx'] + result.errors + result.timeouts,
  };
}
