import { ConversionFailure, type ConversionNote } from '../../conversion.ts';
import type { PageLayout } from '../pageLayout.ts';
import { flowBlocks, type Block, type ListBlock } from './blocks.ts';
import { typeScale } from './fontSizes.ts';
import { blockHtml, escapeHtml } from './html.ts';
import { blockPieces, piecesText, spellingsOf } from './inline.ts';
import { linesOf } from './lines.ts';
import { readingOrder, type Ordered } from './readingOrder.ts';
import { refineBlocks } from './refineBlocks.ts';
import { removeRunningHeads } from './runningHeads.ts';
import { findTables } from './tables.ts';
import { maxOf } from './numbers.ts';

// The structure of an untagged PDF inferred from its layout (issue 21,
// ordinary quality), for pages read from a text layer and pages read by OCR
// alike. The steps, each in its own file:
//   lines.ts         pieces of text → visual lines (rows cut at wide gaps), superscripts
//   runningHeads.ts  running heads, feet and lone page numbers removed
//   fontSizes.ts     the body size and the heading sizes of the whole document
//   readingOrder.ts  columns: left column first
//   tables.ts        aligned rows → tables
//   blocks.ts        headings, list items (markers, nesting), paragraphs (line spacing)
//   refineBlocks.ts  lists from indentation, bold headings, footnotes
//   inline.ts        lines joined (hyphenation), marks and links
//   html.ts          the Book's HTML, escaped
// Each print page ends with a page break. Every guess a person should check
// is a note.

export interface LayoutToHtmlOptions {
  /** The document's title; otherwise the largest text on the first page. */
  readonly title?: string;
  readonly lang?: string;
  /** A figure's alternative text, when the caller has one (none in an untagged PDF). */
  readonly altText?: (imageId: string) => string | undefined;
  /** More HTML than this many bytes is a failure (TOO_LARGE); limits.maxHtmlBytes. */
  readonly maxHtmlBytes?: number;
}

export interface LayoutHtml {
  readonly html: string;
  readonly notes: ConversionNote[];
  /** The title used (options.title, or the inferred one; '' when there is none). */
  readonly title: string;
  /** The number printed on a page (its lone page number, removed from the text), by 1-based page. */
  readonly printPageNumbers: ReadonlyMap<number, string>;
}

const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,8}$/;

/** The usual gap between lines of one paragraph, in font sizes: the median of close gaps between lines of one size. */
function usualLineGap(pages: readonly (readonly Ordered[])[]): number {
  const ratios: number[] = [];
  for (const entries of pages) {
    for (let index = 1; index < entries.length; index += 1) {
      const a = (entries[index - 1] as Ordered).item;
      const b = (entries[index] as Ordered).item;
      if (a.kind !== 'line' || b.kind !== 'line' || a.line.row === b.line.row) continue;
      if (Math.abs(a.line.fontSize - b.line.fontSize) > 0.5) continue;
      const ratio = (b.line.top - a.line.bottom) / a.line.fontSize;
      if (ratio >= -0.3 && ratio <= 1.5) ratios.push(ratio);
    }
  }
  if (ratios.length === 0) return 0.25;
  ratios.sort((x, y) => x - y);
  return Math.max(0, ratios[Math.floor(ratios.length / 2)] as number);
}

function countItems(list: ListBlock): number {
  return list.items.reduce((sum, item) => sum + 1 + item.children.reduce((inner, child) => inner + countItems(child), 0), 0);
}

function notesFor(blocks: readonly Block[], page: number, altOf: (id: string) => string): ConversionNote[] {
  const notes: ConversionNote[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') {
      const text = block.lines.map((line) => line.text).join(' ');
      notes.push({ kind: 'inferred-heading', page, detail: `Heading ${block.level} "${text.slice(0, 80)}" from ${block.why}.` });
    } else if (block.kind === 'list') {
      const how = block.style === 'none' ? 'from indentation (no marker printed)' : `from its markers (${block.style})`;
      notes.push({ kind: 'inferred-list', page, detail: `A list of ${countItems(block)} item(s) ${how}.` });
    } else if (block.kind === 'table') {
      notes.push({ kind: 'inferred-table', page, detail: `A table of ${block.table.rows.length} rows and ${block.table.rows[0]?.length ?? 0} columns from aligned text; its first row taken as the header.` });
    } else if (block.kind === 'figure' && altOf(block.figure.imageId) === '') {
      notes.push({ kind: 'image-without-alt', page, detail: `Picture ${block.figure.imageId} has no alternative text.` });
    }
  }
  return notes;
}

export function layoutToHtml(pages: readonly PageLayout[], options: LayoutToHtmlOptions = {}): LayoutHtml {
  const ocr = pages.some((page) => page.ocr === true);
  const lined = pages.map((page) => ({ page: page.page, height: page.height, lines: linesOf(page) }));
  const { pages: cleaned, printNumbers, removed } = removeRunningHeads(lined);
  const firstLines = cleaned[0]?.lines ?? [];
  const titleSize = firstLines.length > 0 ? maxOf(firstLines.map((line) => line.fontSize)) : undefined;
  const allLines = cleaned.flatMap((page) => page.lines);
  const scale = typeScale(allLines, ocr, titleSize);
  const spellings = spellingsOf(allLines);
  const ordered = cleaned.map((page, index) => readingOrder(page.lines, pages[index]?.figures ?? [], pages[index]?.width ?? 0));
  const lineGap = usualLineGap(ordered);
  const altOf = (id: string) => options.altText?.(id) ?? '';

  const notes: ConversionNote[] = [];
  if (removed > 0) notes.push({ kind: 'dropped', detail: `${removed} running head, running foot or page number line(s) were left out.` });
  const pageHtml: string[] = [];
  let inferredTitle: string | undefined;
  cleaned.forEach((page, index) => {
    const entries = ordered[index] as Ordered[];
    if (new Set(entries.map((entry) => entry.column)).size > 1) {
      notes.push({ kind: 'reading-order', page: page.page, detail: 'The page was read in columns, left column first.' });
    }
    const blocks = refineBlocks(flowBlocks(findTables(entries), { scale, lineGap }), scale, page.height);
    if (index === 0 && titleSize !== undefined) {
      const title = blocks.find((block) => block.kind === 'heading' && block.level === 1 && block.lines.some((line) => line.fontSize === titleSize));
      if (title?.kind === 'heading') inferredTitle = piecesText(blockPieces(title.lines, spellings, true));
    }
    notes.push(...notesFor(blocks, page.page, altOf));
    // A page with nothing on it still counts: an empty paragraph keeps the breaks around it apart.
    pageHtml.push(blocks.length > 0 ? blocks.map((block) => blockHtml(block, spellings, altOf)).join('\n') : '<p></p>');
  });

  const title = options.title ?? inferredTitle ?? '';
  const lang = options.lang !== undefined && LANGUAGE_TAG.test(options.lang) ? ` lang="${escapeHtml(options.lang)}"` : '';
  const html = `<!DOCTYPE html>\n<html${lang}><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>\n${pageHtml.join('\n<hr class="page-break">\n')}\n</body></html>\n`;
  if (options.maxHtmlBytes !== undefined && Buffer.byteLength(html, 'utf8') > options.maxHtmlBytes) {
    throw new ConversionFailure('TOO_LARGE', `The converted document is larger than ${options.maxHtmlBytes} bytes.`);
  }
  return { html, notes, title, printPageNumbers: printNumbers };
}
