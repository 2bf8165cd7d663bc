// The plan: a Book document as the DAISY book's structure, and the list of
// sync points in reading order — what the server speaks and times. The
// writers (dtbook.ts, smil.ts, ncx.ts, opf.ts, resource.ts) read only the
// plan, so the same plan makes a text-only or an audio book.

import { cleanHref, nodeText, splitPages } from '../book/index.ts';
import type { BlockElement, BookDocument, InlineNode, ListElement, ParagraphElement, TableElement } from '../book/index.ts';
import { passageLanguage } from './language.ts';
import { splitSentences } from './sentences.ts';
import { xmlLegal } from './xml.ts';

export type SyncKind = 'title' | 'heading' | 'page' | 'phrase' | 'note';

/** One thing a player stops at: a heading, a page number, a sentence, an image's description. */
export interface SyncPoint {
  /** The DTBook element's id; `par-<id>` is its SMIL par. */
  readonly id: string;
  readonly kind: SyncKind;
  /** What is spoken: XML-legal, trimmed, never empty. */
  readonly text: string;
  readonly lang: string;
  /** The SMIL file that plays it. */
  readonly smil: string;
  /** 1–6 for headings (the NCX's nesting). */
  readonly level?: number;
  /** The page number for pages. */
  readonly page?: number;
}

/** A run of a sentence: text, or a link's text. */
export interface Run {
  readonly text: string;
  readonly href?: string;
}

export interface Sent {
  readonly sync: SyncPoint;
  readonly runs: readonly Run[];
}

export type PlanBlock =
  | { readonly kind: 'p'; readonly sents: readonly Sent[] }
  | { readonly kind: 'list'; readonly list: PlanList }
  | { readonly kind: 'table'; readonly caption: readonly Sent[]; readonly rows: readonly PlanRow[] }
  | { readonly kind: 'image'; readonly id: string; readonly src: string; readonly alt: string; readonly note?: SyncPoint }
  | PageBlock;

export interface PageBlock {
  readonly kind: 'page';
  readonly sync: SyncPoint;
}

export interface PlanList {
  readonly ordered: boolean;
  readonly start?: number;
  readonly items: readonly { readonly blocks: readonly PlanBlock[] }[];
}

export interface PlanRow {
  readonly cells: readonly { readonly header: boolean; readonly colSpan?: number; readonly rowSpan?: number; readonly blocks: readonly PlanBlock[] }[];
}

export interface PlanLevel {
  readonly depth: number;
  /** Absent for a level that only holds a deeper one (a heading level skipped) or content before the first heading. */
  readonly heading?: SyncPoint;
  /** The number of a page that opens with this level's heading: written before the heading, inside the level. */
  readonly openingPage?: PageBlock;
  readonly children: (PlanBlock | PlanLevel)[];
}

export interface DaisyPlan {
  readonly title: SyncPoint;
  readonly lang: string;
  readonly levels: readonly PlanLevel[];
  /** Every sync point in reading order (the title first). */
  readonly syncPoints: readonly SyncPoint[];
  /** SMIL file names in reading order: one per level1. */
  readonly smilFiles: readonly string[];
  readonly pageCount: number;
}

export function isLevel(node: PlanBlock | PlanLevel): node is PlanLevel {
  return 'depth' in node;
}

export const smilName = (index: number) => `part${String(index + 1).padStart(3, '0')}.smil`;

/** Inline nodes as runs; only external links stay links (a `#fragment` names nothing in the DTBook). */
function inlineRuns(children: readonly InlineNode[]): Run[] {
  const runs: Run[] = [];
  for (const child of children) {
    const text = xmlLegal(nodeText(child));
    if (text === '') continue;
    const href = 'type' in child && child.type === 'link' ? cleanHref(child.href) : undefined;
    runs.push(href && /^(https?|mailto):/i.test(href) ? { text, href } : { text });
  }
  return runs;
}

/** The runs between two offsets of their joined text. */
function sliceRuns(runs: readonly Run[], start: number, end: number): Run[] {
  const out: Run[] = [];
  let offset = 0;
  for (const run of runs) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + run.text.length);
    if (from < to) out.push({ ...run, text: run.text.slice(from - offset, to - offset) });
    offset += run.text.length;
  }
  return out;
}

class Planner {
  readonly syncPoints: SyncPoint[] = [];
  readonly levels: PlanLevel[] = [];
  private readonly stack: PlanLevel[] = [];
  private count = 0;
  private page = 0;

  readonly lang: string;

  constructor(lang: string) {
    this.lang = lang;
  }

  get smil(): string {
    return smilName(Math.max(0, this.levels.length - 1));
  }

  sync(kind: SyncKind, text: string, extra: { level?: number; page?: number; smil?: string } = {}): SyncPoint {
    // A block's sentences are made before the block is added: a page number waiting for that block comes first,
    // so the sync points keep reading order (the page's number, then its text), as the DTBook does.
    if (kind === 'phrase' || kind === 'note') this.flushPage();
    this.count += 1;
    const clean = xmlLegal(text).replace(/\s+/g, ' ').trim();
    const point: SyncPoint = { id: `dtb${this.count}`, kind, text: clean, lang: passageLanguage(clean, this.lang), smil: extra.smil ?? this.smil, ...extra };
    this.syncPoints.push(point);
    return point;
  }

  sents(runs: readonly Run[]): Sent[] {
    const text = runs.map((run) => run.text).join('');
    return splitSentences(text, this.lang).map((sentence) => ({
      sync: this.sync('phrase', sentence.text),
      runs: sliceRuns(runs, sentence.start, sentence.end),
    }));
  }

