import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  // The three ways a call reaches lou_translate: a resident worker, a process a call, a process a call waited for (the CLI).
  const MODES = [
    ['resident', { resident: true }],
    ['a process a call', { resident: false }],
    ['a process a call, waited for', { resident: false, blocking: true }],
  ] as const;

  it.each(MODES)('gives one line of braille for each line, empty lines included (%s)', async (_, mode) => {
    const native = await loadNativeLiblouis({ ...mode, cacheDir: null });
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

  it.each(MODES)('fails with a typed error for a table it cannot compile, instead of returning nothing (%s)', async (_, mode) => {
    const native = await loadNativeLiblouis({ ...mode, cacheDir: null });
    const failure = await native?.translateLines('unicode.dis,no-such-table.ctb', ['abc'], 'forward').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BrailleError);
    expect((failure as BrailleError).code).toBe('TRANSLATION_FAILED');
    native?.close();
  });

  it.each(MODES.slice(1))('stops a process that passes its time limit and says so (%s)', async (_, mode) => {
    // A stand-in lou_translate that knows its version and never answers.
    const dir = mkdtempSync(join(tmpdir(), 'lou-slow-'));
    const command = join(dir, 'lou_translate');
    writeFileSync(command, '#!/bin/sh\n[ "$1" = --version ] && { echo "lou_translate (liblouis) 3.24.0"; exit 0; }\nexec sleep 10\n');
    chmodSync(command, 0o755);
    try {
      const native = await loadNativeLiblouis({ ...mode, command, cacheDir: null, timeoutMs: 300 });
      const failure = await native?.translateLines('unicode.dis,en-ueb-g1.ctb', ['abc'], 'forward').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BrailleError);
      expect((failure as BrailleError).message).toContain('took longer than 300 ms');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
