import { useEffect, useId, useRef } from 'react';
import type { UserSummary } from '#shared/accounts/account.schema.ts';
import { messages } from '#shared/messages.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

const t = messages.accountPages;

interface ConfirmRemoveDialogProps {
  /** The user to remove; null keeps the dialog closed. */
  user: UserSummary | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (user: UserSummary) => void;
}

/**
 * Asks before Remove User. A native modal <dialog> (daisyUI's modal): it traps focus, closes on
 * Escape and gives focus back to the button that opened it.
 */
export function ConfirmRemoveDialog({ user, isPending, onCancel, onConfirm }: ConfirmRemoveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (user && !dialog.open) dialog.showModal();
    if (!user && dialog.open) dialog.close();
  }, [user]);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={textId} onClose={onCancel}>
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {t.confirmRemoveTitle}
        </h2>
        <p id={textId} className="py-4">
          {user ? t.confirmRemoveText(user.name, user.email) : ''}
        </p>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onCancel}>
            {t.cancel}
          </button>
          <BusyButton
            busy={isPending}
            type="button"
            className="btn btn-error"
            onClick={() => {
              if (user) onConfirm(user);
            }}
          >
            {t.removeUser}
          </BusyButton>
        </div>
      </div>
    </dialog>
  );
}
