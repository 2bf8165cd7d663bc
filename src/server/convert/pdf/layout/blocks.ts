import type { PageFigure } from '../pageLayout.ts';
import { headingLevel, type TypeScale } from './fontSizes.ts';
import type { Line, Span } from './lines.ts';
import { listMarker, type MarkerReading, type MarkerStyle } from './listMarkers.ts';
import type { Flow, InferredTable } from './tables.ts';

// One page's flow (lines in reading order, tables, figures) as blocks:
// headings, paragraphs, lists, tables and figures.
// - A heading is a line set larger than the body (its level from its size,
//   fontSizes.ts); lines of one heading follow each other closely.
// - A list item starts with a marker (listMarkers.ts); its deeper indentation
//   nests it; a change of marker style, or a number that does not follow,
//   starts a new list (a lettered list "a. b." then "a." again is two lists).
// - A paragraph goes on while the next line follows closely (no more than
//   the document's usual line gap), in the same size, at the same left edge
//   (a first-line indent allowed), and the line before was wrapped, not
//   ended early (the next line's first word would not have fitted on it).
// The second pass (lists from indentation, bold headings, footnotes) works on
// these blocks: refineBlocks.ts.

export interface ListItem {
  lines: Line[];
  children: ListBlock[];
}

export interface ListBlock {
  readonly kind: 'list';
  /** 'none': no marker printed (Chromium draws bullets as shapes): items found by their indentation. */
  readonly style: MarkerStyle | 'none';
  readonly start: number;
  readonly left: number;
  readonly items: ListItem[];
  /** The ordinal of the last item, to know whether the next one follows. */
  last: number;
}

export type Block =
  | { readonly kind: 'heading'; level: number; readonly lines: Line[]; readonly why: string }
  | { readonly kind: 'paragraph'; readonly lines: Line[]; footnote: boolean; readonly column: Column }
  | ListBlock
  | { readonly kind: 'table'; readonly table: InferredTable }
  | { readonly kind: 'figure'; readonly figure: PageFigure };

export interface Column {
  readonly left: number;
  readonly right: number;
}

export interface BlockContext {
  readonly scale: TypeScale;
  /** The usual gap between two lines of a paragraph, in font sizes. */
  readonly lineGap: number;
}

/** The text after the marker: the marker's characters taken off the first spans. */
export function withoutMarker(line: Line, marker: string): Line {
  let need = marker.trim().length;
  const spans: Span[] = [];
  for (const span of line.spans) {
    const text = span.text.replace(/^\s+/, '');
    if (need === 0) spans.push(spans.length === 0 ? { ...span, text } : span);
    else if (text.length <= need) need -= text.length;
    else {
      spans.push({ ...span, text: text.slice(need).replace(/^\s+/, '') });
      need = 0;
    }
  }
  return { ...line, spans, text: line.text.slice(marker.length).trim() };
}

export function isShort(line: Line, column: { right: number }): boolean {
  return line.right < column.right - 3 * line.fontSize;
}

/**
 * Whether `previous` ended before its column's edge by choice: the first word
 * of `next` would have fitted after it. A line the typesetter wrapped ends
 * short only by less than that word (its width guessed from its share of
 * the next line's characters).
 */
export function endedEarly(previous: Line, next: Line, column: { right: number }): boolean {
  const firstWord = /^\S+/u.exec(next.text)?.[0] ?? '';
  const wordWidth = next.text.length > 0 ? ((next.right - next.left) * (firstWord.length + 1)) / next.text.length : 0;
  return previous.right + wordWidth < column.right - 0.5 * previous.fontSize;
}

function sameSize(a: Line, b: Line, scale: TypeScale): boolean {
  return Math.abs(a.fontSize - b.fontSize) <= Math.max(0.5, scale.tolerance * Math.max(a.fontSize, b.fontSize));
}

function closeBelow(previous: Line, line: Line, context: BlockContext): boolean {
  const gap = line.top - previous.bottom;
  const size = Math.max(previous.fontSize, line.fontSize);
  return gap <= (context.lineGap + 0.45) * size && gap >= -0.6 * (previous.bottom - previous.top);
}

/** The reading of a marker that continues `list`, if any. */
function continuing(list: ListBlock | undefined, readings: readonly MarkerReading[]): MarkerReading | undefined {
  if (list === undefined) return undefined;
  return readings.find((reading) => reading.style === list.style && (reading.style === 'bullet' || reading.ordinal === list.last + 1));
}

