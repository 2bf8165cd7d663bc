import { describe, expect, it } from 'vitest';
import { BrailleError, MAX_TRANSLATION_LINES, type Direction, type PresentEngine } from '../../../../core/braille/index.ts';
import { BRAILLE_TRANSLATE_PATH } from '../../../../shared/api/brailleAppPaths.ts';
import type { ApiClient, ApiRequestOptions, ApiResult } from '../../../api/apiTypes.ts';
import { createWebTranslator, webTableChoice, type ServerTableStatus } from './webTranslator.ts';

interface Post {
  readonly path: string;
  readonly options: ApiRequestOptions | undefined;
}

/** An API client whose POST answers with `answer` and remembers what it was sent. */
function fakeApi(answer: ApiResult<unknown>) {
  const posts: Post[] = [];
  const api = {
    post: async (path: string, options?: ApiRequestOptions) => {
      posts.push({ path, options });
      return answer;
    },
  } as unknown as ApiClient;
  return { api, posts };
}

interface EngineCall {
  readonly tableList: string;
  readonly lines: readonly string[];
  readonly direction: Direction;
}

/** The browser's liblouis-js worker, answering each line with `⠃`. */
function fakeBrowserEngine() {
  const calls: EngineCall[] = [];
  const engine: PresentEngine = {
    engine: 'liblouis-js',
    async translateLines(tableList, lines, direction) {
      calls.push({ tableList, lines: [...lines], direction });
      return lines.map(() => '⠃');
    },
  };
  return { engine, calls };
}

const SERVER_TABLES: readonly ServerTableStatus[] = [
  { code: 'en-ueb-g2', available: true, engine: 'native' },
  { code: 'ko-g2', available: true, engine: 'native' },
  { code: 'ar-g2', available: false, reason: 'ENGINE_MISSING' },
  { code: 'th-g1', available: false, reason: 'NO_TABLE' },
  { code: 'es-g2', available: false, reason: 'NOT_TRUSTED' },
  { code: 'km-g1', available: false },
];

const served = { ok: true, status: 200, data: { lines: ['⠁⠃'], engine: 'native' } } as const;
const failed = (status: number, ...codes: string[]): ApiResult<unknown> => ({ ok: false, status, errors: codes.map((code) => ({ code, msg: `server says ${code}` })) });

async function rejection(promise: Promise<unknown>): Promise<BrailleError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BrailleError) return error;
    throw error;
  }
  throw new Error('the translation did not fail');
}

