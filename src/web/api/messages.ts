import { defineMessages, type Message } from '../../core/messages/index.ts';
import { DRIVE_ERROR_CODES } from '../../shared/api/driveAppPaths.ts';
import { ERROR_TEXT, SERVER_ERROR_CODES, type ApiError } from '../../shared/api/errors.ts';
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
  serverBusy: {
    id: '서버가 지금은 응답할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    description: 'The server answered 503: its database is restarting, or it has too many connections. Nothing was changed',
  },
  tooManyRequests: { id: '요청이 너무 많습니다. 잠시 기다린 뒤 다시 시도해 주세요.', description: 'The server answered 429: too many calls in a short time' },
  stillConverting: {
    id: '이 문서는 아직 변환 중입니다. 변환이 끝나면 열어 주세요.',
    description: 'The server answered CONVERTING: a PDF or DOCX is still being converted into this document, which cannot be opened or saved yet',
  },
  requestTimedOut: {
    id: '요청이 제때 도착하지 않았습니다. 연결을 확인하고 다시 시도해 주세요.',
    description: 'The server answered 408: the upload or request arrived too slowly or stopped half way',
  },
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

/** The server's own codes that mean "nothing happened, try again": the same words on every screen. */
const CODE_MESSAGES: ReadonlyMap<string, Message> = new Map<string, Message>([
  [SERVER_ERROR_CODES.notReady, apiMessages.serverBusy],
  [SERVER_ERROR_CODES.tooManyConnections, apiMessages.serverBusy],
  [SERVER_ERROR_CODES.tooManyRequests, apiMessages.tooManyRequests],
  [SERVER_ERROR_CODES.requestTimeout, apiMessages.requestTimedOut],
  [DRIVE_ERROR_CODES.converting, apiMessages.stillConverting],
]);

/**
 * The catalogue message for an error every screen words alike: a text the
 * spec defines, or a code that says to try again later, so it can be shown translated.
 */
export function apiErrorMessage(error: ApiError): Message | undefined {
  return ERROR_MESSAGES.get(error.msg) ?? CODE_MESSAGES.get(error.code);
}
