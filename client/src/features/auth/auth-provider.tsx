import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useDeferredValue, useMemo } from 'react';
import { accessToken, api, ApiError } from '../../lib/api-client.ts';
import { exchangeAccessToken } from './api/exchange-token.ts';
import { AuthContext, type AuthState, type AuthUser } from '../../lib/session/auth-context.ts';
import type { AdminCheckAnswer } from '#shared/answers.schema.ts';

export interface SessionAnswer {
  user: { id: string; name: string; email: string; image?: string | null } | null;
}

/** The identity API's session answer as the web app keeps it. */
export function toAuthUser(answer: SessionAnswer | null | undefined): AuthUser | null {
  const user = answer?.user;
  return user ? { id: user.id, displayName: user.name, email: user.email, photoURL: user.image ?? null } : null;
}

export const sessionQueryKey = ['auth', 'session'] as const;

async function readSession(): Promise<AuthUser | null> {
  try {
    return toAuthUser(await api<SessionAnswer | null>('/api/auth/get-session'));
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

/**
 * Who is signed in, with the access token kept in step with the session (docs/product/rules.md#states): a session
 * without a stored token (back from Google's redirect) gets one, and a stored token that no
 * longer names a session (signed out elsewhere, password reset, user removed) is forgotten so
 * that the session cookie can speak instead.
 */
async function fetchSession(): Promise<AuthUser | null> {
  let user = await readSession();
  if (!user && accessToken.get()) {
    accessToken.clear();
    user = await readSession();
  }
  if (user && !accessToken.get()) {
    try {
      await exchangeAccessToken(user.email);
    } catch {
      // The session cookie still works for every call; the next session check tries again.
    }
  }
  return user;
}

/** Holds who is signed in (from the server-side session) and whether they are an admin. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 5 * 60_000 });
  const user = session.data ?? null;
  const admin = useQuery({
    queryKey: ['auth', 'admin', user?.email],
    queryFn: () => api<AdminCheckAnswer>(`/admin/${encodeURIComponent(user?.email ?? '')}`),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
    } finally {
      // docs/product/rules.md#states: sign-out clears the stored access token, whatever the server answered.
      accessToken.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'auth' || query.queryKey[1] !== 'session',
      });
    }
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      isAdmin: admin.data?.admin === true,
      isLoading: session.isPending || (Boolean(user) && admin.isPending),
      refresh,
      signOut,
    }),
    [user, admin.data, admin.isPending, session.isPending, refresh, signOut],
  );
  // The session's answer reaches the page as a transition, not an urgent update: a server-rendered
  // part still waiting for its code to hydrate (docs/decisions/020) then keeps its HTML until it
  // hydrates, instead of React throwing that HTML away to render it again in the browser.
  const shown = useDeferredValue(value);
  return <AuthContext.Provider value={shown}>{children}</AuthContext.Provider>;
}
