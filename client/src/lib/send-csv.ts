import { messages } from '#shared/messages/storefront.ts';
import { accessToken, ApiError } from './api-client.ts';
import { apiBaseUrl } from '../config/env.ts';

/**
 * POSTs a file itself as the text/csv body (the catalog's and the lots' imports): not through
 * `api()`, which sends JSON; the server reads the bytes. Answers the status and the JSON answer;
 * only a network failure throws.
 */
export async function sendCsv(path: string, file: Blob): Promise<{ response: Response; data: unknown }> {
  const token = accessToken.get();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
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
  return { response, data: await response.json().catch(() => undefined) };
}
