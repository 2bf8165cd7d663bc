// Filling lines with braille words: a word is a run of non-blank cells, words
// are one blank cell apart, a line breaks before the word that does not fit,
// and a word longer than a whole line is cut at the line's end (as pages.ts
// does for files). The width of each line is asked for as the line starts,
// because a page's first and last lines give room to page numbers.

/** The words of a line of cells: runs of non-blank cells (any run of blanks is one space). */
export function wordsOf(cells: Uint8Array): Uint8Array[] {
  const words: Uint8Array[] = [];
  let start = -1;
  for (let i = 0; i <= cells.length; i++) {
    const blank = i === cells.length || cells[i] === 0;
    if (blank && start >= 0) {
      words.push(cells.slice(start, i));
      start = -1;
    } else if (!blank && start < 0) start = i;
  }
  return words;
}

/**
 * Fills lines with `words`. `limitOf(lineIndex)` is the most cells a line's
 * words may take (at least 1); `emit` receives each full line's cells (words
 * and the blanks between them, no indentation).
 */
export function fillLines(words: readonly Uint8Array[], limitOf: (lineIndex: number) => number, emit: (cells: Uint8Array, lineIndex: number) => void): number {
  let lineIndex = 0;
  let line: number[] = [];
  let limit = 0;
  let open = false;
  const flush = () => {
    emit(Uint8Array.from(line), lineIndex);
    lineIndex++;
    line = [];
    open = false;
  };
  for (const whole of words) {
    let word = whole;
    while (word.length > 0) {
      if (!open) {
        limit = Math.max(1, limitOf(lineIndex));
        open = true;
      }
      if (line.length === 0) {
        if (word.length <= limit) {
          line = [...word];
          word = new Uint8Array(0);
        } else {
          line = [...word.slice(0, limit)];
          word = word.slice(limit);
          flush();
        }
      } else if (line.length + 1 + word.length <= limit) {
        line.push(0, ...word);
        word = new Uint8Array(0);
      } else flush();
    }
  }
  if (open && line.length > 0) flush();
  return lineIndex;
}
