import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { quotes } from '#shared/messages/quotes.ts';
import type { Quote } from '#shared/quotes/quote.schema.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { useChangeQuote } from '../api/quote-actions.ts';

const t = quotes;

/** The admin declines an open quote, with an optional reason the buyer reads; asked once more first. */
export function DeclineForm({ quote }: { quote: Quote }) {
  const change = useChangeQuote();
  const [note, setNote] = useState('');
  const id = useId();
  const decline = () => {
    if (!window.confirm(t.confirmDecline(quote.number))) return;
    change.mutate(
      { id: quote._id, action: 'decline', note: note.trim() },
      { onSuccess: () => toast.success(t.declined) },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {t.declineNote}
      </label>
      <textarea
        id={id}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={2}
        maxLength={2000}
        className="textarea w-full max-w-2xl"
      />
      <BusyButton busy={change.isPending} type="button" className="btn btn-outline self-start" onClick={decline}>
        {t.decline}
      </BusyButton>
    </div>
  );
}
