// The user app's paths the web needs on every page (schemas: userApp.ts), so
// the first load carries no schema library for them.

/** POST: a new token pair for a refresh token. */
export const REFRESH_TOKEN_PATH = '/user-app/v1/login/refresh-token';
