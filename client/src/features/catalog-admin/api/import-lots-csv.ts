import { messages } from '#shared/messages/storefront.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { sendCsv } from '../../../lib/send-csv.ts';

/** POST /lots/import (admin, PRODUCT.md §20): the server's words for what it received; a refusal throws its message. */
export async function importLotsCsv(file: Blob): Promise<string> {
  const { response, data } = await sendCsv('/lots/import', file);
  const message = (data as { message?: string } | undefined)?.message;
  if (!response.ok) throw new ApiError(response.status, message ?? messages.http.unreachable(response.status));
  return message ?? '';
}
