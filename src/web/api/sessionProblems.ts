/**
 * The numbered 'Plean sign in again(n) !' alerts of spec §8. The number tells
 * support which path ended the session. The spec's catalogue has four; it
 * names the cause of 2, 3 and 4, which are the ones the API client reports.
 */
export type SessionProblem = 1 | 2 | 3 | 4;

export const SESSION_PROBLEM = {
  /** The refresh call was rejected (on a 400 the auth port has signed out). */
  refreshRejected: 2,
  /** A call was refused with 401 and there is no refresh token to renew it with. */
  noRefreshToken: 3,
  /** A call needs sign-in and there is no unexpired access token. */
  noAccessToken: 4,
} as const satisfies Record<string, SessionProblem>;
