import { toast } from 'react-toastify/unstyled';
import { formatDate } from '#shared/format-date.ts';
import { outbox as t } from '#shared/messages/outbox.ts';
import type { OutboxMessage } from '#shared/outbox/outbox.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { useResendMessage } from '../api/resend-message.ts';

const when = (iso: string | null) => (iso ? formatDate(iso, { withTime: true }) : '');

const badges = {
  pending: 'badge badge-warning',
  sending: 'badge badge-info',
  delivered: 'badge badge-success',
  failed: 'badge badge-error',
} as const;

function ResendButton({ message }: { message: OutboxMessage }) {
  const resend = useResendMessage();
  if (message.status !== 'failed' && message.status !== 'pending') return null;
  return (
    <BusyButton
      type="button"
      className="btn btn-sm btn-outline"
      spinner="xs"
      busy={resend.isPending}
      aria-label={t.page.resendLabel(message.recipient, message.subject ?? message.topic)}
      onClick={() => resend.mutate(message.id, { onSuccess: () => toast.success(t.page.resent) })}
    >
      {t.page.resend}
    </BusyButton>
  );
}

/** The outbox's messages as the server ordered them: failed, then undelivered, then delivered. */
export function OutboxTable({ messages }: { messages: OutboxMessage[] }) {
  if (messages.length === 0) return <p>{t.page.empty}</p>;
  const c = t.page.columns;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">{t.page.title}</caption>
        <thead>
          <tr>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.recipient}</th>
            <th scope="col">{c.subject}</th>
            <th scope="col">{c.topic}</th>
            <th scope="col">{c.attempts}</th>
            <th scope="col">{c.lastError}</th>
            <th scope="col">{c.created}</th>
            <th scope="col">{c.delivered}</th>
            <th scope="col">
              <span className="sr-only">{t.page.resend}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td>
                <span className={badges[message.status]}>{t.page.statuses[message.status]}</span>
              </td>
              <td className="break-all">{message.recipient}</td>
              <td>{message.subject ?? <span className="opacity-70">{t.page.notYetRendered}</span>}</td>
              <td>{message.topic}</td>
              <td>{message.attempts}</td>
              <td className="max-w-xs break-words">{message.lastError ?? ''}</td>
              <td className="whitespace-nowrap">{when(message.createdAt)}</td>
              <td className="whitespace-nowrap">{when(message.deliveredAt)}</td>
              <td>
                <ResendButton message={message} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
