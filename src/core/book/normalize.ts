// The model's invariants, enforced. Everything that makes a document (HTML
// import, the editor through Slate's normalizer, find and replace) ends here,
// so a document is always something the HTML writer, the statistics and the
// braille view understand. Idempotent: a normal document comes back equal.
//
// Input is typed loosely on purpose: the editor hands over whatever an edit
// left (a list inside a list, a text at the top, a link with no text).

import { cleanHref, cleanImageSrc, cleanMediaSrc } from './addresses.ts';
import { cleanIgnoredChecks } from '../ignoredChecks/index.ts';
import { cleanColor } from './colors.ts';
import { cleanAttributeText, cleanLang, cleanLine, cleanText } from './cleanText.ts';
import { cleanLength } from './lengths.ts';
import { cleanMarks, sameMarks, textLeaf } from './marks.ts';
import { cleanMathElement } from './math/cleanMath.ts';
import type {
  Align,
  BlockElement,
  BlockQuoteElement,
  BookDocument,
  BookText,
  HeadingElement,
  HeadingLevel,
  ImageElement,
  InlineNode,
  LinkElement,
  ListElement,
  ListItemElement,
  MathElement,
  MediaElement,
  OrderedListStyle,
  BulletStyle,
  ParagraphElement,
  TableCellElement,
  TableElement,
  TableRowElement,
  VoidChildren,
} from './model.ts';

type Loose = Readonly<Record<string, unknown>>;

function asLoose(value: unknown): Loose | undefined {
  return typeof value === 'object' && value !== null ? (value as Loose) : undefined;
}

function childrenOf(node: Loose): readonly unknown[] {
  return Array.isArray(node['children']) ? (node['children'] as unknown[]) : [];
}

function isLooseText(node: Loose): boolean {
  return typeof node['text'] === 'string';
}

/** Text, links and equations: what a paragraph's line is made of. */
function isLooseInline(node: Loose): boolean {
  return isLooseText(node) || node['type'] === 'link' || node['type'] === 'math';
}

function voidChildren(): VoidChildren {
  return [{ text: '' }];
}

const ALIGNS: readonly Align[] = ['left', 'center', 'right', 'justify'];
const ORDERED_STYLES: readonly OrderedListStyle[] = ['decimal', 'lower-alpha', 'upper-alpha', 'lower-roman', 'upper-roman'];
const BULLET_STYLES: readonly BulletStyle[] = ['disc', 'circle', 'square'];
/** HTML's own limits on spans (larger values are read as these). */
export const MAX_COL_SPAN = 1000;
export const MAX_ROW_SPAN = 65534;

function cleanAlign(value: unknown): Align | undefined {
  return ALIGNS.find((align) => align === value);
}

function withAlign<T extends object>(node: T, align: Align | undefined): T & { align?: Align } {
  return align ? { ...node, align } : node;
}

// ---------------------------------------------------------------- inline

function leafFrom(node: Loose): BookText {
  const text = cleanText(node['text'] as string);
  // A mark on an empty leaf cannot be written to HTML (there is nothing to
  // wrap), so an empty leaf is plain; Slate keeps pending marks on the editor.
  return textLeaf(text, text === '' ? {} : cleanMarks(node));
}

type InlineItem = BookText | MathElement | { link: string; items: (BookText | MathElement)[] };

/** Texts, equations and links, flattened: any other element inside inline content gives its text. */
function collectInline(nodes: readonly unknown[], into: InlineItem[], insideLink: boolean): void {
  for (const value of nodes) {
    const node = asLoose(value);
    if (!node) continue;
    if (isLooseText(node)) {
      into.push(leafFrom(node));
      continue;
    }
    if (node['type'] === 'math') {
      const math = cleanMathElement(node);
      if (math) into.push(math);
      continue;
    }
    const href = node['type'] === 'link' && !insideLink ? cleanHref(typeof node['href'] === 'string' ? node['href'] : undefined) : undefined;
    if (href !== undefined) {
      const items: InlineItem[] = [];
      collectInline(childrenOf(node), items, true);
      into.push({ link: href, items: items as (BookText | MathElement)[] });
    } else {
      collectInline(childrenOf(node), into, insideLink);
    }
  }
}

