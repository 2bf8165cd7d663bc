import { z } from 'zod/mini';

// User app calls (spec §7). Payload keys are UPPER_SNAKE on the wire.
export { REFRESH_TOKEN_PATH } from './userAppPaths.ts';

export const refreshTokenRequest = z.object({ REFRESH_TOKEN: z.string().check(z.minLength(1)) });
export const refreshTokenResponse = z.object({
  ACCESS_TOKEN: z.string().check(z.minLength(1)),
  REFRESH_TOKEN: z.string().check(z.minLength(1)),
});

export type RefreshTokenRequest = z.infer<typeof refreshTokenRequest>;
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;