  private open(depth: number, heading?: string): void {
    const level: PlanLevel = { depth, children: [] };
    if (depth === 1) this.levels.push(level);
    else this.stack.at(-1)?.children.push(level);
    this.stack.push(level);
    if (heading === undefined) return;
    // Both are made after the push, so they play from the new level1's smil. A page that opens with this heading
    // has its number first, as in print and as DAISY players expect (a page jump lands before the heading, which
    // is then on that page); the DTD lets blocks come before a level's heading.
    const openingPage = this.takePage();
    Object.assign(level, { ...(openingPage ? { openingPage } : {}), heading: this.sync('heading', heading, { level: depth }) });
  }

  heading(depth: number, text: string): void {
    while (this.stack.length >= depth) this.stack.pop();
    while (this.stack.length < depth - 1) this.open(this.stack.length + 1);
    this.open(depth, text);
  }

  /** The level content goes into, opened when content comes before any heading. */
  private current(): PlanLevel {
    if (this.stack.length === 0) this.open(1);
    return this.stack.at(-1) as PlanLevel;
  }

  add(block: PlanBlock | undefined): void {
    if (!block) return;
    this.flushPage();
    this.current().children.push(block);
  }

  // A page's number waits for the page's first block: a page that opens with
  // a heading gets its number inside that heading's level, just before the
  // heading, rather than at the end of the level before or alone in a level
  // of its own.
  private pendingPage = false;

  pageNumber(): void {
    this.flushPage();
    this.pendingPage = true;
  }

  /** The waiting page number as a block, its sync point made now; undefined when none waits. */
  private takePage(): PageBlock | undefined {
    if (!this.pendingPage) return undefined;
    this.pendingPage = false;
    this.page += 1;
    return { kind: 'page', sync: this.sync('page', String(this.page), { page: this.page }) };
  }

  flushPage(): void {
    const page = this.takePage();
    if (page) this.current().children.push(page);
  }

  get pages(): number {
    return this.page;
  }

  paragraph(paragraph: ParagraphElement): PlanBlock | undefined {
    const sents = this.sents(inlineRuns(paragraph.children));
    return sents.length > 0 ? { kind: 'p', sents } : undefined;
  }

  list(list: ListElement): PlanList {
    return {
      ordered: list.ordered,
      ...(list.ordered && list.start !== undefined ? { start: list.start } : {}),
      items: list.children.map((item) => ({
        blocks: item.children.flatMap((child) => {
          const block = child.type === 'list' ? { kind: 'list' as const, list: this.list(child) } : this.paragraph(child);
          return block ? [block] : [];
        }),
      })),
    };
  }

  table(table: TableElement): PlanBlock {
    const caption = table.caption ? this.sents([{ text: xmlLegal(table.caption) }]) : [];
    return {
      kind: 'table',
      caption,
      rows: table.children.map((row) => ({
        cells: row.children.map((cell) => ({
          header: cell.header === true,
          ...(cell.colSpan && cell.colSpan > 1 ? { colSpan: cell.colSpan } : {}),
          ...(cell.rowSpan && cell.rowSpan > 1 ? { rowSpan: cell.rowSpan } : {}),
          blocks: cell.children.flatMap((p) => this.paragraph(p) ?? []),
        })),
      })),
    };
  }

  block(block: BlockElement): void {
    switch (block.type) {
      case 'heading': {
        const text = xmlLegal(nodeText(block)).trim();
        // An empty heading would be a silent, unlabelled stop in the NCX: its level still opens.
        this.heading(block.level, text === '' ? '-' : text);
        return;
      }
      case 'paragraph':
        return this.add(this.paragraph(block));
      case 'list':
        return this.add({ kind: 'list', list: this.list(block) });
      case 'table':
        return this.add(this.table(block));
      case 'blockquote':
        // DTBook has blockquote, but its headings would have to become `hd`: its content is read in line instead.
        for (const child of block.children) this.block(child.type === 'heading' ? { type: 'paragraph', children: child.children } : child);
        return;
      case 'image': {
        this.count += 1;
        const id = `img${this.count}`;
        const alt = block.decorative ? '' : xmlLegal(block.alt).trim();
        return this.add({ kind: 'image', id, src: block.src, alt, ...(alt !== '' ? { note: this.sync('note', alt) } : {}) });
      }
      case 'media':
      case 'page-break':
        return;
    }
  }
}

function startsWithHeading(blocks: readonly BlockElement[]): boolean {
  const first = blocks.find((block) => block.type !== 'page-break' && nodeText(block).trim() !== '');
  return first?.type === 'heading';
}

export interface PlanOptions {
  /** The book's title (the drive file's name). */
  readonly title: string;
}

/**
 * The plan of a document's book. A document that does not begin with a
 * heading gets its title as a first h1: a level1 needs no heading by the DTD,
 * but the NCX needs at least one navPoint and a reader a place to start.
 */
export function planBook(document: BookDocument, options: PlanOptions): DaisyPlan {
  const lang = document.lang?.trim() || 'ko';
  const planner = new Planner(lang);
  const titleText = xmlLegal(options.title).trim() || '-';
  const title = planner.sync('title', titleText, { smil: smilName(0) });
  if (!startsWithHeading(document.blocks)) planner.heading(1, titleText);
  const pages = splitPages(document.blocks);
  for (const page of pages) {
    planner.pageNumber();
    for (const block of page) planner.block(block);
  }
  planner.flushPage();
  return {
    title,
    lang,
    levels: planner.levels,
    syncPoints: planner.syncPoints,
    smilFiles: planner.levels.map((_, index) => smilName(index)),
    pageCount: planner.pages,
  };
}
