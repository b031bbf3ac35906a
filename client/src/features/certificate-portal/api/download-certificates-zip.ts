import { useMutation } from '@tanstack/react-query';
import { messages } from '#shared/messages/storefront.ts';
import { certificatePortal as m } from '#shared/messages/certificate-portal.ts';
import { apiBaseUrl } from '../../../config/env.ts';
import { accessToken, ApiError } from '../../../lib/api-client.ts';

/**
 * POST /documents/zip: one ZIP of the chosen certificates. Not through apiFetch, which reads JSON
 * answers only: the ZIP comes back as bytes, an error as `{message}`.
 */
export async function downloadCertificatesZip(ids: string[]): Promise<Blob> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/zip' };
  const token = accessToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/documents/zip`, {
      method: 'POST',
      headers,
      credentials: 'include',
      body: JSON.stringify({ ids }),
    });
  } catch {
    throw new ApiError(0, messages.http.offline);
  }
  if (response.ok) return response.blob();
  const answer = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  const message = typeof answer?.message === 'string' ? answer.message : messages.http.unreachable(response.status);
  throw new ApiError(response.status, message);
}

/** Hands the browser the ZIP as a download, named for today. */
function save(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = m.zipFileName(new Date().toISOString().slice(0, 10));
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A refusal (404, 429) shows its message as a toast (lib/query-client.ts). */
export function useDownloadCertificatesZip() {
  return useMutation({
    mutationFn: downloadCertificatesZip,
    onSuccess: save,
  });
}
