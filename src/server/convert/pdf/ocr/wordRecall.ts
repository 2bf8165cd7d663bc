// How much of a source's text a reading (OCR, a converter's output) kept:
// the fraction of the source's words found in the reading in the same order
// (the longest common subsequence of the two word lists over the source's
// word count). Words are compared normalised — Unicode NFKC, lower case,
// punctuation at either end dropped — so "sunlight," and "Sunlight" are one
// word; inner punctuation stays ("1.5", "e-mail"). Word order matters, so a
// reading that has every word but in the wrong places scores low.

/** The text's words, normalised for comparison. */
export function normalisedWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');
}

/** Length of the longest common subsequence, in O(n·m) time and O(m) memory. */
function commonSubsequence(a: readonly string[], b: readonly string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = word === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] as number);
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/** The fraction (0–1) of `source`'s words that `reading` has, in order; 1 when the source has no words. */
export function wordRecall(source: string, reading: string): number {
  const expected = normalisedWords(source);
  if (expected.length === 0) return 1;
  return commonSubsequence(expected, normalisedWords(reading)) / expected.length;
}
