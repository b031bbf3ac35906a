import type { FastifyInstance } from 'fastify';
import type { VatVerdict, VatVerifier } from './vat-verifier.ts';

/** What a round of checks uses of the app. */
export type VatCheckContext = Pick<FastifyInstance, 'db' | 'config' | 'log'> & { vatVerifier: VatVerifier | undefined };

/** VAT IDs checked per round: VIES limits concurrent requests, so one at a time, a bounded batch. */
const batchSize = 25;

/** The wait after attempt `attempts` found VIES unreachable: the base, doubled each time, at most the cap. */
export function retryDelayMs(config: VatCheckContext['config'], attempts: number): number {
  return Math.min(config.vies.retryMaxMs, config.vies.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Checks every VAT ID whose check is due (PRODUCT.md §16): `valid` → verified, `invalid` →
 * invalid, either clears the check; `unsupported` clears it too (a store admin verifies by hand);
 * `unavailable` keeps it owed and due again after a backoff. Each write is conditional on the VAT
 * ID and the due time read, so an ID changed (or a status set by hand) meanwhile is not overwritten
 * with an old verdict. Answers how many companies got a verdict.
 */
export async function checkDueVatIds(context: VatCheckContext): Promise<number> {
  const verifier = context.vatVerifier;
  if (!verifier) return 0;
  const now = context.config.now();
  const due = await context.db
    .selectFrom('companies')
    .select(['id', 'vat_id', 'vat_check_due_at', 'vat_check_attempts'])
    .where('vat_check_due_at', '<=', now.toISOString())
    .where('vat_id', 'is not', null)
    .orderBy('vat_check_due_at')
    .limit(batchSize)
    .execute();
  let decided = 0;
  for (const company of due) {
    const verdict = await verifier.verify(company.vat_id!);
    const updated = await record(context, company, verdict, now);
    if (updated && verdict !== 'unavailable') decided += 1;
  }
  if (due.length > 0) context.log.info({ checked: due.length, decided }, 'VAT ID checks');
  return decided;
}

async function record(
  context: VatCheckContext,
  company: { id: string; vat_id: string | null; vat_check_due_at: string | null; vat_check_attempts: number },
  verdict: VatVerdict,
  now: Date,
): Promise<boolean> {
  const update = context.db.updateTable('companies');
  const attempts = Number(company.vat_check_attempts) + 1;
  const set =
    verdict === 'unavailable'
      ? {
          vat_check_attempts: attempts,
          vat_check_due_at: new Date(now.getTime() + retryDelayMs(context.config, attempts)).toISOString(),
        }
      : {
          vat_check_attempts: 0,
          vat_check_due_at: null,
          ...(verdict === 'unsupported'
            ? {}
            : ({ vat_id_status: verdict === 'valid' ? 'verified' : 'invalid' } as const)),
        };
  const result = await update
    .set(set)
    .where('id', '=', company.id)
    .where('vat_id', '=', company.vat_id)
    .where('vat_check_due_at', '=', company.vat_check_due_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
