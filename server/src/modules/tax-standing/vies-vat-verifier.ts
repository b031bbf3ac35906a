import type { FastifyBaseLogger } from 'fastify';
import type { VatVerdict, VatVerifier } from './vat-verifier.ts';

/**
 * The prefixes VIES answers for: the EU's member states (Greece as `EL`) and Northern Ireland
 * (`XI`). Anything else jsvat accepts (GB, CH, NO, …) is `unsupported`.
 */
const viesPrefixes = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
]);

export interface ViesOptions {
  /** The REST API's base, without the trailing slash: `…/taxation_customs/vies/rest-api`. */
  url: string;
  /** The whole exchange, connection to last byte; VIES waits on the member state, so seconds, not minutes. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/**
 * The EU's VIES REST API: `POST {url}/check-vat-number` with `{countryCode, vatNumber}` answers
 * `{valid: boolean, requestDate, requestIdentifier, name, address, …}`. When it cannot ask the
 * member state it answers an error instead (`{actionSucceed: false, errorWrappers: [{error:
 * "MS_UNAVAILABLE"}]}`, or a 5xx): every answer without a boolean `valid`, a timeout and a
 * refused connection are `unavailable`, never `invalid`.
 */
export function createViesVatVerifier(options: ViesOptions): VatVerifier {
  return {
    async verify(vatId: string): Promise<VatVerdict> {
      const countryCode = vatId.slice(0, 2);
      if (!viesPrefixes.has(countryCode)) return 'unsupported';
      try {
        const response = await fetch(`${options.url}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber: vatId.slice(2) }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const answer = (await response.json().catch(() => null)) as { valid?: unknown } | null;
        if (response.ok && typeof answer?.valid === 'boolean') return answer.valid ? 'valid' : 'invalid';
        options.log.warn({ status: response.status, answer }, 'VIES gave no verdict; the VAT ID check will be retried');
        return 'unavailable';
      } catch (error) {
        options.log.warn({ err: error }, 'VIES unreachable; the VAT ID check will be retried');
        return 'unavailable';
      }
    },
  };
}
