import { describe, expect, it } from 'vitest';
import { BRAILLE_TABLES, findBrailleTable } from './catalogue.ts';
import { checkRequestSize, createCatalogueTranslator, engineChoice, tableAvailability, type PresentEngine } from './catalogueTranslator.ts';
import type { EngineId } from './engines.ts';
import { BrailleError, brailleMessages } from './errors.ts';
import { MAX_TRANSLATION_CHARS, MAX_TRANSLATION_LINES, type Direction } from './translator.ts';

interface Call {
  readonly tableList: string;
  readonly lines: readonly string[];
  readonly direction: Direction;
}

interface FakeEngine extends PresentEngine {
  readonly calls: Call[];
  readonly asked: string[];
}

/** An engine that answers each line with `⠿` and its own name, and remembers what it was asked. */
function fakeEngine(engine: EngineId, supports?: (tableName: string) => boolean): FakeEngine {
  const calls: Call[] = [];
  const asked: string[] = [];
  return {
    engine,
    calls,
    asked,
    ...(supports
      ? {
          supports(tableName: string) {
            asked.push(tableName);
            return supports(tableName);
          },
        }
      : {}),
    async translateLines(tableList, lines, direction) {
      calls.push({ tableList, lines: [...lines], direction });
      return lines.map(() => `⠿ ${engine}`);
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<BrailleError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BrailleError) return error;
    throw error;
  }
  throw new Error('the translation did not fail');
}

describe('translating with whichever engines are present', () => {
  it('refuses a table the catalogue does not have, naming it', async () => {
    const native = fakeEngine('native');
    const error = await rejection(createCatalogueTranslator([native]).translate({ table: 'en-ueb-g9', lines: ['a'], direction: 'forward' }));
    expect(error.code).toBe('UNKNOWN_TABLE');
    expect(error.messageRef).toEqual({ message: brailleMessages.unknownTable, values: { table: 'en-ueb-g9' } });
    expect(native.calls).toEqual([]);
  });

  it('refuses a liblouis file name with a message naming the code to use, never translating with another file', async () => {
    const native = fakeEngine('native');
    const translator = createCatalogueTranslator([native]);
    for (const [file, entry] of [['zh-chn.ctb', 'zh-hans-current'], ['zhcn-g1.ctb', 'zh-hans-current'], ['en-ueb-g2.ctb', 'en-ueb-g2']]) {
      const error = await rejection(translator.translate({ table: file as string, lines: ['a'], direction: 'forward' }));
      expect(error.code).toBe('UNKNOWN_TABLE');
      expect(error.messageRef).toEqual({ message: brailleMessages.tableIsFile, values: { table: file, entry } });
    }
    expect(native.calls).toEqual([]);
  });

  it('refuses more characters than one translation takes, counting line breaks', async () => {
    const native = fakeEngine('native');
    const translator = createCatalogueTranslator([native]);
    const half = 'a'.repeat(MAX_TRANSLATION_CHARS / 2);
    const error = await rejection(translator.translate({ table: 'en-ueb-g2', lines: [half, half], direction: 'forward' }));
    expect(error.code).toBe('TEXT_TOO_LONG');
    expect(error.messageRef).toEqual({ message: brailleMessages.textTooLong, values: { max: MAX_TRANSLATION_CHARS } });
    const tooLong = await rejection(translator.translate({ table: 'en-ueb-g2', lines: ['a'.repeat(MAX_TRANSLATION_CHARS + 1)], direction: 'forward' }));
    expect(tooLong.code).toBe('TEXT_TOO_LONG');
    expect(native.calls).toEqual([]);
  });

  it('translates text right at the limits', async () => {
    const native = fakeEngine('native');
    const translator = createCatalogueTranslator([native]);
    await translator.translate({ table: 'en-ueb-g2', lines: ['a'.repeat(MAX_TRANSLATION_CHARS)], direction: 'forward' });
    await translator.translate({ table: 'en-ueb-g2', lines: Array.from({ length: MAX_TRANSLATION_LINES }, () => ''), direction: 'forward' });
    expect(native.calls).toHaveLength(2);
    expect(() => checkRequestSize(['a'.repeat(MAX_TRANSLATION_CHARS - 1), ''])).not.toThrow();
  });

  it('refuses more lines than one translation takes', async () => {
    const native = fakeEngine('native');
    const lines = Array.from({ length: MAX_TRANSLATION_LINES + 1 }, () => '');
    const error = await rejection(createCatalogueTranslator([native]).translate({ table: 'en-ueb-g2', lines, direction: 'forward' }));
    expect(error.code).toBe('TEXT_TOO_LONG');
    expect(native.calls).toEqual([]);
  });

  it('says a table is unavailable, and why, rather than give wrong braille', async () => {
    const liblouisJs = fakeEngine('liblouis-js');
    const translator = createCatalogueTranslator([liblouisJs]);
    const missing = await rejection(translator.translate({ table: 'ko-g2', lines: ['안녕'], direction: 'forward' }));
    expect(missing.code).toBe('TABLE_UNAVAILABLE');
    expect(missing.messageRef).toEqual({ message: brailleMessages.tableUnavailable, values: { reason: 'ENGINE_MISSING' } });
    const thai = await rejection(createCatalogueTranslator([fakeEngine('native'), liblouisJs]).translate({ table: 'th-g1', lines: ['สวัสดี'], direction: 'forward' }));
    expect(thai.code).toBe('TABLE_UNAVAILABLE');
    expect(thai.messageRef.values).toEqual({ reason: 'NO_TABLE' });
    expect(liblouisJs.calls).toEqual([]);
  });

  it('uses the first present engine trusted with the table, in the order given', async () => {
    const native = fakeEngine('native');
    const liblouisJs = fakeEngine('liblouis-js');
    const request = { table: 'en-ueb-g2', lines: ['hello'], direction: 'forward' } as const;
    expect(await createCatalogueTranslator([liblouisJs, native]).translate(request)).toEqual({ lines: ['⠿ liblouis-js'], engine: 'liblouis-js' });
    expect(await createCatalogueTranslator([native, liblouisJs]).translate(request)).toEqual({ lines: ['⠿ native'], engine: 'native' });
    expect(native.calls).toHaveLength(1);
    expect(liblouisJs.calls).toHaveLength(1);
  });

  it('skips an engine trusted first in the order but not with this table', async () => {
    const native = fakeEngine('native');
    const liblouisJs = fakeEngine('liblouis-js');
    const result = await createCatalogueTranslator([liblouisJs, native]).translate({ table: 'ko-g2', lines: ['안녕'], direction: 'forward' });
    expect(result.engine).toBe('native');
    expect(liblouisJs.calls).toEqual([]);
  });

  it('skips an engine that cannot compile the table here', async () => {
    const liblouisJs = fakeEngine('liblouis-js', (name) => name !== 'en-ueb-g2.ctb');
    const native = fakeEngine('native');
    const result = await createCatalogueTranslator([liblouisJs, native]).translate({ table: 'en-ueb-g2', lines: ['a'], direction: 'forward' });
    expect(result.engine).toBe('native');
    expect(liblouisJs.asked).toContain('en-ueb-g2.ctb');
    expect(liblouisJs.calls).toEqual([]);
    const alone = await rejection(createCatalogueTranslator([liblouisJs]).translate({ table: 'en-ueb-g2', lines: ['a'], direction: 'forward' }));
    expect(alone.messageRef.values).toEqual({ reason: 'ENGINE_MISSING' });
  });

  it('hands the engine its table list, the cleaned lines and the direction', async () => {
    const native = fakeEngine('native');
    const liblouisJs = fakeEngine('liblouis-js', () => true);
    await createCatalogueTranslator([native]).translate({ table: 'en-ueb-g2', lines: ['a\tb', 'e\u0301', ''], direction: 'forward' });
    expect(native.calls).toEqual([{ tableList: 'unicode.dis,en-ueb-g2.ctb', lines: ['a b', 'é', ''], direction: 'forward' }]);
    await createCatalogueTranslator([liblouisJs]).translate({ table: 'pt-g2', lines: ['⠁\u0000'], direction: 'backward' });
    expect(liblouisJs.calls).toEqual([{ tableList: 'unicode.dis,pt-pt-g2.ctb', lines: ['⠁ '], direction: 'backward' }]);
  });
});

