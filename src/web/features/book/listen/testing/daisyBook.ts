import type { DaisyContents, DaisyPhrase } from '../../api/daisyApi.ts';

// A made book for the player's tests, as GET /doc/daisy-contents answers it
// (camelCased): a title, two headings, two pages, five phrases in two audio
// files; or the same text only.

type Timed = readonly [file: string, begin: number, end: number] | null;

function phrase(id: string, kind: DaisyPhrase['kind'], text: string, page: number, clip: Timed): DaisyPhrase {
  return { id, kind, text, lang: 'en', page, file: clip?.[0] ?? null, begin: clip?.[1] ?? null, end: clip?.[2] ?? null };
}

const ONE = 'audio/part001.mp3';
const TWO = 'audio/part002.mp3';

export function audioBook(): DaisyContents {
  return {
    dtmNo: '42',
    status: 'SUCCESS',
    title: 'Rivers',
    lang: 'en',
    audio: 'Y',
    totalTime: 9,
    audioFiles: [
      { file: ONE, url: 'https://files.test/part001.mp3?sig=1', duration: 5 },
      { file: TWO, url: 'https://files.test/part002.mp3?sig=2', duration: 5 },
    ],
    headings: [
      { id: 'h1', level: 1, label: 'Water', file: ONE, begin: 1 },
      { id: 'h2', level: 2, label: 'Rain', file: TWO, begin: 0 },
    ],
    pages: [
      { id: 'p1', page: 1, file: ONE, begin: 0.5 },
      { id: 'p2', page: 2, file: TWO, begin: 2 },
    ],
    phrases: [
      phrase('t', 'title', 'Rivers', 1, [ONE, 0, 0.5]),
      phrase('p1', 'page', '1', 1, [ONE, 0.5, 1]),
      phrase('h1', 'heading', 'Water', 1, [ONE, 1, 2]),
      phrase('s1', 'phrase', 'Water flows down.', 1, [ONE, 2, 4.5]),
      phrase('h2', 'heading', 'Rain', 1, [TWO, 0, 1]),
      phrase('s2', 'phrase', 'Rain falls.', 1, [TWO, 1, 2]),
      phrase('p2', 'page', '2', 2, [TWO, 2, 2.5]),
      phrase('s3', 'phrase', 'Clouds form again.', 2, [TWO, 2.5, 4]),
    ],
  };
}

/** The same book with no audio (AUDIO 'N'): no files, no clips. */
export function textOnlyBook(): DaisyContents {
  const book = audioBook();
  return {
    ...book,
    audio: 'N',
    totalTime: 0,
    audioFiles: [],
    headings: book.headings.map((heading) => ({ ...heading, file: null, begin: null })),
    pages: book.pages.map((page) => ({ ...page, file: null, begin: null })),
    phrases: book.phrases.map((one) => ({ ...one, file: null, begin: null, end: null })),
  };
}
