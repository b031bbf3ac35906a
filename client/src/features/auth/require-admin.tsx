import type { ReactNode } from 'react';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner.tsx';
import { useAuth } from '../../lib/session/auth-context.ts';
import { NotAllowed } from './not-allowed.tsx';
import { RedirectToSignIn } from './require-auth.tsx';

/**
 * Admins only (docs/product/screens.md). Someone signed out goes to /signin and comes back; a
 * signed-in buyer is told plainly that the page is the store's, rather than shown a sign-in form
 * for an account they already use. The server refuses their calls whatever this shows.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <RedirectToSignIn />;
  if (!isAdmin) return <NotAllowed email={user.email} />;
  return children;
}
