import { toast } from 'react-toastify/unstyled';
import { formatDate } from '#shared/format-date.ts';
import { outbox as t } from '#shared/messages/outbox.ts';
import type { OutboxMessage } from '#shared/outbox/outbox.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { useResendMessage } from '../api/resend-message.ts';
import { type Column, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

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
  const columns: Column<OutboxMessage>[] = [
    {
      header: c.status,
      cell: (message) => <span className={badges[message.status]}>{t.page.statuses[message.status]}</span>,
    },
    { header: c.recipient, className: 'break-all', cell: (message) => message.recipient },
    {
      header: c.subject,
      cell: (message) => message.subject ?? <span className="opacity-70">{t.page.notYetRendered}</span>,
    },
    { header: c.topic, cell: (message) => message.topic },
    { header: c.attempts, cell: (message) => message.attempts },
    { header: c.lastError, className: 'sm:max-w-xs break-words', cell: (message) => message.lastError ?? '' },
    { header: c.created, className: 'whitespace-nowrap', cell: (message) => when(message.createdAt) },
    { header: c.delivered, className: 'whitespace-nowrap', cell: (message) => when(message.deliveredAt) },
    { header: t.page.resend, hideHeader: true, cell: (message) => <ResendButton message={message} /> },
  ];
  return (
    <ResponsiveTable
      caption={t.page.title}
      size="sm"
      bordered={false}
      columns={columns}
      rows={messages}
      rowKey={(message) => message.id}
    />
  );
}
