import { afterEach, describe, expect, it } from 'vitest';
import { BrailleError, LIBLOUIS_JS_CHUNK, sameBraille, type LiblouisWorkerEngine } from '../../core/braille/index.ts';
import { createLiblouisJsEngine } from './liblouisJsEngine.ts';
import { louTranslateLine } from '../testing/louTranslate.ts';

// liblouis-js in a worker thread, called through the correctly sized
// lou_translateString (never the package's heap-corrupting translateString).


let engine: LiblouisWorkerEngine | undefined;
afterEach(() => engine?.close());

describe('the liblouis-js engine', () => {
  it('translates UEB as Debian liblouis does and records the table load time', async () => {
    engine = createLiblouisJsEngine();
    const [braille] = await engine.translateLines('unicode.dis,en-ueb-g2.ctb', ['The children went to school in March.'], 'forward');
    expect(sameBraille(braille ?? '', louTranslateLine('en-ueb-g2.ctb', 'The children went to school in March.'))).toBe(true);
    expect(engine.firstUseTimes.get('unicode.dis,en-ueb-g2.ctb')).toBeGreaterThan(0);
  });

  it('translates a line far longer than one call takes, in pieces, without losing a word', async () => {
    engine = createLiblouisJsEngine();
    const unit = 'braille reading and the school';
    const words = Array.from({ length: 600 }, () => unit).join(' ');
    expect(words.length).toBeGreaterThan(3 * LIBLOUIS_JS_CHUNK);
    const [braille] = await engine.translateLines('unicode.dis,en-ueb-g2.ctb', [words], 'forward');
    // Word by word, UEB needs no context across words here: the whole is the unit's braille, repeated.
    const unitBraille = louTranslateLine('en-ueb-g2.ctb', unit);
    const expected = Array.from({ length: 600 }, () => unitBraille).join('\u2800');
    expect(sameBraille(braille ?? '', expected)).toBe(true);
  });

  it('grows its output buffer when braille is much longer than the text', async () => {
    engine = createLiblouisJsEngine();
    // A character the table lacks comes out as '\x2603' in braille, eight cells for one: the
    // package's own wrapper overruns the heap on output this much longer than its input.
    const text = '☃'.repeat(200);
    const [one, many] = await engine.translateLines('unicode.dis,en-ueb-g1.ctb', ['☃', text], 'forward');
    expect(one).toHaveLength(8);
    expect(many).toBe((one ?? '').repeat(200));
  });

  it('stops a table that never returns, says so, and translates the next request with a fresh worker', async () => {
    engine = createLiblouisJsEngine({ timeoutMs: 3_000 });
    // liblouis-js loops forever on its Russian literary table (braille-engines.md).
    const stuck = await engine.translateLines('unicode.dis,ru-litbrl.ctb', ['Привет, мир'], 'forward').catch((error: unknown) => error);
    expect(stuck).toBeInstanceOf(BrailleError);
    expect((stuck as BrailleError).code).toBe('TRANSLATION_FAILED');
    expect(await engine.translateLines('unicode.dis,en-ueb-g1.ctb', ['abc'], 'forward')).toEqual(['⠁⠃⠉']);
  }, 20_000);

  it('fails with a typed error for a table it does not have', async () => {
    engine = createLiblouisJsEngine();
    const failure = await engine.translateLines('unicode.dis,no-such-table.ctb', ['abc'], 'forward').catch((error: unknown) => error);
    expect((failure as BrailleError).code).toBe('TRANSLATION_FAILED');
    expect(await engine.translateLines('unicode.dis,en-ueb-g1.ctb', ['abc'], 'forward')).toEqual(['⠁⠃⠉']);
  });
});
