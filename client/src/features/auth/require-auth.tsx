import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '#shared/routes.ts';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner.tsx';
import { useAuth } from '../../lib/session/auth-context.ts';

/** Where sign-in should return to, remembered in the router's location state (docs/product/screens.md). */
export interface ReturnTo {
  from?: string;
}

export function RedirectToSignIn() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={paths.signIn} replace state={{ from } satisfies ReturnTo} />;
}

/** Signed-in users only; others go to /signin and come back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <RedirectToSignIn />;
  return children;
}
