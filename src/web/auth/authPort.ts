import type { SessionInfo } from '../../shared/auth/session.ts';
import type { GuardAuth } from '../routes/navigationGuard.ts';

/**
 * How the web app sees sign-in. The shell and the guard use only this; the
 * implementation behind it (stored tokens today, keycloak-js with the
 * server's OpenID provider next) can change without touching them.
 */
export interface AuthPort extends GuardAuth {
  /** The signed-in user, or undefined for a guest. */
  session(): SessionInfo | undefined;
  /** The access token for calls that need sign-in, or undefined when there is none or it has expired. */
  accessToken(): string | undefined;
  signOut(): void;
  /** Called whenever the session changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
