import { needsSpace, type Line, type Shift } from './lines.ts';

// A block's lines as one run of text with its marks. Lines are joined with a
// space, except across a hyphen at a line's end:
// - a soft hyphen (U+00AD) only ever marks a break: it goes;
// - "foun-" + "dation" → "foundation": a hyphen before a lower-case letter is
//   taken as the typesetter's, unless the document spells the word with the
//   hyphen elsewhere and never without ("well-known");
// - before a capital or a digit ("Franco-" + "Prussian", "COVID-" + "19") the
//   hyphen is the word's own: it stays, with no space.
// Between Chinese or Japanese characters there is no space to add.

export interface Piece {
  readonly text: string;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly shift?: Shift;
  readonly href?: string;
}

/** How the document spells words, to decide a hyphen at a line's end. */
export interface Spellings {
  readonly words: ReadonlySet<string>;
}

export function spellingsOf(lines: Iterable<Line>): Spellings {
  const words = new Set<string>();
  for (const line of lines) for (const word of line.text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []) words.add(word);
  return { words };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function linePieces(line: Line, plain: boolean): Piece[] {
  const pieces: Piece[] = [];
  line.spans.forEach((span, index) => {
    const previous = line.spans[index - 1];
    const space = previous !== undefined && needsSpace(previous, span, previous.text.slice(-1)) ? ' ' : '';
    const piece: Piece = {
      text: space + span.text,
      bold: !plain && span.bold,
      italic: !plain && span.italic,
      ...(span.shift !== undefined ? { shift: span.shift } : {}),
      ...(span.href !== undefined ? { href: span.href } : {}),
    };
    pieces.push(piece);
  });
  // White space inside collapses; none at the line's ends.
  const collapsed = pieces.map((piece) => ({ ...piece, text: piece.text.replace(/\s+/g, ' ') }));
  trimEnds(collapsed);
  return collapsed.filter((piece) => piece.text !== '');
}

function trimEnds(pieces: Piece[]): void {
  const first = pieces.findIndex((piece) => piece.text.trim() !== '');
  for (let index = 0; index < first; index += 1) pieces[index] = { ...(pieces[index] as Piece), text: '' };
  if (first >= 0) pieces[first] = { ...(pieces[first] as Piece), text: (pieces[first] as Piece).text.trimStart() };
  let last = -1;
  for (let index = pieces.length - 1; index >= 0; index -= 1) {
    if ((pieces[index] as Piece).text.trim() !== '') {
      last = index;
      break;
    }
  }
  for (let index = last + 1; index < pieces.length; index += 1) pieces[index] = { ...(pieces[index] as Piece), text: '' };
  if (last >= 0) pieces[last] = { ...(pieces[last] as Piece), text: (pieces[last] as Piece).text.trimEnd() };
}

/** What goes between two lines: '' or ' ', and whether the first line's last character (a break hyphen) goes. */
export function lineJoin(before: string, after: string, spellings: Spellings): { separator: string; dropLast: boolean } {
  if (before.endsWith('\u00AD')) return { separator: '', dropLast: true };
  // Only the last word matters; a bounded tail keeps the pattern's work bounded on a hostile line.
  const hyphenated = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)[-\u2010]$/u.exec(before.slice(-100));
  if (hyphenated !== null) {
    if (!/^\p{Ll}/u.test(after)) return { separator: '', dropLast: false };
    const head = (hyphenated[1] as string).toLowerCase();
    const tail = (/^[\p{L}\p{N}]+/u.exec(after)?.[0] ?? '').toLowerCase();
    const withHyphen = `${head}-${tail}`;
    const joined = `${head}${tail}`;
    const keep = spellings.words.has(withHyphen) && !spellings.words.has(joined);
    return { separator: '', dropLast: !keep };
  }
  if (CJK.test(before.slice(-1)) && CJK.test(after.slice(0, 1))) return { separator: '', dropLast: false };
  return { separator: ' ', dropLast: false };
}

/** The lines' text as pieces, lines joined; `plain` drops bold and italic (a heading's or a header cell's own weight). */
export function blockPieces(lines: readonly Line[], spellings: Spellings, plain = false): Piece[] {
  const pieces: Piece[] = [];
  for (const line of lines) {
    const next = linePieces(line, plain);
    if (next.length === 0) continue;
    const last = pieces.at(-1);
    if (last !== undefined) {
      const { separator, dropLast } = lineJoin(last.text, (next[0] as Piece).text, spellings);
      if (dropLast) pieces[pieces.length - 1] = { ...last, text: last.text.slice(0, -1) };
      if (separator !== '') pieces[pieces.length - 1] = { ...(pieces.at(-1) as Piece), text: (pieces.at(-1) as Piece).text + separator };
    }
    pieces.push(...next);
  }
  return pieces.filter((piece) => piece.text !== '');
}

export function piecesText(pieces: readonly Piece[]): string {
  return pieces.map((piece) => piece.text).join('');
}
