import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMessage } from '#shared/outbox/outbox.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { outboxKeys } from './get-outbox.ts';

/** POST /outbox/{id}/resend (admins): a failed or pending message goes back in the queue, due now. */
export function resendMessage(id: string): Promise<OutboxMessage> {
  return api<OutboxMessage>(`/outbox/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    // A 409 (delivered meanwhile) shows its message as a toast (lib/query-client.ts); either way
    // the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