describe('which tables these engines can translate', () => {
  it('lists every catalogue table in order with its choice', () => {
    const availability = tableAvailability([fakeEngine('native'), fakeEngine('liblouis-js')]);
    expect(availability.map(({ table }) => table)).toEqual(BRAILLE_TABLES);
    for (const { table, choice } of availability) {
      expect(choice, table.code).toEqual(table.code === 'th-g1' ? { available: false, reason: 'NO_TABLE' } : { available: true, engine: 'native' });
    }
  });

  it('tells the browser\'s engine alone which tables it is trusted with', () => {
    const availability = new Map(tableAvailability([fakeEngine('liblouis-js')]).map(({ table, choice }) => [table.code, choice]));
    expect(availability.size).toBe(BRAILLE_TABLES.length);
    expect(availability.get('en-ueb-g2')).toEqual({ available: true, engine: 'liblouis-js' });
    expect(availability.get('ko-g2')).toEqual({ available: false, reason: 'ENGINE_MISSING' });
    expect(availability.get('th-g1')).toEqual({ available: false, reason: 'NO_TABLE' });
  });

  it('takes an engine at its word about the tables it can compile', () => {
    const english = findBrailleTable('en-ueb-g2');
    if (!english) throw new Error('no en-ueb-g2');
    expect(engineChoice(english, [fakeEngine('native', () => false)])).toEqual({ available: false, reason: 'ENGINE_MISSING' });
    expect(engineChoice(english, [fakeEngine('native', () => false), fakeEngine('liblouis-js')])).toEqual({ available: true, engine: 'liblouis-js' });
  });
});