export function flowBlocks(flow: readonly Flow[], context: BlockContext): Block[] {
  const blocks: Block[] = [];
  // The open paragraph or heading, and the list being built (outermost first).
  // `edge`: the left edge of the paragraph's lines in its current column, its first line aside (Infinity until a second line).
  let open: { block: Extract<Block, { kind: 'heading' | 'paragraph' }>; column: Column; edge: number } | undefined;
  let lists: { list: ListBlock }[] = [];
  let item: { item: ListItem; column: Column } | undefined;
  const close = () => {
    open = undefined;
    lists = [];
    item = undefined;
  };

  for (const entry of flow) {
    if (entry.kind === 'table') {
      close();
      blocks.push({ kind: 'table', table: entry.table });
      continue;
    }
    const { item: placed, column } = entry.entry;
    if (placed.kind === 'figure') {
      close();
      blocks.push({ kind: 'figure', figure: placed.figure });
      continue;
    }
    const line = placed.line;
    const level = line.text.length <= 200 && /\p{L}.*\p{L}/u.test(line.text) ? headingLevel(context.scale, line.fontSize) : undefined;

    if (level !== undefined) {
      const last = open?.block.lines.at(-1);
      if (open?.block.kind === 'heading' && open.block.level === level && last !== undefined && closeBelow(last, line, context)) {
        open.block.lines.push(line);
        continue;
      }
      close();
      const block: Block = { kind: 'heading', level, lines: [line], why: `font size ${line.fontSize} pt (body ${context.scale.bodySize} pt)` };
      blocks.push(block);
      open = { block, column, edge: Infinity };
      continue;
    }

    const marker = listMarker(line.text, line.confidence !== undefined);
    if (marker !== undefined) {
      open = undefined;
      const markerText = line.text.slice(0, marker.length);
      const content = withoutMarker(line, markerText);
      // Back out to the list this item's indentation belongs to.
      while (lists.length > 0 && (lists.at(-1) as { list: ListBlock }).list.left > line.left + 0.5 * line.fontSize) lists.pop();
      const current = lists.at(-1);
      const sameLevel = current !== undefined && Math.abs(current.list.left - line.left) <= 0.5 * line.fontSize;
      const follows = sameLevel ? continuing(current.list, marker.readings) : undefined;
      const newItem: ListItem = { lines: [content], children: [] };
      if (current !== undefined && follows !== undefined) {
        current.list.items.push(newItem);
        current.list.last = follows.ordinal;
      } else {
        const reading = marker.readings[0];
        const list: ListBlock = { kind: 'list', style: reading.style, start: reading.ordinal, left: line.left, items: [newItem], last: reading.ordinal };
        if (sameLevel) lists.pop();
        const parent = lists.at(-1);
        const parentItem = parent?.list.items.at(-1);
        if (parentItem !== undefined) parentItem.children.push(list);
        else {
          lists = [];
          blocks.push(list);
        }
        lists.push({ list });
      }
      item = { item: newItem, column };
      continue;
    }

    // A line with no marker: the open list item's next line, the open paragraph's, or a new paragraph.
    const itemLast = item?.item.lines.at(-1);
    if (item !== undefined && itemLast !== undefined) {
      const itemLeft = item.item.lines[0]?.left ?? line.left;
      if (closeBelow(itemLast, line, context) && sameSize(itemLast, line, context.scale) && !endedEarly(itemLast, line, item.column) && line.left >= itemLeft - 0.3 * line.fontSize) {
        item.item.lines.push(line);
        item.column = column;
        continue;
      }
    }
    if (open?.block.kind === 'paragraph' && continuesParagraph(open, line, context)) {
      const previous = open.block.lines.at(-1) as Line;
      open.block.lines.push(line);
      // It may have run on into the next column, whose edges now count from here.
      if (line.top < previous.top && line.page === previous.page) open.edge = line.left;
      else open.edge = Math.min(open.edge, line.left);
      open.column = column;
      continue;
    }
    close();
    const block: Block = { kind: 'paragraph', lines: [line], footnote: false, column };
    blocks.push(block);
    open = { block, column, edge: Infinity };
  }
  return blocks;
}

function continuesParagraph(open: { block: { lines: readonly Line[] }; column: Column; edge: number }, line: Line, context: BlockContext): boolean {
  const { lines } = open.block;
  const previous = lines.at(-1) as Line;
  const column = open.column;
  // The rest of the same printed line, set apart by a wide space (justified text).
  if (line.page === previous.page && line.row === previous.row && line.left > previous.left) return true;
  // Over to the top of the next column, when the column's last line was wrapped, not ended.
  if (line.top < previous.top && line.left >= previous.right - 1 && sameSize(previous, line, context.scale) && line.bold === previous.bold) {
    return !endedEarly(previous, line, column);
  }
  if (!closeBelow(previous, line, context) || !sameSize(previous, line, context.scale)) return false;
  // A wholly bold line next to plain ones is a heading or a lead-in, not part of one paragraph with them.
  if (line.bold !== previous.bold) return false;
  // The same left edge as the lines above in this column; after the first line alone, an indent or an outdent is allowed.
  const size = line.fontSize;
  if (open.edge !== Infinity ? Math.abs(line.left - open.edge) > 0.8 * size : line.left > previous.left + 0.8 * size || line.left < previous.left - 4 * size) return false;
  // A line ended early (the next word would have fitted on it) ends the paragraph.
  if (endedEarly(previous, line, column)) return false;
  return true;
}
