// Trades a refresh token for a new token pair at the issuer's token endpoint,
// for POST /user-app/v1/login/refresh-token (spec §7). The issuer decides:
// a rejected refresh token is a 400 the web app answers with
// 'Plean sign in again(2) !'; an unreachable issuer is a 502.

export type RefreshResult =
  | { readonly ok: true; readonly accessToken: string; readonly refreshToken: string }
  | { readonly ok: false; readonly status: 400 | 502; readonly msg: string };

export type TokenRefresher = (refreshToken: string) => Promise<RefreshResult>;

/** Posts a form to the token endpoint and gives back the status and parsed body. */
export type TokenEndpointPost = (form: URLSearchParams) => Promise<{ status: number; body: unknown }>;

export function createTokenRefresher(clientId: string, post: TokenEndpointPost): TokenRefresher {
  return async (refreshToken) => {
    let answer: { status: number; body: unknown };
    try {
      answer = await post(new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }));
    } catch {
      return { ok: false, status: 502, msg: 'The sign-in service could not be reached.' };
    }
    const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Record<string, unknown>;
    const { access_token: accessToken, refresh_token: newRefreshToken } = body;
    if (answer.status === 200 && typeof accessToken === 'string') {
      // An issuer that does not rotate refresh tokens sends none back: the old one stays good.
      return { ok: true, accessToken, refreshToken: typeof newRefreshToken === 'string' ? newRefreshToken : refreshToken };
    }
    if (answer.status >= 400 && answer.status < 500) {
      return { ok: false, status: 400, msg: `The refresh token was refused (${typeof body['error'] === 'string' ? body['error'] : answer.status}).` };
    }
    return { ok: false, status: 502, msg: `The sign-in service answered ${answer.status}.` };
  };
}

/** Posting to an outside issuer's token endpoint over HTTP. */
export function httpTokenEndpoint(tokenEndpoint: () => Promise<string>, fetchImpl: typeof fetch = fetch): TokenEndpointPost {
  return async (form) => {
    const response = await fetchImpl(await tokenEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  };
}
