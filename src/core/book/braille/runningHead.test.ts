import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../model.ts';
import { formatDocumentBraille } from './formatDocumentBraille.ts';
import type { DocumentBrailleOptions } from './options.ts';
import { asAscii, asciiTranslate, doc, p, pageBreak } from './testing.ts';

const headed: DocumentBrailleOptions = { cellsPerLine: 20, linesPerPage: 5, runningHead: 'My Book' };
const rows = async (blocks: BlockElement[], options: DocumentBrailleOptions = headed) =>
  asAscii(await formatDocumentBraille(doc(...blocks), options, asciiTranslate));
const paragraphs = (...texts: string[]) => texts.map((text) => p(text));

describe('running heads', () => {
  it('puts the head, centred, and the print page number on line 1 of page 2, and the text from line 2; page 1 has none', async () => {
    expect(await rows(paragraphs('a', 'b', 'c', 'd', 'e', 'f', 'g'))).toEqual([
      ['  A               #A', '  B', '  C', '  D', '  E               #A'],
      ['      MY BOOK     #A', '  F', '  G', '', '                  #B'],
    ]);
  });

  it('shows the print page that starts the page beside the head, with no change indicator under it', async () => {
    const pages = await rows([...paragraphs('a', 'b', 'c', 'd'), pageBreak, p('e')]);
    expect(pages[1]).toEqual(['      MY BOOK     #B', '  E', '', '', '                  #B']);
  });

  it('centres the head alone when print page numbers are off', async () => {
    const pages = await rows(paragraphs('a', 'b', 'c', 'd', 'e', 'f'), { ...headed, printPageNumbers: false });
    expect(pages[1]).toEqual(['      MY BOOK', '  F', '', '', '                  #B']);
  });

  it('shortens a long title to the words from its start that fit, centred clear of the number', async () => {
    // 20 cells less "#A" and 3 blank cells on each side leave 10 for the head.
    const pages = await rows(paragraphs('a', 'b', 'c', 'd', 'e', 'f'), { ...headed, runningHead: 'alpha beta gamma delta' });
    expect(pages[1]?.[0]).toBe('     ALPHA BETA   #A');
  });

  it('cuts a first word longer than the room', async () => {
    const pages = await rows(paragraphs('a', 'b', 'c', 'd', 'e', 'f'), { ...headed, runningHead: 'encyclopaedias' });
    expect(pages[1]?.[0]).toBe('     ENCYCLOPAE   #A');
  });

  it('has no running head when the option is absent or empty, or the page is shorter than 3 lines', async () => {
    const expected = ['  F               #A', '', '', '', '                  #B'];
    expect((await rows(paragraphs('a', 'b', 'c', 'd', 'e', 'f'), { cellsPerLine: 20, linesPerPage: 5 }))[1]).toEqual(expected);
    expect((await rows(paragraphs('a', 'b', 'c', 'd', 'e', 'f'), { ...headed, runningHead: '  ' }))[1]).toEqual(expected);
    expect(await rows(paragraphs('a', 'b', 'c'), { ...headed, linesPerPage: 2 })).toEqual([['  A', '  B'], ['  C']]);
  });

  it('translates the head with the text, in the same call, after it', async () => {
    const calls: string[][] = [];
    await formatDocumentBraille(doc(p('words')), headed, (lines) => {
      calls.push(lines);
      return asciiTranslate(lines);
    });
    expect(calls).toEqual([['words', 'My Book']]);
  });
});
