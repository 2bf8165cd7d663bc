import type { TextRun } from './markedContent.ts';

// The words of one paragraph, heading, list item or cell as HTML: runs of
// text with the marks the structure gave them (Strong, Em, Code, Link) and
// the ones their geometry shows — a run smaller than the paragraph's text and
// raised above its baseline is a superscript (a footnote mark), lowered a
// subscript (H₂O). Line ends become spaces, except after a hyphen, where the
// word goes on (a soft hyphen there is dropped).

export type Mark = 'strong' | 'em' | 'code' | 'sub' | 'sup';
const MARK_ORDER: readonly Mark[] = ['strong', 'em', 'code', 'sub', 'sup'];

export interface TextPiece {
  readonly text: string;
  readonly size: number;
  readonly y: number;
  readonly marks: readonly Mark[];
  readonly href?: string;
}

export function piecesOfRuns(runs: readonly TextRun[], marks: readonly Mark[], href: string | undefined): TextPiece[] {
  return runs.map((run) => {
    let text = run.text;
    if (run.endsLine) {
      if (text.endsWith('\u00ad')) text = text.slice(0, -1);
      else if (!text.endsWith('-')) text += ' ';
    }
    return { text, size: run.size, y: run.y, marks, ...(href === undefined ? {} : { href }) };
  });
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Controls a PDF's text may hold (and an HTML parser would change) go; white space runs are one space. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
export const cleanText = (text: string): string => text.replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f\u00ad]/g, '').replace(/\s+/g, ' ');

/** The pieces' plain text, white space collapsed and trimmed. */
export const piecesText = (pieces: readonly TextPiece[]): string => cleanText(pieces.map((piece) => piece.text).join('')).trim();

export function inlineHtml(pieces: readonly TextPiece[]): string {
  const shaped = withScriptMarks(pieces);
  let html = '';
  let index = 0;
  while (index < shaped.length) {
    const first = shaped[index] as TextPiece;
    let text = '';
    while (index < shaped.length && sameStyle(shaped[index] as TextPiece, first)) text += (shaped[index++] as TextPiece).text;
    // Spaces at a styled run's edges go outside it: a link or bold word starts at its first letter.
    const [, lead = '', core = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(cleanText(text)) ?? [];
    let part = escapeHtml(core);
    for (const mark of [...MARK_ORDER].reverse()) if (first.marks.includes(mark)) part = `<${mark}>${part}</${mark}>`;
    if (first.href !== undefined) part = `<a href="${escapeHtml(first.href)}">${part}</a>`;
    html += (lead ? ' ' : '') + (core ? part : '') + (trail && core ? ' ' : '');
  }
  return html.replace(/ {2,}/g, ' ').replace(/^ +| +$/g, '');
}

const sameStyle = (a: TextPiece, b: TextPiece): boolean => a.href === b.href && a.marks.length === b.marks.length && a.marks.every((mark) => b.marks.includes(mark));

/** Superscript and subscript from size and baseline, against the text around. */
function withScriptMarks(pieces: readonly TextPiece[]): TextPiece[] {
  const body = dominantSize(pieces);
  if (body === 0) return [...pieces];
  const isBody = (piece: TextPiece) => piece.size >= body * 0.9 && piece.text.trim() !== '';
  return pieces.map((piece, index) => {
    if (piece.size >= body * 0.9 || piece.text.trim() === '' || piece.marks.includes('sub') || piece.marks.includes('sup')) return piece;
    const neighbour = nearest(pieces, index, (other) => isBody(other) && Math.abs(other.y - piece.y) < body);
    if (neighbour === undefined) return piece;
    const rise = piece.y - neighbour.y;
    if (rise > body * 0.15) return { ...piece, marks: [...piece.marks, 'sup'] };
    if (rise < -body * 0.1) return { ...piece, marks: [...piece.marks, 'sub'] };
    return piece;
  });
}

function nearest(pieces: readonly TextPiece[], index: number, test: (piece: TextPiece) => boolean): TextPiece | undefined {
  for (let distance = 1; distance < pieces.length; distance++) {
    for (const at of [index - distance, index + distance]) {
      const piece = pieces[at];
      if (piece !== undefined && test(piece)) return piece;
    }
  }
  return undefined;
}

/** The font size most of the text is set in (weighted by characters). */
function dominantSize(pieces: readonly TextPiece[]): number {
  const weight = new Map<number, number>();
  for (const piece of pieces) {
    const characters = piece.text.trim().length;
    if (characters === 0) continue;
    const size = Math.round(piece.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + characters);
  }
  let best = 0;
  let bestWeight = 0;
  for (const [size, total] of weight) if (total > bestWeight || (total === bestWeight && size > best)) [best, bestWeight] = [size, total];
  return best;
}
