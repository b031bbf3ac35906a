import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';

const t = messages.ordering;

export interface PaymentLink {
  to: string;
  label: string;
}

/**
 * A paid order: right after paying, docs/product/rules.md#states's success text and the transaction id (the
 * provider's payment id); on a later visit, the Paid state instead of the card form.
 */
export function PaymentDone({
  transactionId,
  justPaid,
  links,
}: {
  transactionId: string | null;
  justPaid: boolean;
  links: PaymentLink[];
}) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-box border border-green-300 bg-green-50 p-5">
      <p className="text-lg font-semibold text-green-900">{justPaid ? messages.payment.succeeded : t.paidAlready}</p>
      {transactionId && (
        <p>
          {t.transactionId}: <code className="break-all font-semibold">{transactionId}</code>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="btn btn-outline btn-sm w-fit">
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** Why there is no card form (not found, cancelled …), with the way back. */
export function PaymentNotice({ text, link }: { text: string; link: PaymentLink }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-box border border-base-300 p-5">
      <p>{text}</p>
      <Link to={link.to} className="btn btn-outline btn-sm">
        {link.label}
      </Link>
    </div>
  );
}

/** Both payment pages: the SPEC's "Payment" heading over their content. */
export function PaymentShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <PageTitle title={t.payment} />
      <h1 className="text-3xl font-bold">{t.payment}</h1>
      {children}
    </div>
  );
}
