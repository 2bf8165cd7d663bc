import type { DaisyAudioFile, DaisyContents, DaisyPhrase } from '../api/daisyApi.ts';

// The player's view of a made book (GET /doc/daisy-contents): its phrases in
// reading order, where headings and pages start among them, and its audio
// files. Pure: the navigation and timing the player and its tests share. A
// position in the book is a phrase's index; in the audio it is (file, time),
// and phraseAt turns the one into the other.

export interface PlayerBook {
  readonly title: string;
  readonly lang: string;
  /** False for a text-only book (AUDIO 'N'): navigation, highlight and braille, no sound. */
  readonly audio: boolean;
  readonly phrases: readonly DaisyPhrase[];
  /** The indexes of the heading phrases, in reading order. */
  readonly headings: readonly number[];
  /** A heading phrase's level (1–6), by its index. */
  readonly headingLevels: ReadonlyMap<number, number>;
  readonly files: readonly DaisyAudioFile[];
  /** The last page number (1 when the book marks no pages). */
  readonly pageCount: number;
  /** Seconds of audio in all (the files' durations added up). */
  readonly totalTime: number;
}

export function playerBook(contents: DaisyContents): PlayerBook {
  const phrases = contents.phrases;
  const headingIds = new Set(contents.headings.map((heading) => heading.id));
  const headings = phrases.flatMap((phrase, index) => (phrase.kind === 'heading' || headingIds.has(phrase.id) ? [index] : []));
  const levelById = new Map(contents.headings.map((heading) => [heading.id, heading.level]));
  const headingLevels = new Map(headings.map((index) => [index, levelById.get(phrases[index]?.id ?? '') ?? 1]));
  const pageCount = Math.max(1, ...phrases.map((phrase) => phrase.page), ...contents.pages.map((page) => page.page));
  const files = contents.audio === 'Y' ? contents.audioFiles : [];
  const totalTime = files.reduce((sum, file) => sum + file.duration, 0);
  return { title: contents.title, lang: contents.lang, audio: files.length > 0, phrases, headings, headingLevels, files, pageCount, totalTime };
}

/** Half a millisecond: clip times are whole milliseconds, a media clock is not. */
const EPSILON = 0.0005;

/** Whether a phrase has a clip in the audio. */
export function isTimed(phrase: DaisyPhrase): phrase is DaisyPhrase & { readonly file: string; readonly begin: number; readonly end: number } {
  return phrase.file !== null && phrase.begin !== null && phrase.end !== null;
}

/**
 * The phrase being heard at `time` seconds into `file`: the last one that has
 * begun by then (a pause between two clips stays on the one before). Before a
 * file's first clip, that first clip's phrase; undefined for a file no phrase
 * is in.
 */
export function phraseAt(book: PlayerBook, file: string, time: number): number | undefined {
  let found: number | undefined;
  for (const [index, phrase] of book.phrases.entries()) {
    if (!isTimed(phrase) || phrase.file !== file) continue;
    if (found === undefined || phrase.begin <= time + EPSILON) found = index;
    if (phrase.begin > time + EPSILON) break;
  }
  return found;
}

/** The next phrase, or undefined at the last. */
export function nextPhrase(book: PlayerBook, index: number): number | undefined {
  return index + 1 < book.phrases.length ? index + 1 : undefined;
}

/** The phrase before, or undefined at the first. */
export function previousPhrase(_book: PlayerBook, index: number): number | undefined {
  return index > 0 ? index - 1 : undefined;
}

/** The first heading after `index`, or undefined when none follows (or the book has none). */
export function nextHeading(book: PlayerBook, index: number): number | undefined {
  return book.headings.find((heading) => heading > index);
}

/** The last heading before `index`, or undefined when none comes before. */
export function previousHeading(book: PlayerBook, index: number): number | undefined {
  return book.headings.findLast((heading) => heading < index);
}

/** The heading `index` is under (the last at or before it), or undefined before the first. */
export function headingOf(book: PlayerBook, index: number): number | undefined {
  return book.headings.findLast((heading) => heading <= index);
}

/** The page a phrase is on (1 if the index is out of the book). */
export function pageOf(book: PlayerBook, index: number): number {
  return book.phrases[index]?.page ?? 1;
}

/** The first phrase of the next page with any phrase on it, or undefined on the last. */
export function nextPage(book: PlayerBook, index: number): number | undefined {
  const page = pageOf(book, index);
  const found = book.phrases.findIndex((phrase, at) => at > index && phrase.page > page);
  return found === -1 ? undefined : found;
}

/** The first phrase of the page before the current one, or undefined on the first page. */
export function previousPage(book: PlayerBook, index: number): number | undefined {
  const page = pageOf(book, index);
  const before = book.phrases.findLastIndex((phrase, at) => at < index && phrase.page < page);
  if (before === -1) return undefined;
  const target = pageOf(book, before);
  return book.phrases.findIndex((phrase) => phrase.page === target);
}

/** The indexes of the phrases on a page, in order. */
export function phrasesOnPage(book: PlayerBook, page: number): number[] {
  return book.phrases.flatMap((phrase, index) => (phrase.page === page ? [index] : []));
}

/** The audio file after `file`, or undefined at the book's last. */
export function nextFile(book: PlayerBook, file: string): DaisyAudioFile | undefined {
  const at = book.files.findIndex((one) => one.file === file);
  return at === -1 ? undefined : book.files[at + 1];
}

/** The file a name refers to, or undefined. */
export function audioFile(book: PlayerBook, file: string): DaisyAudioFile | undefined {
  return book.files.find((one) => one.file === file);
}

/** Seconds from the book's start to `time` in `file` (0 for a file the book lacks). */
export function elapsed(book: PlayerBook, file: string, time: number): number {
  const at = book.files.findIndex((one) => one.file === file);
  if (at === -1) return 0;
  return book.files.slice(0, at).reduce((sum, one) => sum + one.duration, 0) + Math.max(0, time);
}

/** Where a phrase starts in the audio: its (file, begin), or undefined for an untimed phrase. */
export function startOf(book: PlayerBook, index: number): { readonly file: string; readonly time: number } | undefined {
  const phrase = book.phrases[index];
  return phrase && isTimed(phrase) ? { file: phrase.file, time: phrase.begin } : undefined;
}
