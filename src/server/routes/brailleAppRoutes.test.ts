import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAILLE_TABLES, MAX_TRANSLATION_CHARS, MAX_TRANSLATION_LINES, sameBraille } from '../../core/braille/index.ts';
import { BRAILLE_TABLES_PATH, BRAILLE_TRANSLATE_PATH } from '../../shared/api/brailleApp.ts';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { louTranslateLine } from '../testing/louTranslate.ts';

// The braille app with the real engines: native liblouis (Debian's, as CI
// installs it) and liblouis-js in a worker thread.


async function appWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  // Table checks in memory: a test leaves no cache file behind.
  return buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', BRAILLE_CACHE_DIR: 'off', ...env }));
}

const translate = (app: FastifyInstance, payload: unknown, ip = '127.0.0.1') =>
  app.inject({ method: 'POST', url: BRAILLE_TRANSLATE_PATH, payload: payload as Record<string, unknown>, remoteAddress: ip });

describe('the braille app, with both engines', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every catalogue table with the engine this server uses, and Thai as having no table', async () => {
    const response = await app.inject({ method: 'GET', url: BRAILLE_TABLES_PATH });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { TABLES: { CODE: string; AVAILABLE: boolean; ENGINE?: string; REASON?: string }[]; NATIVE_VERSION?: string } };
    expect(data.TABLES.map((table) => table.CODE)).toEqual(BRAILLE_TABLES.map((table) => table.code));
    expect(data.NATIVE_VERSION).toMatch(/^\d+\.\d+/);
    expect(data.TABLES.find((table) => table.CODE === 'ko-g2')).toEqual({ CODE: 'ko-g2', AVAILABLE: true, ENGINE: 'native' });
    expect(data.TABLES.find((table) => table.CODE === 'th-g1')).toEqual({ CODE: 'th-g1', AVAILABLE: false, REASON: 'NO_TABLE' });
  });

  it('translates Korean lines as Debian liblouis does, one line out per line in', async () => {
    const lines = ['안녕하세요.', '', '2024년 3월 14일, 기온은 12.5도였습니다.'];
    const response = await translate(app, { TABLE: 'ko-g2', DIRECTION: 'forward', LINES: lines });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { LINES: string[]; ENGINE: string } };
    expect(data.ENGINE).toBe('native');
    expect(data.LINES).toHaveLength(3);
    lines.forEach((line, i) => expect(sameBraille(data.LINES[i] ?? '', louTranslateLine('ko-g2.ctb', line))).toBe(true));
  });

  it('translates braille back to text', async () => {
    const response = await translate(app, { TABLE: 'en-ueb-g2', DIRECTION: 'backward', LINES: ['⠠⠓⠑⠇⠇⠕⠀⠸⠺'] });
    expect(response.json()).toEqual({ data: { LINES: ['Hello world'], ENGINE: 'native' } });
  });

  it('refuses a malformed request with 400 and says what is needed', async () => {
    for (const payload of [{}, { TABLE: 'en-ueb-g2', DIRECTION: 'sideways', LINES: ['a'] }, { TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES: [] }, { TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES: 'a' }]) {
      const response = await translate(app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ code: 'BAD_REQUEST' }] });
    }
  });

  it('answers an unknown table with 404, a table no engine has with 503, too much text with 413', async () => {
    expect((await translate(app, { TABLE: 'en-ueb-g9', DIRECTION: 'forward', LINES: ['a'] })).json()).toMatchObject({ errors: [{ code: 'UNKNOWN_TABLE' }] });
    const thai = await translate(app, { TABLE: 'th-g1', DIRECTION: 'forward', LINES: ['สวัสดี'] });
    expect(thai.statusCode).toBe(503);
    expect(thai.json()).toMatchObject({ errors: [{ code: 'TABLE_UNAVAILABLE' }] });
    const long = await translate(app, { TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES: ['a'.repeat(MAX_TRANSLATION_CHARS / 2), 'b'.repeat(MAX_TRANSLATION_CHARS / 2)] });
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({ errors: [{ code: 'TEXT_TOO_LONG' }] });
    // One line over the limit, or more lines than one translation takes, is too much text as well, not a malformed request.
    for (const LINES of [['a'.repeat(MAX_TRANSLATION_CHARS + 1)], Array.from({ length: MAX_TRANSLATION_LINES + 1 }, () => 'a')]) {
      const tooMuch = await translate(app, { TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES });
      expect(tooMuch.statusCode).toBe(413);
      expect(tooMuch.json()).toMatchObject({ errors: [{ code: 'TEXT_TOO_LONG' }] });
    }
  });

  it('keeps NUL, tabs and carriage returns from cutting or changing the braille', async () => {
    const response = await translate(app, { TABLE: 'en-ueb-g1', DIRECTION: 'forward', LINES: ['a\u0000b\tc\r'] });
    const { data } = response.json() as { data: { LINES: string[] } };
    expect(sameBraille(data.LINES[0] ?? '', louTranslateLine('en-ueb-g1.ctb', 'a b c'))).toBe(true);
  });

  it('stops one address flooding the engines, with 429, while others still translate', async () => {
    const flood = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await translate(app, {}, flood)).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBe(120);
    expect(Number((await translate(app, {}, flood)).headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await translate(app, { TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES: ['a'] }, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('the braille app on a server without native liblouis', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ BRAILLE_ENGINES: 'liblouis-js' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('translates English with liblouis-js, which is trusted with it', async () => {
    const response = await translate(app, { TABLE: 'en-ueb-g2', DIRECTION: 'forward', LINES: ['Hello world'] });
    const { data } = response.json() as { data: { LINES: string[]; ENGINE: string } };
    expect(data.ENGINE).toBe('liblouis-js');
    expect(sameBraille(data.LINES[0] ?? '', louTranslateLine('en-ueb-g2.ctb', 'Hello world'))).toBe(true);
  });

  it('offers Korean as unavailable (the engine it has is not trusted with it) rather than translate it wrongly', async () => {
    const tables = (await app.inject({ method: 'GET', url: BRAILLE_TABLES_PATH })).json() as { data: { TABLES: { CODE: string }[] } };
    expect(tables.data.TABLES.find((table) => table.CODE === 'ko-g2')).toEqual({ CODE: 'ko-g2', AVAILABLE: false, REASON: 'ENGINE_MISSING' });
    const response = await translate(app, { TABLE: 'ko-g2', DIRECTION: 'forward', LINES: ['안녕'] });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errors: [{ code: 'TABLE_UNAVAILABLE' }] });
  });
});

describe('BRAILLE_ENGINES', () => {
  it('refuses an engine it does not know, naming the ones it does', () => {
    expect(() => configFromEnv({ BRAILLE_ENGINES: 'native,louis' })).toThrow(/BRAILLE_ENGINES lists "louis"; the engines are native, liblouis-js/);
    expect(configFromEnv({ BRAILLE_ENGINES: 'none' }).brailleEngines).toEqual([]);
    expect(configFromEnv({}).brailleEngines).toEqual(['native', 'liblouis-js']);
  });
});

describe('the resident native engine behind the routes', () => {
  it('answers calls beyond its workers and queue with 429 TOO_MANY_REQUESTS and Retry-After, and the rest with their own lines', async () => {
    const app = await appWith({ BRAILLE_ENGINES: 'native', BRAILLE_WORKERS: '1', BRAILLE_QUEUE: '0', BRAILLE_CACHE_DIR: 'off' });
    try {
      const words = ['apple', 'brook', 'cider', 'delta', 'ember', 'fable'];
      const responses = await Promise.all(words.map((word, i) => translate(app, { TABLE: 'en-ueb-g1', DIRECTION: 'forward', LINES: [word] }, `10.0.0.${i + 1}`)));
      const busy = responses.filter((response) => response.statusCode === 429);
      expect(busy.length).toBeGreaterThan(0);
      for (const response of busy) {
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json()).toMatchObject({ errors: [{ code: 'TOO_MANY_REQUESTS' }] });
      }
      responses.forEach((response, i) => {
        if (response.statusCode === 429) return;
        expect(response.statusCode).toBe(200);
        expect((response.json() as { data: { LINES: string[] } }).data.LINES).toEqual([louTranslateLine('en-ueb-g1.ctb', words[i] as string)]);
      });
      // Room again once the worker is free.
      const again = await translate(app, { TABLE: 'en-ueb-g1', DIRECTION: 'forward', LINES: ['abc'] }, '10.0.1.1');
      expect(again.json()).toEqual({ data: { LINES: ['⠁⠃⠉'], ENGINE: 'native' } });
    } finally {
      await app.close();
    }
  });

  it('refuses a bad pool setting at start, naming it', () => {
    expect(() => configFromEnv({ BRAILLE_WORKERS: '0' })).toThrow(/BRAILLE_WORKERS must be a whole number from 1/);
    expect(() => configFromEnv({ BRAILLE_TIMEOUT_MS: 'soon' })).toThrow(/BRAILLE_TIMEOUT_MS/);
    expect(configFromEnv({ BRAILLE_WORKERS: '4' }).brailleNative.workers).toBe(4);
  });

  it('takes catalogue codes only: a liblouis file name is an unknown table (404) naming the entry to use, never another file', async () => {
    const app = await appWith({ BRAILLE_ENGINES: 'native', BRAILLE_CACHE_DIR: 'off' });
    try {
      const response = await translate(app, { TABLE: 'zh-chn.ctb', DIRECTION: 'forward', LINES: ['你好'] });
      expect(response.statusCode).toBe(404);
      const [error] = (response.json() as { errors: { code: string; msg: string }[] }).errors;
      expect(error?.code).toBe('UNKNOWN_TABLE');
      expect(error?.msg).toContain('zh-hans-current');
      expect(error?.msg).toContain('zhcn-g1.ctb');
    } finally {
      await app.close();
    }
  });
});