describe('translating braille from the web page', () => {
  it('translates a table the browser\'s engine is trusted with in the browser', async () => {
    const { api, posts } = fakeApi(served);
    const browser = fakeBrowserEngine();
    const translator = createWebTranslator({ api, browserEngine: browser.engine, serverTables: () => SERVER_TABLES });
    const result = await translator.translate({ table: 'en-ueb-g2', lines: ['hello', 'e\u0301'], direction: 'forward' });
    expect(result).toEqual({ lines: ['⠃', '⠃'], engine: 'liblouis-js', where: 'browser' });
    expect(browser.calls).toEqual([{ tableList: 'unicode.dis,en-ueb-g2.ctb', lines: ['hello', 'é'], direction: 'forward' }]);
    expect(posts).toEqual([]);
  });

  it('asks the server for a table only native liblouis is trusted with, and says the server did it', async () => {
    const { api, posts } = fakeApi(served);
    const browser = fakeBrowserEngine();
    const translator = createWebTranslator({ api, browserEngine: browser.engine, serverTables: () => SERVER_TABLES });
    const result = await translator.translate({ table: 'ko-g2', lines: ['안녕\t하세요'], direction: 'forward' });
    expect(result).toEqual({ lines: ['⠁⠃'], engine: 'native', where: 'server' });
    expect(posts).toEqual([{ path: BRAILLE_TRANSLATE_PATH, options: { body: { table: 'ko-g2', direction: 'forward', lines: ['안녕 하세요'] } } }]);
    expect(browser.calls).toEqual([]);
  });

  it('reports which engine the server used', async () => {
    const { api } = fakeApi({ ok: true, status: 200, data: { lines: ['⠁'], engine: 'liblouis-js' } });
    const translator = createWebTranslator({ api, browserEngine: undefined, serverTables: () => SERVER_TABLES });
    expect(await translator.translate({ table: 'ko-g2', lines: ['가'], direction: 'backward' })).toEqual({ lines: ['⠁'], engine: 'liblouis-js', where: 'server' });
  });

  it('asks the server for every table when this browser has no engine of its own', async () => {
    const { api, posts } = fakeApi(served);
    const translator = createWebTranslator({ api, browserEngine: undefined, serverTables: () => SERVER_TABLES });
    const result = await translator.translate({ table: 'en-ueb-g2', lines: ['hello'], direction: 'forward' });
    expect(result.where).toBe('server');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.options).toEqual({ body: { table: 'en-ueb-g2', direction: 'forward', lines: ['hello'] } });
  });

  it('still asks the server while its table list is unknown, and when it said a table is unavailable', async () => {
    const unknown = fakeApi(served);
    const browser = fakeBrowserEngine();
    await createWebTranslator({ api: unknown.api, browserEngine: browser.engine, serverTables: () => undefined }).translate({ table: 'ko-g2', lines: ['가'], direction: 'forward' });
    expect(unknown.posts).toHaveLength(1);

    const refused = fakeApi(failed(503, 'TABLE_UNAVAILABLE'));
    const error = await rejection(
      createWebTranslator({ api: refused.api, browserEngine: browser.engine, serverTables: () => SERVER_TABLES }).translate({ table: 'th-g1', lines: ['ก'], direction: 'forward' }),
    );
    expect(refused.posts).toHaveLength(1);
    expect(error.code).toBe('TABLE_UNAVAILABLE');
    expect(browser.calls).toEqual([]);
  });

  it('turns the server\'s translation error into the same BrailleError', async () => {
    const { api } = fakeApi(failed(413, 'TEXT_TOO_LONG'));
    const error = await rejection(createWebTranslator({ api, browserEngine: undefined, serverTables: () => SERVER_TABLES }).translate({ table: 'ko-g2', lines: ['가'], direction: 'forward' }));
    expect(error.code).toBe('TEXT_TOO_LONG');
    expect(error.message).toBe('server says TEXT_TOO_LONG');
  });

  it('says the translation failed when the server answers with another code or not at all', async () => {
    const tooMany = fakeApi(failed(429, 'TOO_MANY_REQUESTS'));
    const other = await rejection(createWebTranslator({ api: tooMany.api, browserEngine: undefined, serverTables: () => SERVER_TABLES }).translate({ table: 'ko-g2', lines: ['가'], direction: 'forward' }));
    expect(other.code).toBe('TRANSLATION_FAILED');
    expect(other.messageRef.values).toEqual({ status: 429 });

    const offline = fakeApi(failed(0));
    const none = await rejection(createWebTranslator({ api: offline.api, browserEngine: undefined, serverTables: () => SERVER_TABLES }).translate({ table: 'ko-g2', lines: ['가'], direction: 'forward' }));
    expect(none.code).toBe('TRANSLATION_FAILED');
    expect(none.messageRef.values).toEqual({ status: 0 });
  });

  it('refuses an unknown table without asking anyone', async () => {
    const { api, posts } = fakeApi(served);
    const browser = fakeBrowserEngine();
    const error = await rejection(createWebTranslator({ api, browserEngine: browser.engine, serverTables: () => SERVER_TABLES }).translate({ table: 'en-ueb-g9', lines: ['a'], direction: 'forward' }));
    expect(error.code).toBe('UNKNOWN_TABLE');
    expect(error.messageRef.values).toEqual({ table: 'en-ueb-g9' });
    expect(posts).toEqual([]);
    expect(browser.calls).toEqual([]);
  });

  it('refuses a liblouis file name given as a table, naming the catalogue code to use, without asking anyone', async () => {
    const { api, posts } = fakeApi(served);
    const error = await rejection(createWebTranslator({ api, browserEngine: undefined, serverTables: () => SERVER_TABLES }).translate({ table: 'zh-chn.ctb', lines: ['你好'], direction: 'forward' }));
    expect(error.code).toBe('UNKNOWN_TABLE');
    expect(error.messageRef.values).toEqual({ table: 'zh-chn.ctb', entry: 'zh-hans-current' });
    expect(posts).toEqual([]);
  });

  it('refuses too much text before sending it to the server', async () => {
    const { api, posts } = fakeApi(served);
    const lines = Array.from({ length: MAX_TRANSLATION_LINES + 1 }, () => 'a');
    const error = await rejection(createWebTranslator({ api, browserEngine: undefined, serverTables: () => SERVER_TABLES }).translate({ table: 'ko-g2', lines, direction: 'forward' }));
    expect(error.code).toBe('TEXT_TOO_LONG');
    expect(posts).toEqual([]);
  });
});

describe('where each table would be translated, for the table picker', () => {
  const browser = fakeBrowserEngine().engine;

  it('says browser for a table the browser\'s engine is trusted with, before the server has answered', () => {
    expect(webTableChoice('en-ueb-g2', { browserEngine: browser, serverTables: () => undefined })).toEqual({ available: true, where: 'browser' });
    expect(webTableChoice('pt-g2', { browserEngine: browser, serverTables: () => undefined })).toEqual({ available: true, where: 'browser' });
  });

  it('says server for a table the server offers and the browser cannot do', () => {
    expect(webTableChoice('ko-g2', { browserEngine: browser, serverTables: () => SERVER_TABLES })).toEqual({ available: true, where: 'server' });
    expect(webTableChoice('en-ueb-g2', { browserEngine: undefined, serverTables: () => SERVER_TABLES })).toEqual({ available: true, where: 'server' });
  });

  it('says SERVER_UNKNOWN while the server\'s list is unknown or does not mention the table', () => {
    expect(webTableChoice('ko-g2', { browserEngine: browser, serverTables: () => undefined })).toEqual({ available: false, reason: 'SERVER_UNKNOWN' });
    expect(webTableChoice('ko-g1', { browserEngine: browser, serverTables: () => SERVER_TABLES })).toEqual({ available: false, reason: 'SERVER_UNKNOWN' });
    expect(webTableChoice('en-ueb-g2', { browserEngine: undefined, serverTables: () => undefined })).toEqual({ available: false, reason: 'SERVER_UNKNOWN' });
  });

  it('gives the server\'s reason when it cannot translate a table', () => {
    const deps = { browserEngine: browser, serverTables: () => SERVER_TABLES };
    expect(webTableChoice('ar-g2', deps)).toEqual({ available: false, reason: 'ENGINE_MISSING' });
    expect(webTableChoice('th-g1', deps)).toEqual({ available: false, reason: 'NO_TABLE' });
    expect(webTableChoice('es-g2', deps)).toEqual({ available: false, reason: 'NOT_TRUSTED' });
    expect(webTableChoice('km-g1', deps)).toEqual({ available: false, reason: 'ENGINE_MISSING' });
  });

  it('says NO_TABLE for a code the catalogue does not have', () => {
    expect(webTableChoice('en-ueb-g9', { browserEngine: browser, serverTables: () => SERVER_TABLES })).toEqual({ available: false, reason: 'NO_TABLE' });
  });
});
