import { describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { ApiError } from './api-client.ts';
import { mutationErrorText, type MutationErrorMeta } from './mutation-errors.ts';
import { createQueryClient } from './query-client.ts';

/** Runs one failing mutation through a QueryClient whose toast is a spy; answers what it showed. */
async function toastsFor(error: unknown, meta?: MutationErrorMeta): Promise<string[]> {
  const showError = vi.fn<(text: string) => void>();
  const client = createQueryClient(showError);
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await expect(mutation.execute(undefined)).rejects.toBe(error);
  return showError.mock.calls.map(([text]) => text);
}

describe('the MutationCache error toast', () => {
  it("shows a failed mutation's message once", async () => {
    expect(await toastsFor(new ApiError(409, messages.orders.onlyUnpaidCancel))).toEqual([
      messages.orders.onlyUnpaidCancel,
    ]);
  });

  it('shows nothing for a mutation whose form shows errors inline', async () => {
    expect(await toastsFor(new ApiError(401, 'Invalid'), { errorToast: false })).toEqual([]);
  });

  it("words an error through the mutation's meta, or stays silent when it answers null", async () => {
    const errorText = (error: unknown) =>
      error instanceof ApiError && error.status === 403 ? messages.toasts.makeAdminFailed : null;
    expect(await toastsFor(new ApiError(403, 'Forbidden'), { errorText })).toEqual([messages.toasts.makeAdminFailed]);
    expect(await toastsFor(new ApiError(404, 'Not found'), { errorText })).toEqual([]);
  });

  it('is a pure function of the error and meta', () => {
    expect(mutationErrorText('plain', undefined)).toBe('plain');
    expect(mutationErrorText(new Error('x'), { errorToast: false })).toBeNull();
  });
});
