import { describe, expect, it } from 'vitest';
import { cellsFromAscii } from './asciiBraille.ts';
import { brfMessages, readBrf, writeBrf } from './brf.ts';
import { BrailleError, brailleMessages, describeCharacter, type BrailleFileErrorCode } from './errors.ts';
import { multiBrailleCapacity } from './multiBraille.ts';
import { checkPageSize, paginate } from './pages.ts';
import { writePef, type PefOptions } from './pef.ts';
import { cellsFromUnicode } from './unicodeBraille.ts';

const placeholders = (id: string) => [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
const PEF: PefOptions = { title: 't', language: 'en', identifier: 'i', date: '2026-01-01', cols: 10, rows: 2 };

// Every way the braille code builds an error, as the code builds it.
const FAILURES: Record<BrailleFileErrorCode, (() => unknown)[]> = {
  NOT_BRAILLE: [() => cellsFromUnicode('x'), () => paginate(['⠁', 'x'], 40, 25), () => writeBrf(['x']), () => writePef([['x']], PEF)],
  NOT_BRAILLE_ASCII: [() => cellsFromAscii('é'), () => readBrf('A\r\n\u0000')],
  BAD_PAGE_SIZE: [() => checkPageSize(1, 1), () => writeBrf([], { cellsPerLine: 0 }), () => writePef([], { ...PEF, rows: 0 })],
  BAD_LAYOUT: [() => multiBrailleCapacity(60, 40, { pinsPerCell: 8, columnGap: 99 }), () => writePef([], { ...PEF, rowgap: 99 })],
  BAD_METADATA: [() => writePef([], { ...PEF, date: 'today' })],
  ROW_TOO_LONG: [() => writePef([['⠁'.repeat(11)]], PEF)],
  PAGE_TOO_LONG: [() => writePef([['⠁', '⠁', '⠁']], PEF)],
};

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('BrailleError', () => {
  it('carries its code and place, and an English message for logs', () => {
    const error = new BrailleError('NOT_BRAILLE_ASCII', 'Not Braille ASCII.', { line: 2, column: 5, character: 'é' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'BrailleError', code: 'NOT_BRAILLE_ASCII', line: 2, column: 5, page: undefined, message: 'Not Braille ASCII.' });
    expect(error.messageRef).toEqual({ message: brailleMessages.notBrailleAscii, values: { line: 2, column: 5, character: '"é" (U+00E9)' } });
  });

  it('lets a translator error be made from a code and a sentence alone', () => {
    expect(new BrailleError('BAD_LAYOUT', 'x').messageRef).toEqual({ message: brailleMessages.badLayout, values: {} });
  });

  it('gives every message the values its placeholders name, for every error the code makes', () => {
    for (const [code, failures] of Object.entries(FAILURES)) {
      for (const failure of failures) {
        const error = caught(failure);
        expect(error, code).toBeInstanceOf(BrailleError);
        if (!(error instanceof BrailleError)) continue;
        expect(error.code).toBe(code);
        for (const name of placeholders(error.messageRef.message.id)) expect(error.messageRef.values, `${code}: ${name}`).toHaveProperty(name);
      }
    }
  });

  it('shows a character so a screen reader can say it and a bidi control cannot garble the sentence', () => {
    expect(describeCharacter('A')).toBe('"A" (U+0041)');
    expect(describeCharacter('😀')).toBe('"😀" (U+1F600)');
    expect(describeCharacter('\u202e')).toBe('U+202E');
    expect(describeCharacter('\u0000')).toBe('U+0000');
    expect(describeCharacter(' ')).toBe('U+0020');
    expect(describeCharacter('\ud800')).toBe('U+D800');
  });

  it('declares each message with an English description and a Korean phrase as its id', () => {
    for (const message of [...Object.values(brailleMessages), ...Object.values(brfMessages)]) {
      expect(message.description.length).toBeGreaterThan(20);
      expect(message.id).toMatch(/[가-힣]/);
    }
  });
});
