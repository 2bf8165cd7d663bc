import type { ApiAuth } from './apiClient.ts';
import type { ApiFailure } from './apiTypes.ts';
import { SESSION_PROBLEM, type SessionProblem } from './sessionProblems.ts';

/** What a transfer answers: at least whether it worked and its HTTP status (0: no answer). */
export interface Answered {
  readonly ok: boolean;
  readonly status: number;
}

export interface SignedInDeps {
  readonly auth: ApiAuth;
  readonly onSessionProblem: (problem: SessionProblem) => void;
}

/**
 * The API client's sign-in rules (spec §4 Session, §8), for the transfers the
 * client cannot make: uploads that report progress (XMLHttpRequest) and
 * downloads saved as files (a Blob). The bearer token; an expired token
 * renewed first when a refresh token can; one refresh and one retry on a 401;
 * the session problems ('Plean sign in again(n) !') reported as the client
 * reports them. `send` makes one attempt with the token it is given.
 */
export async function sendSignedIn<R extends Answered>(deps: SignedInDeps, send: (token: string) => Promise<R>): Promise<R | ApiFailure> {
  const { auth, onSessionProblem } = deps;
  const endSession = (problem: SessionProblem, status = 401): ApiFailure => {
    onSessionProblem(problem);
    return { ok: false, status, errors: [], sessionProblem: problem };
  };

  let token = auth.accessToken();
  if (token === undefined && auth.hasRefreshToken()) {
    if ((await auth.refresh()) === 'rejected') return endSession(SESSION_PROBLEM.refreshRejected);
    token = auth.accessToken();
  }
  if (token === undefined) return endSession(SESSION_PROBLEM.noAccessToken);
  const first = await send(token);
  if (first.ok || first.status !== 401) return first;

  if (!auth.hasRefreshToken()) return endSession(SESSION_PROBLEM.noRefreshToken);
  const outcome = await auth.refresh();
  if (outcome === 'rejected') return endSession(SESSION_PROBLEM.refreshRejected);
  if (outcome === 'unavailable') return first;
  const renewed = auth.accessToken();
  if (renewed === undefined) return endSession(SESSION_PROBLEM.noAccessToken);
  return send(renewed);
}
