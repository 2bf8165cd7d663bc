import { defineMessages, type Message } from '../../core/messages/index.ts';
import { ERROR_TEXT, type ApiError } from '../../shared/api/errors.ts';
import type { SessionProblem } from './sessionProblems.ts';

// What the user is told when a call fails. The English catalogue holds the
// spec's texts word for word, typo included ("Plean"), since users and support
// know them by that wording.
export const apiMessages = defineMessages({
  signInAgain1: { id: '다시 로그인해 주세요(1) !', description: 'Alert before going to sign-in: session problem 1' },
  signInAgain2: { id: '다시 로그인해 주세요(2) !', description: 'Alert before going to sign-in: the refresh token was rejected' },
  signInAgain3: { id: '다시 로그인해 주세요(3) !', description: 'Alert before going to sign-in: no refresh token after a 401' },
  signInAgain4: { id: '다시 로그인해 주세요(4) !', description: 'Alert before going to sign-in: a call needs sign-in and there is no access token' },
  connectionFailed: { id: '서버 연결에 실패했습니다.', description: 'A call got no answer or the server could not be reached' },
  accessRoleMissing: { id: '접근 권한이 없습니다.', description: 'A call was refused because the user lacks the role for it' },
});

const SESSION_PROBLEM_MESSAGES: Readonly<Record<SessionProblem, Message>> = {
  1: apiMessages.signInAgain1,
  2: apiMessages.signInAgain2,
  3: apiMessages.signInAgain3,
  4: apiMessages.signInAgain4,
};

export function sessionProblemMessage(problem: SessionProblem): Message {
  return SESSION_PROBLEM_MESSAGES[problem];
}

const ERROR_MESSAGES: ReadonlyMap<string, Message> = new Map<string, Message>([
  [ERROR_TEXT.accessRoleMissing, apiMessages.accessRoleMissing],
  [ERROR_TEXT.connectionFailed, apiMessages.connectionFailed],
]);

/** The catalogue message for an error whose text the spec defines, so it can be shown translated. */
export function apiErrorMessage(error: ApiError): Message | undefined {
  return ERROR_MESSAGES.get(error.msg);
}
