import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ViesStandIn {
  /** Give it to the app as VIES_URL. */
  url: string;
  /** VAT IDs (prefix included) VIES knows as registered; every other one it answers `valid: false`. */
  registered: Set<string>;
  /**
   * How it fails, as VIES does: `down` refuses with a 503, `member-state` answers VIES's
   * MS_UNAVAILABLE error, `slow` answers after the store's timeout; null answers.
   */
  failure: 'down' | 'member-state' | 'slow' | null;
  /** The `{countryCode, vatNumber}` bodies received, in order. */
  requests: { countryCode: string; vatNumber: string }[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
}

/**
 * A local stand-in for the EU's VIES REST API (`POST /check-vat-number`), answering in its shape,
 * so the adapter is tested over real HTTP as the Stripe adapter is (stripe-stand-in.ts).
 */
export async function startViesStandIn(options: { slowMs?: number } = {}): Promise<ViesStandIn> {
  const standIn: Omit<ViesStandIn, 'url' | 'close'> = { registered: new Set(), failure: null, requests: [] };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      if (request.method !== 'POST' || request.url !== '/check-vat-number') {
        response.writeHead(404).end();
        return;
      }
      standIn.requests.push({ countryCode: body.countryCode ?? '', vatNumber: body.vatNumber ?? '' });
      const send = (status: number, answer: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (standIn.failure === 'down') return send(503, { message: 'Service unavailable' });
      if (standIn.failure === 'member-state') {
        return send(200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
      }
      if (standIn.failure === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 1500));
      const vatId = `${body.countryCode}${body.vatNumber}`;
      const valid = standIn.registered.has(vatId);
      send(200, {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: new Date().toISOString(),
        valid,
        requestIdentifier: '',
        name: valid ? 'Stand-in GmbH' : '---',
        address: valid ? 'Teststraße 1, Berlin' : '---',
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
