import type { Line } from './lines.ts';

// Running heads and feet are print furniture: the book's or chapter's title
// and the page number, repeated in the margin of every page. Read aloud on
// every page they are noise, and the page number is already the page break.
// A line in the top or bottom margin band goes when
// - the same words (digits aside, so "Page 3 of 9" matches "Page 4 of 9")
//   stand at about the same height on most pages, in type no larger than the
//   body's (a chapter heading "Chapter 3" atop each page is larger); or
// - it is a lone page number ("12", "- 12 -", "xiv", "Page 12", "12 / 30").
// The print page number found that way is kept for the caller.

/** The share of the page's height, at the top and at the bottom, where running heads live. */
const BAND = 0.12;
const LONE_NUMBER = /^(?:page\s+|p\.\s*)?[-–—([]?\s*(\d{1,4}|[ivxlcdm]{1,7})\s*[-–—)\]]?(?:\s*(?:\/|of)\s*\d{1,4})?$/i;

export interface PageLines {
  readonly page: number;
  readonly height: number;
  readonly lines: readonly Line[];
}

export interface WithoutRunningHeads {
  readonly pages: readonly PageLines[];
  /** The print page number read from a removed lone number, by page. */
  readonly printNumbers: ReadonlyMap<number, string>;
  readonly removed: number;
}

function inBand(line: Line, height: number): 'top' | 'bottom' | undefined {
  if (height <= 0) return undefined;
  if (line.bottom <= BAND * height) return 'top';
  if (line.top >= (1 - BAND) * height) return 'bottom';
  return undefined;
}

function keyOf(line: Line): string {
  return line.text
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/\b[ivxlcdm]{1,7}\b/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The size most characters are set in. */
function commonSize(lines: readonly Line[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(line.fontSize, (chars.get(line.fontSize) ?? 0) + line.text.length);
  let best = Infinity;
  let most = 0;
  for (const [size, count] of chars) {
    if (count > most) {
      best = size;
      most = count;
    }
  }
  return best;
}

export function removeRunningHeads(pages: readonly PageLines[]): WithoutRunningHeads {
  // The pages each margin text stands on, by its words and its height on the page in 1 % steps.
  const seen = new Map<string, Set<number>>();
  const placeKey = (line: Line, height: number, step: number) => `${inBand(line, height)}|${Math.round((100 * line.top) / height) + step}|${keyOf(line)}`;
  for (const page of pages) {
    for (const line of page.lines) {
      if (inBand(line, page.height) === undefined) continue;
      const key = placeKey(line, page.height, 0);
      const pagesThere = seen.get(key) ?? new Set<number>();
      pagesThere.add(page.page);
      seen.set(key, pagesThere);
    }
  }
  const needed = Math.max(2, Math.ceil(0.5 * pages.length));
  const bodySize = commonSize(pages.flatMap((page) => page.lines));
  const answers = new Map<string, boolean>();
  const repeated = (line: Line, height: number): boolean => {
    if (inBand(line, height) === undefined || line.fontSize > bodySize * 1.1) return false;
    const key = placeKey(line, height, 0);
    let answer = answers.get(key);
    if (answer === undefined) {
      // Within 2 % of the page's height of each other counts as the same place.
      const pagesNear = new Set<number>();
      for (const step of [-2, -1, 0, 1, 2]) for (const pageNumber of seen.get(placeKey(line, height, step)) ?? []) pagesNear.add(pageNumber);
      answer = pagesNear.size >= needed;
      answers.set(key, answer);
    }
    return answer;
  };

  const printNumbers = new Map<number, string>();
  let removed = 0;
  const kept = pages.map((page) => {
    const lines = page.lines.filter((line) => {
      if (inBand(line, page.height) === undefined) return true;
      const lone = LONE_NUMBER.exec(line.text);
      if (lone !== null) {
        printNumbers.set(page.page, lone[1] as string);
        removed += 1;
        return false;
      }
      if (repeated(line, page.height)) {
        removed += 1;
        return false;
      }
      return true;
    });
    return { ...page, lines };
  });
  return { pages: kept, printNumbers, removed };
}
