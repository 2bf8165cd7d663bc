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

export function loginRedirect(fullPath: string): string {
  return `${PATHS.login}?redirect=${encodeURIComponent(fullPath)}`;
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

  // 3. Not signed in and nothing to refresh with: sign in, keeping the query.
  if (!ctx.auth.hasRefreshToken()) {
    return redirect(`${PATHS.login}${target.search}`);
  }

  // 4. A refresh token: refresh, and on a 4xx sign in and come back here.
  //    The spec names only 4xx; when the account service does not answer at
  //    all we also send the user to sign in rather than show a page that
  //    assumes a session it does not have (the refresh token is kept).
  const outcome = await ctx.auth.refresh();
  if (outcome === 'refreshed') return knownRouteCheck(path, ctx);
  return redirect(loginRedirect(`${target.pathname}${target.search}${target.hash}`));
}
