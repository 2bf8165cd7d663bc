import type { SessionInfo } from '../../shared/auth/session.ts';
import type { GuardAuth } from '../routes/navigationGuard.ts';

export type SignInResult =
  | { readonly kind: 'signed-in'; readonly returnTo: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly reason: string };

/**
 * How the web app sees sign-in. The shell and the guard use only this; the
 * implementation behind it (stored tokens, and keycloak-js for the
 * redirects to the OpenID provider) can change without touching them.
 */
export interface AuthPort extends GuardAuth {
  /**
   * Decides the session before the first page: a returning user whose access
   * token has run out but who still holds a refresh token is refreshed
   * silently, so public pages greet them signed in rather than as a guest.
   * Never throws; a refresh that fails leaves things as the guard expects.
   */
  start(): Promise<void>;
  /** The signed-in user, or undefined for a guest. */
  session(): SessionInfo | undefined;
  /** The access token for calls that need sign-in, or undefined when there is none or it has expired. */
  accessToken(): string | undefined;
  /** Sends the browser to the sign-in page; afterwards the app opens `returnTo` (an in-app path) or Easy. */
  startSignIn(options: { readonly returnTo?: string | undefined; readonly locale: string }): Promise<void>;
  /** On the return from sign-in: keeps the tokens and says where to go. */
  completeSignIn(): Promise<SignInResult>;
  /** Forgets the tokens here and ends the session at the provider too. */
  signOut(): Promise<void>;
  /** Called whenever the session changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
