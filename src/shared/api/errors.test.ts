import { describe, expect, it } from 'vitest';
import { ACCESS_ROLE_MISSING, apiErrorBodySchema, CONNECTION_FAILED, errorBody } from './errors.ts';

describe('the API error catalogue', () => {
  it('uses the spec\'s code and English texts', () => {
    expect(ACCESS_ROLE_MISSING).toEqual({ code: 'ERRORS', msg: 'Access role does not exist' });
    expect(CONNECTION_FAILED).toEqual({ code: 'ERRORS', msg: 'A failure has occurred in connecting to the server.' });
  });

  it('builds error bodies the client can read back', () => {
    const body = errorBody(ACCESS_ROLE_MISSING, { code: 'E412', msg: 'Precondition failed' });
    expect(JSON.parse(JSON.stringify(body))).toEqual({ errors: [ACCESS_ROLE_MISSING, { code: 'E412', msg: 'Precondition failed' }] });
    expect(apiErrorBodySchema.safeParse(body).success).toBe(true);
    expect(apiErrorBodySchema.safeParse({ errors: [{ code: 'ERRORS' }] }).success).toBe(false);
  });
});