/** A link holds text only: an equation inside one splits it, and stands between the two parts. */
function splitLinks(items: readonly InlineItem[]): (BookText | MathElement | { link: string; texts: BookText[] })[] {
  return items.flatMap((item): (BookText | MathElement | { link: string; texts: BookText[] })[] => {
    if (!('link' in item)) return [item];
    const parts: (MathElement | { link: string; texts: BookText[] })[] = [{ link: item.link, texts: [] }];
    for (const child of item.items) {
      if ('type' in child) parts.push(child, { link: item.link, texts: [] });
      else (parts.at(-1) as { texts: BookText[] }).texts.push(child);
    }
    return parts;
  });
}

/** Adjacent leaves with equal marks merge; empty leaves go unless they are the only one. */
function mergeTexts(texts: readonly BookText[]): BookText[] {
  const out: BookText[] = [];
  for (const leaf of texts) {
    const last = out.at(-1);
    if (leaf.text === '' && out.length > 0) continue;
    if (last && last.text === '') out.pop();
    const previous = out.at(-1);
    if (previous && sameMarks(previous, leaf)) out[out.length - 1] = { ...previous, text: previous.text + leaf.text };
    else out.push(leaf);
  }
  return out.length > 0 ? out : [{ text: '' }];
}

/**
 * Inline children as Slate wants them: texts merged, a link never first,
 * last or next to another link without a text between (an empty one if need
 * be), links with no text removed.
 */
export function normalizeInlines(children: readonly unknown[]): InlineNode[] {
  const collected: InlineItem[] = [];
  collectInline(children, collected, false);
  const out: InlineNode[] = [];
  let run: BookText[] = [];
  const flushRun = (): void => {
    out.push(...mergeTexts(run));
    run = [];
  };
  for (const item of splitLinks(collected)) {
    if ('text' in item) {
      run.push(item);
      continue;
    }
    if ('type' in item) {
      // An inline void: Slate wants a text on both sides, as for a link.
      flushRun();
      out.push(item);
      continue;
    }
    const texts = mergeTexts(item.texts);
    if (texts.every((leaf) => leaf.text === '')) continue;
    flushRun();
    out.push({ type: 'link', href: item.link, children: texts } satisfies LinkElement);
  }
  flushRun();
  return out;
}

// ---------------------------------------------------------------- blocks

function paragraph(children: readonly unknown[], align?: unknown): ParagraphElement {
  return withAlign({ type: 'paragraph' as const, children: normalizeInlines(children) }, cleanAlign(align));
}

function headingLevel(value: unknown): HeadingLevel {
  const level = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 1;
  return Math.min(6, Math.max(1, level)) as HeadingLevel;
}

function hasInlineChildren(node: Loose): boolean {
  const children = childrenOf(node);
  return children.length === 0 || children.some((child) => {
    const loose = asLoose(child);
    return loose !== undefined && isLooseInline(loose);
  });
}

/**
 * A block's content as paragraphs, for places that hold only paragraphs (a
 * table cell) or paragraphs and lists: headings keep their text, containers
 * give their paragraphs, and pictures, media and page breaks — which such a
 * place cannot show — go.
 */
export function toParagraphs(value: unknown, keepLists = false): (ParagraphElement | ListElement)[] {
  const node = asLoose(value);
  if (!node) return [];
  if (isLooseInline(node)) return [paragraph([node])];
  switch (node['type']) {
    case 'paragraph':
    case 'heading':
      return [paragraph(childrenOf(node), node['align'])];
    case 'image':
    case 'media':
    case 'page-break':
      return [];
    case 'list':
      if (keepLists) return [normalizeList(node)];
      break;
    default:
      if (hasInlineChildren(node)) return [paragraph(childrenOf(node), node['align'])];
  }
  return childrenOf(node).flatMap((child) => toParagraphs(child, keepLists));
}

