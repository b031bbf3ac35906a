import { createContext, useContext } from 'react';

/** The signed-in user as the web app shows it (docs/product/api.md#resources "Auth user"). */
export interface AuthUser {
  id: string;
  displayName: string;
  email: string;
  photoURL: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  isAdmin: boolean;
  /** True until the first session check has answered. */
  isLoading: boolean;
  /** Re-reads the session, e.g. after signing in. */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  // A programming mistake, never shown to a visitor: short, as the entry's bytes are the first load's.
  if (!state) throw new Error('useAuth outside <AuthProvider>');
  return state;
}
