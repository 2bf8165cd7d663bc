import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionInfo } from '../../shared/auth/session.ts';
import type { AuthPort } from './authPort.ts';

const AuthContext = createContext<AuthPort | null>(null);

export function AuthProvider({ auth, children }: { readonly auth: AuthPort; readonly children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthPort {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}

/** The signed-in user, or undefined for a guest; re-renders when it changes. */
export function useSession(): SessionInfo | undefined {
  const auth = useAuth();
  return useSyncExternalStore(auth.subscribe, auth.session, () => undefined);
}
