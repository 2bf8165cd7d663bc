import type { Role } from '../../shared/auth/roles.ts';
import { PATHS, normalizePath } from './paths.ts';

// The navigation guard of spec §2, as a pure function: everything it needs to
// know about the world is passed in, so it is tested without a browser.

export interface GuardTarget {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** What the guard needs to know about the routes. */
export interface GuardRoutes {
  isKnown(path: string): boolean;
  isPublic(path: string): boolean;
  requiredRoles(path: string): readonly Role[];
}

/** What the guard needs to know about the user. */
export interface GuardAuth {
  isSignedIn(): boolean;
  roles(): readonly Role[];
  hasRefreshToken(): boolean;
  /** 'rejected' is a 4xx answer; 'unavailable' means no answer or a 5xx. */
  refresh(): Promise<'refreshed' | 'rejected' | 'unavailable'>;
}

export interface GuardContext {
  readonly isDesktop: boolean;
  readonly routes: GuardRoutes;
  readonly auth: GuardAuth;
}

export type GuardDecision = { readonly kind: 'proceed' } | { readonly kind: 'redirect'; readonly to: string };

const proceed: GuardDecision = { kind: 'proceed' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** The query parameter of /login that names the page to open after signing in (spec §2, step 4). */
export const REDIRECT_PARAM = 'redirect';

export function loginRedirect(fullPath: string): string {
  return `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(fullPath)}`;
}

/**
 * Step 3's sign-in address: the target's query kept (spec §2) and, for a page
 * the app has, the redirect parameter too, so that signing in lands there
 * rather than in Easy. An unknown path gets none: after signing in it would
 * only be sent on to Home or Easy. A `redirect` the target's own query
 * carried is replaced, so nobody can smuggle a landing page in through it.
 */
function guestLoginRedirect(target: GuardTarget, path: string, ctx: GuardContext): string {
  const query = new URLSearchParams(target.search);
  query.delete(REDIRECT_PARAM);
  if (ctx.routes.isKnown(path)) query.set(REDIRECT_PARAM, `${target.pathname}${target.search}${target.hash}`);
  const text = query.toString();
  return text ? `${PATHS.login}?${text}` : PATHS.login;
}

/** Step 2 for a user who may see the page: known routes only, then roles. */
function knownRouteCheck(path: string, ctx: GuardContext): GuardDecision {
  if (!ctx.routes.isKnown(path)) {
    return redirect(path.toLowerCase().includes('easy') ? PATHS.easy : PATHS.home);
  }
  const required = ctx.routes.requiredRoles(path);
  if (required.length > 0 && !required.some((role) => ctx.auth.roles().includes(role))) {
    return redirect(PATHS.home);
  }
  return proceed;
}

export async function guardNavigation(target: GuardTarget, ctx: GuardContext): Promise<GuardDecision> {
  const path = normalizePath(target.pathname);

  // 1. Desktop only: anything else goes to the broker page.
  if (!ctx.isDesktop) {
    return path === PATHS.broker ? proceed : redirect(PATHS.broker);
  }

  // 2. Signed-in users, and anyone on a public page: known routes only.
  if (ctx.auth.isSignedIn() || ctx.routes.isPublic(path)) {
    return knownRouteCheck(path, ctx);
  }

  // 3. Not signed in and nothing to refresh with: sign in, keeping the query
  //    and the page to come back to.
  if (!ctx.auth.hasRefreshToken()) {
    return redirect(guestLoginRedirect(target, path, ctx));
  }

  // 4. A refresh token: refresh, and on a 4xx sign in and come back here.
  //    The spec names only 4xx; when the account service does not answer at
  //    all we also send the user to sign in rather than show a page that
  //    assumes a session it does not have (the refresh token is kept).
  const outcome = await ctx.auth.refresh();
  if (outcome === 'refreshed') return knownRouteCheck(path, ctx);
  return redirect(loginRedirect(`${target.pathname}${target.search}${target.hash}`));
}
