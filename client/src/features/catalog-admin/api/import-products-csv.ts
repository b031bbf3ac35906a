import type { CsvImportAnswer } from '#shared/catalog/product-csv.ts';
import { messages } from '#shared/messages/storefront.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { sendCsv } from '../../../lib/send-csv.ts';

/** An import's answer, with the server's message when it refused the rows (nothing was written). */
export type ImportResult = CsvImportAnswer & { message?: string };

/**
 * POST /products/import (admin) with the file itself as the text/csv body; `dryRun` only previews.
 * A refusal that lists rows (400 with `errors`) is an answer to show; any other failure throws.
 */
export async function importProductsCsv(file: Blob, dryRun: boolean): Promise<ImportResult> {
  const { response, data } = await sendCsv(`/products/import${dryRun ? '?dryRun=true' : ''}`, file);
  const answer = data as Partial<ImportResult> | undefined;
  if (answer && Array.isArray(answer.errors) && (response.ok || response.status === 400)) return answer as ImportResult;
  throw new ApiError(response.status, answer?.message ?? messages.http.unreachable(response.status));
}
