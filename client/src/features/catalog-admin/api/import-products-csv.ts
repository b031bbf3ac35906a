import type { CsvImportAnswer } from '#shared/catalog/product-csv.ts';
import { messages } from '#shared/messages/storefront.ts';
import { accessToken, ApiError } from '../../../lib/api-client.ts';
import { apiBaseUrl } from '../../../config/env.ts';

/** An import's answer, with the server's message when it refused the rows (nothing was written). */
export type ImportResult = CsvImportAnswer & { message?: string };

/**
 * POST /products/import (admin) with the file itself as the text/csv body; `dryRun` only previews.
 * Not through `api()`, which sends JSON: the file goes as it is, and the server reads its bytes.
 * A refusal that lists rows (400 with `errors`) is an answer to show; any other failure throws.
 */
export async function importProductsCsv(file: Blob, dryRun: boolean): Promise<ImportResult> {
  const token = accessToken.get();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/products/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'text/csv',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, messages.http.offline);
  }
  const data = (await response.json().catch(() => undefined)) as Partial<ImportResult> | undefined;
  if (data && Array.isArray(data.errors) && (response.ok || response.status === 400)) return data as ImportResult;
  throw new ApiError(response.status, data?.message ?? messages.http.unreachable(response.status));
}
