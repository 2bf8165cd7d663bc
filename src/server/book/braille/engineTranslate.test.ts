import { describe, expect, it } from 'vitest';
import { MAX_TRANSLATION_CHARS, MAX_TRANSLATION_LINES, checkRequestSize, type BrailleTranslator, type TranslationRequest } from '../../../core/braille/index.ts';
import { engineTranslate } from './engineTranslate.ts';

/** A translator that checks each request as the real one does and answers a cell (dots 1) per character. */
function recordingTranslator() {
  const requests: TranslationRequest[] = [];
  const translator: BrailleTranslator = {
    translate: (request) => {
      checkRequestSize(request.lines);
      requests.push(request);
      return Promise.resolve({ engine: 'native', lines: request.lines.map((line) => line.replace(/ /g, '⠀').replace(/[^⠀]/g, '⠁')) });
    },
  };
  return { translator, requests };
}

describe('translating a document with the engines', () => {
  it('sends many paragraphs in requests each within the limits, one after another, and answers one line per paragraph', async () => {
    const { translator, requests } = recordingTranslator();
    const lines = Array.from({ length: MAX_TRANSLATION_LINES + 10 }, (_, index) => `para ${index}`);
    const braille = await engineTranslate(translator, 'en-ueb-g2')(lines);
    expect(braille).toHaveLength(lines.length);
    expect(braille[7]).toBe('⠁⠁⠁⠁⠀⠁');
    expect(requests.map((request) => request.lines.length)).toEqual([MAX_TRANSLATION_LINES, 10]);
    expect(requests.every((request) => request.table === 'en-ueb-g2' && request.direction === 'forward')).toBe(true);
  });

  it('cuts a very long paragraph after spaces and joins its braille with a blank cell', async () => {
    const { translator, requests } = recordingTranslator();
    const long = 'word '.repeat(3_000).trim();
    const [braille] = await engineTranslate(translator, 'en-ueb-g2')([long, 'x'.repeat(MAX_TRANSLATION_CHARS - 100)]);
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.flatMap((request) => request.lines).every((line) => line.length <= 4_000)).toBe(true);
    expect(braille?.split(/⠀+/)).toHaveLength(3_000);
  });

  it('refuses more text than a document may have before translating any', async () => {
    const { translator, requests } = recordingTranslator();
    await expect(engineTranslate(translator, 'en-ueb-g2', 10)(['12345', '678901'])).rejects.toMatchObject({ code: 'TEXT_TOO_LONG' });
    expect(requests).toHaveLength(0);
  });
});
