import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES, USER_PREFERENCES_PATH } from '../../shared/api/userPreferences.ts';
import { TEST_ENGINES } from '../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../testing/driveTestApp.ts';

// Issue 17 item 7: a user's preferences and Easy settings live on the server,
// per user, so they follow the user to another computer.
describe.each(TEST_ENGINES)('the user preferences routes on %s', (engine) => {
  let bench: DriveTestApp;
  beforeAll(async () => {
    bench = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => {
    await bench?.close();
  });

  it('gives a user who saved nothing the spec defaults: autoPrint N, autoAudYn N', async () => {
    const response = await bench.call(bench.other, { method: 'GET', url: USER_PREFERENCES_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ data: { ...DEFAULT_USER_PREFERENCES, SAVED: false } });
  });

  it('keeps what PUT saves, and a PATCH changes only the fields it names', async () => {
    const chosen = { SYS_LANG: 'ar', AUTO_PRINT: 'Y', AUTO_AUD_YN: 'Y', BRAILLE: 'korean', CODE: 'ko-g2', BRAILLE_PIN: 6, AUDIO_RATE: 1.5 };
    const put = await bench.call(bench.owner, { method: 'PUT', url: USER_PREFERENCES_PATH, payload: chosen });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: { ...chosen, SAVED: true } });

    const patch = await bench.call(bench.owner, { method: 'PATCH', url: USER_PREFERENCES_PATH, payload: { AUTO_PRINT: 'N', AUDIO_RATE: 0.75 } });
    expect(patch.statusCode).toBe(200);
    const read = await bench.call(bench.owner, { method: 'GET', url: USER_PREFERENCES_PATH });
    expect(read.json()).toEqual({ data: { ...chosen, AUTO_PRINT: 'N', AUDIO_RATE: 0.75, SAVED: true } });
  });

  it("lets nobody read or change another user's preferences: each reads their own", async () => {
    await bench.call(bench.owner, { method: 'PATCH', url: USER_PREFERENCES_PATH, payload: { AUTO_AUD_YN: 'Y' } });
    const others = await bench.call(bench.other, { method: 'GET', url: USER_PREFERENCES_PATH });
    expect(others.json().data.AUTO_AUD_YN).toBe('N');
    // A USER_NO in the body is not a way to reach someone else's row.
    const sneaky = await bench.call(bench.other, { method: 'PATCH', url: USER_PREFERENCES_PATH, payload: { USER_NO: bench.owner.userNo, AUTO_AUD_YN: 'N' } });
    expect(sneaky.statusCode).toBe(400);
    const owners = await bench.call(bench.owner, { method: 'GET', url: USER_PREFERENCES_PATH });
    expect(owners.json().data.AUTO_AUD_YN).toBe('Y');
  });

  it('asks a guest to sign in (401): a guest keeps preferences in the browser only', async () => {
    for (const method of ['GET', 'PUT', 'PATCH'] as const) {
      const response = await bench.call(null, { method, url: USER_PREFERENCES_PATH, ...(method === 'GET' ? {} : { payload: { AUTO_PRINT: 'Y' } }) });
      expect(response.statusCode, method).toBe(401);
    }
  });

  it('refuses values the spec does not allow with 400, naming the field, and keeps what was saved', async () => {
    const before = (await bench.call(bench.owner, { method: 'GET', url: USER_PREFERENCES_PATH })).json();
    const bad = [
      { AUTO_PRINT: 'yes' },
      { AUTO_AUD_YN: true },
      { SYS_LANG: 'xx' },
      { CODE: 'no-such-table' },
      { BRAILLE_PIN: 7 },
      { AUDIO_RATE: 9 },
      { BRAILLE: '' },
    ];
    for (const payload of bad) {
      const response = await bench.call(bench.owner, { method: 'PATCH', url: USER_PREFERENCES_PATH, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].msg).toContain(Object.keys(payload)[0]);
    }
    // PUT needs every field.
    const partialPut = await bench.call(bench.owner, { method: 'PUT', url: USER_PREFERENCES_PATH, payload: { AUTO_PRINT: 'Y' } });
    expect(partialPut.statusCode).toBe(400);
    expect((await bench.call(bench.owner, { method: 'GET', url: USER_PREFERENCES_PATH })).json()).toEqual(before);
  });
});
