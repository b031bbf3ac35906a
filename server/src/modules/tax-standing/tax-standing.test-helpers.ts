import type { SignedIn } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';

export interface ExemptionForm {
  file?: { bytes: Buffer; name: string };
  region?: string;
  country?: string;
  number?: string;
  reason?: string;
  expiresOn?: string;
}

/** POST /companies/mine/tax-exemptions as a browser's FormData sends it. */
export async function uploadExemption(
  t: TestApp,
  as: SignedIn | undefined,
  form: ExemptionForm,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a certificate, or {message}
): Promise<{ status: number; body: any }> {
  const data = new FormData();
  for (const key of ['region', 'country', 'number', 'reason', 'expiresOn'] as const) {
    if (form[key] !== undefined) data.append(key, form[key]);
  }
  if (form.file) data.append('file', new Blob([new Uint8Array(form.file.bytes)]), form.file.name);
  const response = await fetch(`${t.url}/companies/mine/tax-exemptions`, {
    method: 'POST',
    headers: as?.headers ?? {},
    body: data,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
