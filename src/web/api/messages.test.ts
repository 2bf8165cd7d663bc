import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ko from '../../../locales/ko.json';
import { ACCESS_ROLE_MISSING, CONNECTION_FAILED, SERVER_ERROR_CODES } from '../../shared/api/errors.ts';
import { apiErrorMessage, apiMessages, sessionProblemMessage } from './messages.ts';

const english = (id: string) => (en as Record<string, string>)[id];

describe('what the user is told when a call fails', () => {
  it('names each session problem with the spec\'s English text, typo included', () => {
    for (const problem of [1, 2, 3, 4] as const) {
      const message = sessionProblemMessage(problem);
      expect(message.id).toBe(`다시 로그인해 주세요(${problem}) !`);
      expect(english(message.id)).toBe(`Plean sign in again(${problem}) !`);
      expect((ko as Record<string, string>)[message.id]).toBe(message.id);
    }
  });

  it('shows the spec\'s API errors translated, and only those', () => {
    expect(apiErrorMessage(ACCESS_ROLE_MISSING)).toBe(apiMessages.accessRoleMissing);
    expect(apiErrorMessage(CONNECTION_FAILED)).toBe(apiMessages.connectionFailed);
    expect(apiErrorMessage({ code: 'E_NAME', msg: 'Name taken' })).toBeUndefined();
    expect(english(apiMessages.accessRoleMissing.id)).toBe(ACCESS_ROLE_MISSING.msg);
    expect(english(apiMessages.connectionFailed.id)).toBe(CONNECTION_FAILED.msg);
  });

  it('says "try again shortly" in the user\'s language for the server\'s busy, rate and timeout codes, not its English text', () => {
    const cases = [
      [SERVER_ERROR_CODES.notReady, apiMessages.serverBusy],
      [SERVER_ERROR_CODES.tooManyConnections, apiMessages.serverBusy],
      [SERVER_ERROR_CODES.tooManyRequests, apiMessages.tooManyRequests],
      [SERVER_ERROR_CODES.requestTimeout, apiMessages.requestTimedOut],
    ] as const;
    for (const [code, message] of cases) {
      expect(apiErrorMessage({ code, msg: 'The database is not reachable right now.' }), code).toBe(message);
      expect(english(message.id), code).toMatch(/try again/i);
    }
    expect(apiErrorMessage({ code: SERVER_ERROR_CODES.internal, msg: 'Something went wrong on the server.' })).toBeUndefined();
  });
});
