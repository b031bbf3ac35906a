import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fields of a Stripe PaymentIntent that the store reads or a test asserts. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
}

/** The fields of a Stripe Refund that the store reads or a test asserts. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** One call the Stripe SDK made, as the stand-in received it. */
export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The form-encoded body, keys as sent (`metadata[orderId]`). */
  form: Record<string, string>;
}

export interface StripeStandIn {
  /** Give it to the app as STRIPE_API_URL. */
  url: string;
  requests: StandInRequest[];
  intent(id: string): StandInIntent | undefined;
  /** What Stripe does when the buyer confirms in Stripe Elements; `amountReceived` fakes a mismatch. */
  succeed(id: string, options?: { amountReceived?: number }): StandInIntent;
  /** Refunds made, by PaymentIntent id. */
  refundOf(intentId: string): StandInRefund | undefined;
  /** While true, every call fails as during a Stripe outage (503, not retried by the SDK). */
  unavailable: boolean;
  /** While true, refunds are refused as Stripe refuses one (402 card_error, with Stripe's own words). */
  refuseRefunds: boolean;
  close(): Promise<void>;
}

const randomId = (bytes: number) => randomBytes(bytes).toString('hex');

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomId(8)}`, ...headers });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, code?: string) => ({
  error: { type, message, ...(code ? { code } : {}) },
});

const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/**
 * A local stand-in for api.stripe.com (Stripe cannot be reached from CI): just the PaymentIntent
 * endpoints the store's adapter calls, with Stripe's shapes, ids and idempotency.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: StandInRequest[] = [];
  const refunds = new Map<string, StandInRefund>();
  const state = { unavailable: false, refuseRefunds: false };

  function createIntent(form: Record<string, string>, idempotencyKey: string | undefined): StandInIntent {
    const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (earlier) return intents.get(earlier)!;
    const id = `pi_${randomId(12)}`;
    const metadata = metadataOf(form);
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_received: 0,
      currency: form.currency ?? '',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomId(12)}`,
      receipt_email: form.receipt_email ?? null,
      metadata,
      automatic_payment_methods: form['automatic_payment_methods[enabled]']
        ? { enabled: form['automatic_payment_methods[enabled]'] === 'true' }
        : null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    return intent;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const recorded: StandInRequest = {
      method: request.method ?? 'GET',
      path,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      form: request.method === 'POST' ? await readForm(request) : {},
    };
    requests.push(recorded);

    if (state.unavailable) {
      return send(response, 503, stripeError('api_error', 'Stripe is unavailable (stand-in outage).'), {
        'stripe-should-retry': 'false',
      });
    }
    if (!recorded.authorization?.startsWith('Bearer sk_')) {
      return send(response, 401, stripeError('invalid_request_error', 'You did not provide an API key.'));
    }
    if (recorded.method === 'POST' && path === '/v1/refunds') return refund(response, recorded);
    if (recorded.method === 'POST' && path === '/v1/payment_intents') {
      return send(response, 200, createIntent(recorded.form, recorded.idempotencyKey));
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (recorded.method === 'GET' && match) {
      const id = decodeURIComponent(match[1]!);
      const intent = intents.get(id);
      if (intent) return send(response, 200, intent);
      return send(
        response,
        404,
        stripeError('invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing'),
      );
    }
    send(
      response,
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${recorded.method}: ${path}).`),
    );
  }

  /** Stripe's rules for a full refund of a PaymentIntent, with its idempotency. */
  function refund(response: ServerResponse, recorded: StandInRequest): void {
    const intentId = recorded.form.payment_intent ?? '';
    const earlier = recorded.idempotencyKey ? byIdempotencyKey.get(recorded.idempotencyKey) : undefined;
    if (earlier && refunds.get(earlier)) return send(response, 200, refunds.get(earlier));
    if (state.refuseRefunds) {
      return send(
        response,
        402,
        stripeError(
          'card_error',
          `Refund for ${intentId} on acct_1Internal failed: card issuer declined`,
          'refund_failed',
        ),
      );
    }
    const intent = intents.get(intentId);
    if (!intent) {
      return send(
        response,
        404,
        stripeError('invalid_request_error', `No such payment_intent: '${intentId}'`, 'resource_missing'),
      );
    }
    if (intent.status !== 'succeeded' || refunds.has(intentId)) {
      return send(
        response,
        400,
        stripeError(
          'invalid_request_error',
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          'charge_already_refunded',
        ),
      );
    }
    const made: StandInRefund = {
      id: `re_${randomId(12)}`,
      object: 'refund',
      amount: intent.amount_received,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      metadata: metadataOf(recorded.form),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(intentId, made);
    if (recorded.idempotencyKey) byIdempotencyKey.set(recorded.idempotencyKey, intentId);
    send(response, 200, made);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, stripeError('api_error', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get unavailable() {
      return state.unavailable;
    },
    set unavailable(value) {
      state.unavailable = value;
    },
    get refuseRefunds() {
      return state.refuseRefunds;
    },
    set refuseRefunds(value) {
      state.refuseRefunds = value;
    },
    requests,
    intent: (id) => intents.get(id),
    refundOf: (id) => refunds.get(id),
    succeed(id, options = {}) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`stand-in: no PaymentIntent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = options.amountReceived ?? intent.amount;
      return intent;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
