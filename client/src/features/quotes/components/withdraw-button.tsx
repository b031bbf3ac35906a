import { toast } from 'react-toastify/unstyled';
import { quotes } from '#shared/messages/quotes.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { useChangeQuote } from '../api/quote-actions.ts';

const t = quotes;

/** The buyer no longer needs the quote: asked once more, since the store then stops on it. */
export function WithdrawButton({ quote }: { quote: Quote }) {
  const change = useChangeQuote();
  const withdraw = () => {
    if (!window.confirm(t.confirmWithdraw(quote.number))) return;
    change.mutate({ id: quote._id, action: 'withdraw' }, { onSuccess: () => toast.success(t.withdrawn) });
  };
  return (
    <BusyButton busy={change.isPending} type="button" className="btn btn-outline self-start" onClick={withdraw}>
      {t.withdraw}
    </BusyButton>
  );
}