/** Consecutive inline nodes among block children become one paragraph. */
function groupInlines(children: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  let run: unknown[] = [];
  const flush = (): void => {
    if (run.length > 0) out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const child of children) {
    const node = asLoose(child);
    if (node && isLooseInline(node)) run.push(node);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

function normalizeListItem(node: Loose): ListItemElement {
  const children: (ParagraphElement | ListElement)[] = groupInlines(childrenOf(node)).flatMap((child) => toParagraphs(child, true));
  if (children[0]?.type !== 'paragraph') children.unshift({ type: 'paragraph', children: [{ text: '' }] });
  return { type: 'list-item', children };
}

function normalizeList(node: Loose): ListElement {
  const ordered = node['ordered'] === true;
  const items: ListItemElement[] = [];
  for (const value of childrenOf(node)) {
    const child = asLoose(value);
    if (!child) continue;
    if (child['type'] === 'list-item') {
      items.push(normalizeListItem(child));
    } else if (child['type'] === 'list' && items.length > 0) {
      // A list straight inside a list (an indent in progress) belongs to the item before it.
      const previous = items.pop();
      items.push({ type: 'list-item', children: [...(previous?.children ?? []), normalizeList(child)] });
    } else {
      items.push(normalizeListItem({ type: 'list-item', children: [child] }));
    }
  }
  if (items.length === 0) items.push(normalizeListItem({ children: [] }));
  const list: { -readonly [K in keyof ListElement]: ListElement[K] } = { type: 'list', ordered, children: items };
  const start = node['start'];
  if (ordered && typeof start === 'number' && Number.isSafeInteger(start) && start >= 1) list.start = start;
  const styles: readonly string[] = ordered ? ORDERED_STYLES : BULLET_STYLES;
  const style = node['style'];
  if (typeof style === 'string' && styles.includes(style)) list.style = style as OrderedListStyle | BulletStyle;
  return list;
}

function normalizeBlockQuote(node: Loose): BlockQuoteElement {
  const children = groupInlines(childrenOf(node)).flatMap((value): BlockQuoteElement['children'] => {
    const child = asLoose(value);
    if (child?.['type'] === 'heading') return [normalizeHeading(child)];
    return toParagraphs(value, true);
  });
  return { type: 'blockquote', children: children.length > 0 ? children : [{ type: 'paragraph', children: [{ text: '' }] }] };
}

function normalizeHeading(node: Loose): HeadingElement {
  return withAlign({ type: 'heading' as const, level: headingLevel(node['level']), children: normalizeInlines(childrenOf(node)) }, cleanAlign(node['align']));
}

function span(value: unknown, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const whole = Math.min(max, Math.floor(value));
  return whole >= 2 ? whole : undefined;
}

function normalizeCell(node: Loose): TableCellElement {
  const paragraphs = groupInlines(childrenOf(node)).flatMap((child) => toParagraphs(child)) as ParagraphElement[];
  const cell: { -readonly [K in keyof TableCellElement]: TableCellElement[K] } = {
    type: 'table-cell',
    children: paragraphs.length > 0 ? paragraphs : [{ type: 'paragraph', children: [{ text: '' }] }],
  };
  if (node['header'] === true) cell.header = true;
  const colSpan = span(node['colSpan'], MAX_COL_SPAN);
  if (colSpan) cell.colSpan = colSpan;
  const rowSpan = span(node['rowSpan'], MAX_ROW_SPAN);
  if (rowSpan) cell.rowSpan = rowSpan;
  const width = typeof node['width'] === 'string' ? cleanLength(node['width']) : undefined;
  if (width) cell.width = width;
  const height = typeof node['height'] === 'string' ? cleanLength(node['height']) : undefined;
  if (height) cell.height = height;
  const align = cleanAlign(node['align']);
  if (align) cell.align = align;
  const background = typeof node['background'] === 'string' ? cleanColor(node['background']) : undefined;
  if (background) cell.background = background;
  return cell;
}

function normalizeRow(node: Loose): TableRowElement {
  const cells = childrenOf(node).flatMap((value) => {
    const child = asLoose(value);
    if (!child) return [];
    return [normalizeCell(child['type'] === 'table-cell' ? child : { children: [child] })];
  });
  return { type: 'table-row', children: cells.length > 0 ? cells : [normalizeCell({})] };
}

function normalizeTable(node: Loose): TableElement {
  const rows = childrenOf(node).flatMap((value) => {
    const child = asLoose(value);
    if (!child) return [];
    if (child['type'] === 'table-row') return [normalizeRow(child)];
    return [normalizeRow({ children: [child] })];
  });
  const table: { -readonly [K in keyof TableElement]: TableElement[K] } = {
    type: 'table',
    children: rows.length > 0 ? rows : [normalizeRow({})],
  };
  const caption = typeof node['caption'] === 'string' ? cleanLine(cleanText(node['caption'])) : '';
  return caption ? { ...table, caption } : table;
}

function normalizeImage(node: Loose): ImageElement | undefined {
  const src = typeof node['src'] === 'string' ? cleanImageSrc(node['src']) : undefined;
  if (!src) return undefined;
  const image: { -readonly [K in keyof ImageElement]: ImageElement[K] } = {
    type: 'image',
    src,
    alt: typeof node['alt'] === 'string' ? cleanAttributeText(node['alt']) : '',
    children: voidChildren(),
  };
  if (node['decorative'] === true) image.decorative = true;
  if (typeof node['tactile'] === 'string' && /^\d{1,30}$/.test(node['tactile'])) image.tactile = node['tactile'];
  const width = typeof node['width'] === 'string' ? cleanLength(node['width']) : undefined;
  if (width) image.width = width;
  return image;
}

function normalizeMedia(node: Loose): MediaElement | undefined {
  const src = typeof node['src'] === 'string' ? cleanMediaSrc(node['src']) : undefined;
  const kind = node['kind'] === 'video' ? 'video' : node['kind'] === 'audio' ? 'audio' : undefined;
  if (!src || !kind) return undefined;
  const title = typeof node['title'] === 'string' ? cleanAttributeText(node['title']) : '';
  const media: MediaElement = { type: 'media', kind, src, children: voidChildren() };
  return title ? { ...media, title } : media;
}

/** One block, normalised; a block the model cannot hold (a picture with a remote address) gives none, a stray item or row gives its content. */
export function normalizeBlock(value: unknown): BlockElement[] {
  const node = asLoose(value);
  if (!node) return [];
  if (isLooseInline(node)) return [paragraph([node])];
  switch (node['type']) {
    case 'paragraph':
      return [paragraph(childrenOf(node), node['align'])];
    case 'heading':
      return [normalizeHeading(node)];
    case 'list':
      return [normalizeList(node)];
    case 'blockquote':
      return [normalizeBlockQuote(node)];
    case 'table':
      return [normalizeTable(node)];
    case 'image': {
      const image = normalizeImage(node);
      return image ? [image] : [];
    }
    case 'media': {
      const media = normalizeMedia(node);
      return media ? [media] : [];
    }
    case 'page-break':
      return [{ type: 'page-break', children: voidChildren() }];
    default:
      return hasInlineChildren(node) ? [paragraph(childrenOf(node), node['align'])] : normalizeBlocks(childrenOf(node));
  }
}

/** Blocks inside a document: each normalised, no two page breaks in a row. */
export function normalizeBlocks(blocks: readonly unknown[]): BlockElement[] {
  const out: BlockElement[] = [];
  for (const block of groupInlines(blocks).flatMap(normalizeBlock)) {
    if (block.type === 'page-break' && out.at(-1)?.type === 'page-break') continue;
    out.push(block);
  }
  return out;
}

/** A whole document: at least one block, never ending on a page break (an empty paragraph follows it). */
export function normalizeDocument(doc: BookDocument): BookDocument {
  const blocks = normalizeBlocks(Array.isArray(doc.blocks) ? doc.blocks : []);
  if (blocks.length === 0 || blocks.at(-1)?.type === 'page-break') blocks.push({ type: 'paragraph', children: [{ text: '' }] });
  const lang = cleanLang(doc.lang);
  const ignoredChecks = cleanIgnoredChecks(doc.ignoredChecks);
  return { ...(lang ? { lang } : {}), blocks, ...(ignoredChecks ? { ignoredChecks } : {}) };
}
