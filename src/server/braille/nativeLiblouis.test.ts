import { describe, expect, it } from 'vitest';
import { BrailleError } from '../../core/braille/index.ts';
import { loadNativeLiblouis } from './nativeLiblouis.ts';

// The native engine through Debian's lou_translate (CI installs liblouis-bin
// and liblouis-data).

describe('native liblouis', () => {
  it('is found, with its version and the catalogue tables it compiles', async () => {
    const native = await loadNativeLiblouis();
    expect(native?.version).toMatch(/^\d+\.\d+/);
    expect(native?.supports?.('en-ueb-g2.ctb')).toBe(true);
    expect(native?.supports?.('th-none.ctb')).toBe(false);
  });

  it('is reported missing, not crashed on, when the command does not exist', async () => {
    expect(await loadNativeLiblouis({ command: '/nonexistent/lou_translate' })).toBeUndefined();
  });

  it('gives one line of braille for each line, empty lines included', async () => {
    const native = await loadNativeLiblouis();
    const lines = await native?.translateLines('unicode.dis,en-ueb-g1.ctb', ['abc', '', 'Hi!'], 'forward');
    expect(lines).toEqual(['⠁⠃⠉', '', '⠠⠓⠊⠖']);
  });

  it('fails with a typed error for a table it cannot compile, instead of returning nothing', async () => {
    const native = await loadNativeLiblouis();
    const failure = await native?.translateLines('unicode.dis,no-such-table.ctb', ['abc'], 'forward').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BrailleError);
    expect((failure as BrailleError).code).toBe('TRANSLATION_FAILED');
  });
});
