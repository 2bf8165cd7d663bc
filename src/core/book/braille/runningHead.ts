// The running head (BANA Braille Formats 2016, running heads): the
// document's title centred on line 1 of every braille page but the first,
// with at least three blank cells between it and the print page number at
// the right margin. BF asks for a title too long for the line to be
// shortened meaningfully, which only a person can do; we keep the title's
// words from the start that fit (whole words), and cut the first word only
// when it alone is longer than the room. docs/braille.md, "Documents in braille".

import { wordsOf } from './fillLines.ts';
import { NUMBER_GAP } from './numbers.ts';

/**
 * The cells the head may take on a line of `width` cells whose print page
 * number is `numberWidth` cells (0 when there is none). The same room is kept
 * free on the left, so the head is centred on the line; `numberWidth` is the
 * widest number of the document, so the head is the same on every page. On
 * a line too narrow for that, the head takes what the number leaves.
 */
export function runningHeadRoom(width: number, numberWidth: number): number {
  const reserved = numberWidth + NUMBER_GAP;
  const centred = width - 2 * reserved;
  return centred > 0 ? centred : Math.max(0, width - reserved);
}

/** The head within `room` cells: its words from the start that fit; a first word longer than the room cut at it. */
export function shortenedHead(head: Uint8Array, room: number): Uint8Array {
  const words = wordsOf(head);
  const kept: number[] = [];
  for (const word of words) {
    const needed = kept.length === 0 ? word.length : kept.length + 1 + word.length;
    if (needed > room) break;
    if (kept.length > 0) kept.push(0);
    kept.push(...word);
  }
  if (kept.length === 0 && words[0]) return words[0].slice(0, Math.max(0, room));
  return Uint8Array.from(kept);
}

/**
 * Line 1 of a page: the head centred on the line (moved left if centring
 * would bring it within NUMBER_GAP cells of the number), then the print page
 * number, if any, at the right margin.
 */
export function runningHeadRow(head: Uint8Array, width: number, number?: Uint8Array): Uint8Array {
  const end = number ? width - number.length - NUMBER_GAP : width;
  const start = Math.max(0, Math.min(Math.floor((width - head.length) / 2), end - head.length));
  const row = new Uint8Array(number ? width : start + head.length);
  row.set(head, start);
  if (number) row.set(number, width - number.length);
  return row;
}
