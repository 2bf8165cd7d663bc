import { describe, expect, it } from 'vitest';
import { driveFailureMessage } from './driveErrors.ts';

describe('drive error messages', () => {
  it('use the spec\'s wording for the codes it names', () => {
    expect(driveFailureMessage({ ok: false, status: 400, errors: [{ code: 'NO_PUBLISH_FOLDER', msg: 'Please select a folder to publish' }] })?.message.id).toBe(
      '공개할 폴더를 선택해 주세요.',
    );
    expect(driveFailureMessage({ ok: false, status: 413, errors: [{ code: 'FILE_TOO_LARGE', msg: 'x' }] })?.message.id).toBe('파일 크기는 500MB 미만이어야 합니다.');
  });

  it('list the accepted formats for an unsupported type, never the server\'s English', () => {
    const message = driveFailureMessage({ ok: false, status: 415, errors: [{ code: 'UNSUPPORTED_TYPE', msg: 'Only DTMS…' }] });
    expect(message?.values).toEqual({ formats: 'DTMS, DTMX, DTMA, DTM, ZIP, BRF, BRL' });
  });

  it('fall back to the shared texts, the status, then the given message', () => {
    expect(driveFailureMessage({ ok: false, status: 0, errors: [{ code: 'ERRORS', msg: 'A failure has occurred in connecting to the server.' }] })?.message.id).toBe(
      '서버 연결에 실패했습니다.',
    );
    expect(driveFailureMessage({ ok: false, status: 413, errors: [] })?.message.id).toBe('파일 크기는 500MB 미만이어야 합니다.');
    expect(driveFailureMessage({ ok: false, status: 500, errors: [{ code: 'X', msg: 'boom' }] })?.message.id).toBe('작업을 마치지 못했습니다. 다시 시도해 주세요.');
  });

  it('say nothing more when the session ended (the sign-in alert says it)', () => {
    expect(driveFailureMessage({ ok: false, status: 401, errors: [], sessionProblem: 3 })).toBeUndefined();
  });
});
