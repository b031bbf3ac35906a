import { useId } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';
import type { AuthUser } from '../../lib/session/auth-context.ts';
import { showErrorToast } from '../../lib/mutation-errors.ts';
import { Avatar } from '../ui/avatar.tsx';
import { useDisclosure } from './use-disclosure.ts';

interface UserMenuProps {
  user: AuthUser;
  signOut: () => Promise<void>;
}

/** The signed-in user's name and avatar; the avatar opens a menu with Sign out (docs/product/screens.md). */
export function UserMenu({ user, signOut }: UserMenuProps) {
  const { ref: menuRef, open, toggle, close } = useDisclosure<HTMLDivElement>();
  const navigate = useNavigate();
  const panelId = useId();

  const onSignOut = async () => {
    close();
    try {
      await signOut();
    } catch (error) {
      // signOut forgets the local token and session even when the server call fails (docs/product/rules.md#departures).
      showErrorToast(getErrorMessage(error));
    }
    await navigate(paths.home);
  };

  return (
    <div ref={menuRef} className="relative flex items-center gap-2">
      <span className="hidden max-w-48 truncate sm:inline">{user.displayName}</span>
      <button
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label={messages.ui.accountMenu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Avatar src={user.photoURL} />
      </button>
      {open && (
        <div id={panelId} className="absolute right-0 top-full z-30 mt-2 w-60 rounded-box bg-base-100 p-2 shadow-lg">
          <div className="px-3 py-2">
            <p className="truncate font-semibold">{user.displayName}</p>
            <p className="truncate text-sm">{user.email}</p>
          </div>
          <ul className="menu w-full">
            <li>
              <button type="button" onClick={() => void onSignOut()}>
                {messages.ui.signOut}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
