import { describe, expect, it } from 'vitest';
import {
  elapsed,
  headingOf,
  nextFile,
  nextHeading,
  nextPage,
  nextPhrase,
  pageOf,
  phraseAt,
  phrasesOnPage,
  playerBook,
  previousHeading,
  previousPage,
  previousPhrase,
  startOf,
} from './playerBook.ts';
import { audioBook, textOnlyBook } from './testing/daisyBook.ts';

const ONE = 'audio/part001.mp3';
const TWO = 'audio/part002.mp3';
const book = playerBook(audioBook());
const ids = (indexes: readonly (number | undefined)[]) => indexes.map((index) => (index === undefined ? undefined : book.phrases[index]?.id));

describe('playerBook', () => {
  it('finds the headings among the phrases, the pages and the total time', () => {
    expect(ids(book.headings)).toEqual(['h1', 'h2']);
    expect(book.pageCount).toBe(2);
    expect(book.totalTime).toBe(10);
    expect(book.audio).toBe(true);
  });

  it('reads a text-only book as one without audio', () => {
    const text = playerBook(textOnlyBook());
    expect(text.audio).toBe(false);
    expect(text.files).toEqual([]);
    expect(text.totalTime).toBe(0);
    expect(startOf(text, 3)).toBeUndefined();
  });

  it('counts one page when the book marks none', () => {
    const contents = audioBook();
    const flat = playerBook({ ...contents, pages: [], phrases: contents.phrases.filter((one) => one.kind !== 'page').map((one) => ({ ...one, page: 1 })) });
    expect(flat.pageCount).toBe(1);
    expect(nextPage(flat, 0)).toBeUndefined();
    expect(previousPage(flat, 4)).toBeUndefined();
  });
});

describe('phraseAt', () => {
  it('finds the phrase being heard in a file', () => {
    expect(ids([phraseAt(book, ONE, 2.5)])).toEqual(['s1']);
    expect(ids([phraseAt(book, TWO, 3)])).toEqual(['s3']);
  });

  it('takes a clip as begun at its exact begin, despite the media clock\'s fractions', () => {
    expect(ids([phraseAt(book, ONE, 0.9999)])).toEqual(['h1']);
    expect(ids([phraseAt(book, TWO, 1)])).toEqual(['s2']);
  });

  it('stays on the last phrase through a pause and past a file\'s last clip', () => {
    expect(ids([phraseAt(book, ONE, 4.8)])).toEqual(['s1']);
    expect(ids([phraseAt(book, TWO, 5)])).toEqual(['s3']);
  });

  it('gives the file\'s first phrase before its first clip', () => {
    const contents = audioBook();
    const late = playerBook({ ...contents, phrases: contents.phrases.map((one) => (one.file === TWO && one.begin !== null ? { ...one, begin: one.begin + 0.5 } : one)) });
    expect(late.phrases[phraseAt(late, TWO, 0.1) ?? -1]?.id).toBe('h2');
  });

  it('finds nothing in a file no phrase is in, nor in a text-only book', () => {
    expect(phraseAt(book, 'audio/part009.mp3', 1)).toBeUndefined();
    expect(phraseAt(playerBook(textOnlyBook()), ONE, 1)).toBeUndefined();
  });
});

describe('moving through the book', () => {
  it('goes to the next and previous phrase, and no further than either end', () => {
    expect(nextPhrase(book, 0)).toBe(1);
    expect(nextPhrase(book, book.phrases.length - 1)).toBeUndefined();
    expect(previousPhrase(book, 3)).toBe(2);
    expect(previousPhrase(book, 0)).toBeUndefined();
  });

  it('goes to the next and previous heading', () => {
    expect(ids([nextHeading(book, 0)])).toEqual(['h1']);
    expect(ids([nextHeading(book, 2)])).toEqual(['h2']);
    expect(nextHeading(book, 4)).toBeUndefined();
    expect(ids([previousHeading(book, 7)])).toEqual(['h2']);
    expect(ids([previousHeading(book, 4)])).toEqual(['h1']);
    expect(previousHeading(book, 2)).toBeUndefined();
  });

  it('names the heading a phrase is under, none before the first', () => {
    expect(ids([headingOf(book, 5)])).toEqual(['h2']);
    expect(headingOf(book, 1)).toBeUndefined();
  });

  it('moves nowhere by heading in a book without headings', () => {
    const contents = audioBook();
    const plain = playerBook({ ...contents, headings: [], phrases: contents.phrases.map((one) => (one.kind === 'heading' ? { ...one, kind: 'phrase' as const } : one)) });
    expect(plain.headings).toEqual([]);
    expect(nextHeading(plain, 0)).toBeUndefined();
    expect(previousHeading(plain, 7)).toBeUndefined();
    expect(headingOf(plain, 7)).toBeUndefined();
  });

  it('goes to the next page\'s first phrase and back to the previous page\'s first', () => {
    expect(ids([nextPage(book, 3)])).toEqual(['p2']);
    expect(nextPage(book, 6)).toBeUndefined();
    expect(ids([previousPage(book, 7)])).toEqual(['t']);
    expect(previousPage(book, 3)).toBeUndefined();
    expect(pageOf(book, 7)).toBe(2);
    expect(ids(phrasesOnPage(book, 2))).toEqual(['p2', 's3']);
  });

  it('navigates a text-only book the same way', () => {
    const text = playerBook(textOnlyBook());
    expect(text.phrases[nextHeading(text, 2) ?? -1]?.id).toBe('h2');
    expect(text.phrases[nextPage(text, 0) ?? -1]?.id).toBe('p2');
  });
});

describe('time', () => {
  it('goes on to the next file, none after the last', () => {
    expect(nextFile(book, ONE)?.file).toBe(TWO);
    expect(nextFile(book, TWO)).toBeUndefined();
    expect(nextFile(book, 'nope.mp3')).toBeUndefined();
  });

  it('counts elapsed time across files', () => {
    expect(elapsed(book, ONE, 2)).toBe(2);
    expect(elapsed(book, TWO, 1.5)).toBe(6.5);
    expect(elapsed(book, 'nope.mp3', 1)).toBe(0);
  });

  it('gives where a phrase starts in the audio', () => {
    expect(startOf(book, 4)).toEqual({ file: TWO, time: 0 });
    expect(startOf(book, 99)).toBeUndefined();
  });
});

describe('heading levels', () => {
  it('keeps each heading\'s level from the navigation', () => {
    expect([...book.headingLevels.entries()].map(([index, level]) => [book.phrases[index]?.id, level])).toEqual([
      ['h1', 1],
      ['h2', 2],
    ]);
  });
});
