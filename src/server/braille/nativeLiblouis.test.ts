import { describe, expect, it } from 'vitest';
import { BrailleError, createCatalogueTranslator } from '../../core/braille/index.ts';
import { loadNativeLiblouis } from './nativeLiblouis.ts';

// The native engine through Debian's lou_translate (CI installs liblouis-bin
// and liblouis-data).

describe('native liblouis', () => {
  it('is found, with its version and, once checked, the catalogue tables it compiles', async () => {
    const native = await loadNativeLiblouis({ cacheDir: null });
    expect(native?.version).toMatch(/^\d+\.\d+/);
    await native?.check?.(['en-ueb-g2.ctb', 'th-none.ctb']);
    expect(native?.supports?.('en-ueb-g2.ctb')).toBe(true);
    expect(native?.supports?.('th-none.ctb')).toBe(false);
    native?.close();
  });

  it('checks no table when it loads, and only the table a translation needs', async () => {
    const native = await loadNativeLiblouis({ cacheDir: null });
    expect(native?.checks.runs).toBe(0);
    const translator = createCatalogueTranslator(native ? [native] : []);
    expect((await translator.translate({ table: 'en-ueb-g1', lines: ['abc'], direction: 'forward' })).lines).toEqual(['⠁⠃⠉']);
    await translator.translate({ table: 'en-ueb-g1', lines: ['abc'], direction: 'forward' });
    expect(native?.checks.runs).toBe(1);
    native?.close();
  });

  it('keeps a resident worker: repeated translations start no new process', async () => {
    const native = await loadNativeLiblouis({ cacheDir: null });
    for (let i = 0; i < 3; i++) await native?.translateLines('unicode.dis,en-ueb-g1.ctb', ['abc'], 'forward');
    expect(native?.pool?.stats().started).toBe(1);
    native?.close();
  });

  it('is reported missing, not crashed on, when the command does not exist', async () => {
    expect(await loadNativeLiblouis({ command: '/nonexistent/lou_translate' })).toBeUndefined();
  });

  it.each([true, false])('gives one line of braille for each line, empty lines included (resident: %s)', async (resident) => {
    const native = await loadNativeLiblouis({ resident, cacheDir: null });
    const lines = await native?.translateLines('unicode.dis,en-ueb-g1.ctb', ['abc', '', 'Hi!'], 'forward');
    expect(lines).toEqual(['⠁⠃⠉', '', '⠠⠓⠊⠖']);
    native?.close();
  });

  it('cuts a line longer than lou_translate reads at once and joins the braille again', async () => {
    const native = await loadNativeLiblouis({ cacheDir: null });
    const line = Array.from({ length: 400 }, (_, i) => `word${i % 10}`).join(' ');
    const [braille] = (await native?.translateLines('unicode.dis,en-ueb-g1.ctb', [line, 'abc'], 'forward')) ?? [];
    const [oneShot] = (await (await loadNativeLiblouis({ resident: false, cacheDir: null }))?.translateLines('unicode.dis,en-ueb-g1.ctb', [line], 'forward')) ?? [];
    expect(braille).toBe(oneShot);
    expect(braille?.length).toBeGreaterThan(1_000);
    native?.close();
  });

  it('fails with a typed error for a table it cannot compile, instead of returning nothing', async () => {
    const native = await loadNativeLiblouis({ cacheDir: null });
    const failure = await native?.translateLines('unicode.dis,no-such-table.ctb', ['abc'], 'forward').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BrailleError);
    expect((failure as BrailleError).code).toBe('TRANSLATION_FAILED');
    native?.close();
  });
});
