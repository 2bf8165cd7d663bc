// HTML to the model. This is the server's allow-list sanitiser and the
// editor's paste reader: we walk the parsed tree and build model nodes from
// the elements we understand; everything else is dropped or gives only its
// text. No attribute or style is copied through, so there is nothing to
// escape on the way out but text. The mapping is written in docs/book.md
// ("The document and its HTML").

import { cleanHref, cleanImageSrc, cleanMediaSrc } from '../addresses.ts';
import { cleanColor, MARK_HIGHLIGHT } from '../colors.ts';
import { cleanLang, cleanLine } from '../cleanText.ts';
import type { HtmlElementNode, HtmlNode } from '../htmlTree.ts';
import { IGNORE_FINDINGS_META, IGNORE_RULES_META, ignoredChecksFromMeta } from '../ignoredChecks.ts';
import { cleanLength } from '../lengths.ts';
import { mathText } from '../math/mathText.ts';
import { readMath } from '../math/readMath.ts';
import type { Align, BlockElement, BookDocument, IgnoredChecks, BookText, HeadingLevel, MathElement, Marks, OrderedListStyle, BulletStyle } from '../model.ts';
import { normalizeBlocks, normalizeDocument } from '../normalize.ts';
import { alignOf, breaksPage, parseStyle } from './styles.ts';

// Gone with everything inside: active content, other documents, form
// controls, metadata, and markup the model cannot hold yet (SVG). MathML is
// read by math/readMath.ts.
const DROPPED = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'noframes', 'object', 'embed', 'applet', 'param',
  'svg', 'head', 'title', 'meta', 'link', 'base', 'input', 'button', 'select', 'option', 'optgroup', 'datalist',
  'textarea', 'canvas', 'map', 'area', 'source', 'track', 'noembed',
]);

// Block containers: their children are read, and a paragraph ends at their edges.
const CONTAINERS = new Set([
  'html', 'body', 'div', 'section', 'article', 'main', 'header', 'footer', 'nav', 'aside', 'figure', 'dl', 'details',
  'center', 'fieldset', 'form', 'hgroup', 'search', 'li', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'dialog',
]);

const PARAGRAPHS = new Set(['p', 'figcaption', 'dt', 'dd', 'summary', 'legend', 'address', 'caption']);

const HEADINGS: Readonly<Record<string, HeadingLevel>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

const MARK_TAGS: Readonly<Record<string, keyof Marks>> = {
  strong: 'bold', b: 'bold', em: 'italic', i: 'italic', cite: 'italic', dfn: 'italic', var: 'italic',
  u: 'underline', ins: 'underline', s: 'strikethrough', del: 'strikethrough', strike: 'strikethrough',
  code: 'code', kbd: 'code', samp: 'code', tt: 'code', sup: 'superscript', sub: 'subscript',
};

const ORDERED_TYPES: Readonly<Record<string, OrderedListStyle>> = {
  '1': 'decimal', a: 'lower-alpha', A: 'upper-alpha', i: 'lower-roman', I: 'upper-roman',
};
const LIST_STYLES: readonly string[] = ['decimal', 'lower-alpha', 'upper-alpha', 'lower-roman', 'upper-roman', 'disc', 'circle', 'square'];

type MutableMarks = { -readonly [K in keyof Marks]: Marks[K] };

interface LinkTarget {
  readonly href: string;
  /** Two links side by side stay two links. */
  readonly id: number;
}

interface InlineContext {
  readonly marks: Marks;
  readonly link: LinkTarget | undefined;
  /** Inside `<pre>`: white space is kept. */
  readonly pre: boolean;
  /** Alignment a container gives the paragraphs in it. */
  readonly align: Align | undefined;
}

interface Piece {
  readonly text: string;
  readonly marks: Marks;
  readonly link: LinkTarget | undefined;
  readonly pre: boolean;
  readonly lineBreak: boolean;
  /** An equation: one unit of the line, like a character. */
  readonly math?: MathElement;
}

interface Leaf {
  text: string;
  marks: Marks;
  link: LinkTarget | undefined;
  math?: MathElement;
}

type RunKind = { readonly type: 'paragraph'; readonly align: Align | undefined } | { readonly type: 'heading'; readonly level: HeadingLevel; readonly align: Align | undefined };

/** Blocks being read, and the inline run of the paragraph (or heading) in progress. */
interface Reader {
  readonly blocks: unknown[];
  pieces: Piece[];
  kind: RunKind;
}

function newReader(align: Align | undefined): Reader {
  return { blocks: [], pieces: [], kind: { type: 'paragraph', align } };
}

let linkIds = 0;

const isHtmlSpace = (char: string): boolean => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

/**
 * White space as a browser lays it out (outside `<pre>`): runs collapse to
 * one space across element edges, none at the start or end of a line. The
 * result is leaves (text, marks, link) with the text a reader sees.
 */
function collapse(pieces: readonly Piece[]): Leaf[] {
  const out: Leaf[] = [];
  let lineStart = true;
  let spaceAt = -1; // the leaf whose text ends with a collapsible space
  const dropPendingSpace = (): void => {
    const leaf = out[spaceAt];
    if (leaf) leaf.text = leaf.text.slice(0, -1);
    spaceAt = -1;
  };
  for (const piece of pieces) {
    const leaf: Leaf = { text: '', marks: piece.marks, link: piece.link };
    out.push(leaf);
    if (piece.math) {
      // Not white space: a space before it is kept, one after it is not at a line's start.
      leaf.math = piece.math;
      spaceAt = -1;
      lineStart = false;
    } else if (piece.lineBreak) {
      dropPendingSpace();
      leaf.text = '\n';
      lineStart = true;
    } else if (piece.pre) {
      if (piece.text === '') continue;
      leaf.text = piece.text.replace(/\r\n?/g, '\n');
      spaceAt = -1;
      lineStart = leaf.text.endsWith('\n');
    } else {
      for (const char of piece.text) {
        if (isHtmlSpace(char)) {
          if (lineStart || spaceAt >= 0) continue;
          leaf.text += ' ';
          spaceAt = out.length - 1;
        } else {
          leaf.text += char;
          spaceAt = -1;
          lineStart = false;
        }
      }
    }
  }
  dropPendingSpace();
  return out;
}

/** Ends the paragraph in progress; an empty one is kept only when `force` (an explicit `<p></p>`). */
function flush(reader: Reader, force = false): void {
  const leaves = collapse(reader.pieces);
  reader.pieces = [];
  if (!force && leaves.every((leaf) => leaf.text === '' && !leaf.math)) return;
  const children: unknown[] = [];
  for (const leaf of leaves) {
    if (leaf.math) {
      // An equation inside a link is written beside it: the link's text goes on after it as a second link.
      children.push(leaf.math);
      continue;
    }
    const text: BookText = { text: leaf.text, ...leaf.marks };
    const last = children.at(-1) as { type?: string; id?: number; children: unknown[] } | undefined;
    if (!leaf.link) children.push(text);
    else if (last?.type === 'link' && last.id === leaf.link.id) last.children.push(text);
    else children.push({ type: 'link', href: leaf.link.href, id: leaf.link.id, children: [text] });
  }
  const kind = reader.kind;
  const block = kind.type === 'heading' ? { type: 'heading', level: kind.level, align: kind.align, children } : { type: 'paragraph', align: kind.align, children };
  reader.blocks.push(block);
}

function pageBreak(): BlockElement {
  return { type: 'page-break', children: [{ text: '' }] };
}

function withStyleMarks(base: Marks, element: HtmlElementNode, style: ReadonlyMap<string, string>): Marks {
  const marks: MutableMarks = { ...base };
  const tagMark = MARK_TAGS[element.tag];
  if (tagMark) (marks as Record<string, unknown>)[tagMark] = true;
  if (element.tag === 'mark') marks.highlight = MARK_HIGHLIGHT;
  const color = cleanColor(style.get('color') ?? (element.tag === 'font' ? element.attrs['color'] : undefined));
  if (color) marks.color = color;
  const background = cleanColor(style.get('background-color') ?? style.get('background'));
  if (background) marks.highlight = background;
  const weight = style.get('font-weight')?.toLowerCase();
  if (weight === 'bold' || weight === 'bolder' || (weight !== undefined && /^[6-9]00$/.test(weight))) marks.bold = true;
  // Google Docs wraps a whole paste in <b style="font-weight:normal">.
  if (weight === 'normal' || weight === '400' || weight === 'lighter') delete marks.bold;
  const fontStyle = style.get('font-style')?.toLowerCase();
  if (fontStyle === 'italic' || fontStyle === 'oblique') marks.italic = true;
  if (fontStyle === 'normal') delete marks.italic;
  const decoration = (style.get('text-decoration-line') ?? style.get('text-decoration') ?? '').toLowerCase();
  if (decoration.includes('underline')) marks.underline = true;
  if (decoration.includes('line-through')) marks.strikethrough = true;
  const vertical = style.get('vertical-align')?.toLowerCase();
  if (vertical === 'super') marks.superscript = true;
  if (vertical === 'sub') marks.subscript = true;
  return marks;
}

function readChildren(nodes: readonly HtmlNode[], reader: Reader, context: InlineContext): void {
  for (const node of nodes) readNode(node, reader, context);
}

/** Reads a paragraph-like element: its run, split where a picture or block interrupts it; `<p></p>` still gives a paragraph. */
function readRun(element: HtmlElementNode, reader: Reader, context: InlineContext, kind: RunKind): void {
  flush(reader);
  const outer = reader.kind;
  const before = reader.blocks.length;
  reader.kind = kind;
  readChildren(element.children, reader, context);
  flush(reader, reader.blocks.length === before);
  reader.kind = outer;
}

/** The blocks an element's content makes on its own (a list item, a quotation, a cell). */
function readBlocks(nodes: readonly HtmlNode[], context: InlineContext): unknown[] {
  const reader = newReader(context.align);
  readChildren(nodes, reader, context);
  flush(reader);
  return reader.blocks;
}

function textContent(node: HtmlNode): string {
  if (node.kind === 'text') return node.value;
  if (DROPPED.has(node.tag)) return '';
  if (node.tag === 'br') return '\n';
  if (node.tag === 'math') {
    const math = readMath(node);
    return math ? mathText(math) : '';
  }
  return node.children.map(textContent).join('');
}

function integerAttribute(value: string | undefined): number | undefined {
  const text = value?.trim();
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

function readList(element: HtmlElementNode, context: InlineContext): unknown | undefined {
  const ordered = element.tag === 'ol';
  const style = parseStyle(element.attrs['style']);
  const typeAttribute = element.attrs['type']?.trim();
  const fromType = typeAttribute === undefined ? undefined : ordered ? ORDERED_TYPES[typeAttribute] : (typeAttribute.toLowerCase() as BulletStyle);
  const fromStyle = style.get('list-style-type')?.toLowerCase();
  const listStyle = [fromStyle, fromType].find((value) => value !== undefined && LIST_STYLES.includes(value));
  const items: { type: 'list-item'; children: unknown[] }[] = [];
  // Items inherit formatting as a browser renders it (<b><ul>… is bold).
  const itemContext = context;
  for (const child of element.children) {
    if (child.kind === 'text' && child.value.trim() === '') continue;
    if (child.kind === 'element' && child.tag === 'li') {
      items.push({ type: 'list-item', children: readBlocks(child.children, itemContext) });
    } else if (child.kind === 'element' && (child.tag === 'ul' || child.tag === 'ol') && items.length > 0) {
      // <ul><li>a</li><ul>…</ul></ul>: what word processors write for a nested list.
      const nested = readList(child, itemContext);
      if (nested) items.at(-1)?.children.push(nested);
    } else if (child.kind === 'element' && DROPPED.has(child.tag)) {
      continue;
    } else {
      const blocks = readBlocks([child], itemContext);
      if (blocks.length > 0) items.push({ type: 'list-item', children: blocks });
    }
  }
  if (items.length === 0) return undefined;
  return { type: 'list', ordered, start: ordered ? integerAttribute(element.attrs['start']) : undefined, style: listStyle, children: items };
}

function readCell(element: HtmlElementNode, context: InlineContext): unknown {
  const style = parseStyle(element.attrs['style']);
  return {
    type: 'table-cell',
    header: element.tag === 'th' ? true : undefined,
    colSpan: integerAttribute(element.attrs['colspan']),
    rowSpan: integerAttribute(element.attrs['rowspan']),
    width: cleanLength(style.get('width') ?? element.attrs['width']),
    height: cleanLength(style.get('height') ?? element.attrs['height']),
    align: alignOf(style, element.attrs['align']),
    background: cleanColor(style.get('background-color') ?? style.get('background') ?? element.attrs['bgcolor']),
    children: readBlocks(element.children, { ...context, align: undefined }),
  };
}

function readRow(element: HtmlElementNode, context: InlineContext): unknown | undefined {
  const cells = element.children.flatMap((child) => (child.kind === 'element' && (child.tag === 'td' || child.tag === 'th') ? [readCell(child, context)] : []));
  return cells.length > 0 ? { type: 'table-row', children: cells } : undefined;
}

function readTable(element: HtmlElementNode): unknown | undefined {
  const cellContext: InlineContext = { marks: {}, link: undefined, pre: false, align: undefined };
  const rows: unknown[] = [];
  let caption: string | undefined;
  const readRows = (nodes: readonly HtmlNode[]): void => {
    for (const child of nodes) {
      if (child.kind !== 'element') continue;
      if (child.tag === 'tr') {
        const row = readRow(child, cellContext);
        if (row) rows.push(row);
      } else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') {
        readRows(child.children);
      } else if (child.tag === 'caption' && caption === undefined) {
        caption = cleanLine(textContent(child));
      }
    }
  };
  readRows(element.children);
  return rows.length > 0 ? { type: 'table', caption, children: rows } : undefined;
}

function readImage(element: HtmlElementNode): unknown | undefined {
  const src = cleanImageSrc(element.attrs['src']);
  if (!src) return undefined;
  const style = parseStyle(element.attrs['style']);
  const role = element.attrs['role']?.trim().toLowerCase();
  const tactile = element.attrs['data-tactile']?.trim();
  return {
    type: 'image',
    src,
    alt: element.attrs['alt'] ?? '',
    decorative: 'data-decorative' in element.attrs || role === 'presentation' || role === 'none' ? true : undefined,
    tactile: tactile !== undefined && /^\d{1,30}$/.test(tactile) ? tactile : undefined,
    width: cleanLength(style.get('width') ?? element.attrs['width']),
    children: [{ text: '' }],
  };
}

function readMedia(element: HtmlElementNode): unknown | undefined {
  const sources = [element.attrs['src'], ...element.children.map((child) => (child.kind === 'element' && child.tag === 'source' ? child.attrs['src'] : undefined))];
  const src = sources.map(cleanMediaSrc).find((value) => value !== undefined);
  if (!src) return undefined;
  return { type: 'media', kind: element.tag === 'video' ? 'video' : 'audio', src, title: element.attrs['title'], children: [{ text: '' }] };
}

function hasClass(element: HtmlElementNode, name: string): boolean {
  return (element.attrs['class'] ?? '').split(/[ \t\n\f\r]+/).includes(name);
}

function readNode(node: HtmlNode, reader: Reader, context: InlineContext): void {
  if (node.kind === 'text') {
    reader.pieces.push({ text: node.value, marks: context.marks, link: context.link, pre: context.pre, lineBreak: false });
    return;
  }
  const tag = node.tag;
  if (DROPPED.has(tag)) return;
  if (tag === 'br') {
    reader.pieces.push({ text: '\n', marks: context.marks, link: context.link, pre: context.pre, lineBreak: true });
    return;
  }
  if (tag === 'math') {
    // Inline content wherever it stands; one standing alone between blocks is a paragraph of its own.
    const math = readMath(node);
    if (math) reader.pieces.push({ text: '', marks: context.marks, link: context.link, pre: context.pre, lineBreak: false, math });
    return;
  }
  if (hasClass(node, 'page-break')) {
    // Ours (<hr class="page-break">) and CKEditor's (<div class="page-break"> with a hidden span).
    flush(reader);
    reader.blocks.push(pageBreak());
    return;
  }
  const style = parseStyle(node.attrs['style']);
  if (breaksPage(style, 'before')) {
    flush(reader);
    reader.blocks.push(pageBreak());
  }
  readElement(node, style, reader, context);
  if (breaksPage(style, 'after')) {
    flush(reader);
    reader.blocks.push(pageBreak());
  }
}

function pushBlock(reader: Reader, block: unknown | undefined): void {
  flush(reader);
  if (block !== undefined) reader.blocks.push(block);
}

function readElement(element: HtmlElementNode, style: ReadonlyMap<string, string>, reader: Reader, context: InlineContext): void {
  const tag = element.tag;
  const align = alignOf(style, element.attrs['align']) ?? context.align;
  const heading = HEADINGS[tag];
  if (heading !== undefined) {
    readRun(element, reader, context, { type: 'heading', level: heading, align });
  } else if (PARAGRAPHS.has(tag)) {
    readRun(element, reader, context, { type: 'paragraph', align });
  } else if (tag === 'pre' || tag === 'listing' || tag === 'xmp') {
    readRun(element, reader, { ...context, pre: true, marks: { ...context.marks, code: true } }, { type: 'paragraph', align });
  } else if (tag === 'ul' || tag === 'ol' || tag === 'menu' || tag === 'dir') {
    pushBlock(reader, readList(element, context));
  } else if (tag === 'blockquote') {
    const children = readBlocks(element.children, { ...context, align });
    pushBlock(reader, children.length > 0 ? { type: 'blockquote', children } : undefined);
  } else if (tag === 'table') {
    pushBlock(reader, readTable(element));
  } else if (tag === 'img') {
    pushBlock(reader, readImage(element));
  } else if (tag === 'audio' || tag === 'video') {
    pushBlock(reader, readMedia(element));
  } else if (tag === 'hr') {
    // A plain rule separates; the model has no rule, so it ends the paragraph and goes.
    flush(reader);
  } else if (CONTAINERS.has(tag)) {
    flush(reader);
    const outer = reader.kind;
    reader.kind = { type: 'paragraph', align };
    readChildren(element.children, reader, { ...context, align });
    flush(reader);
    reader.kind = outer;
  } else if (tag === 'a') {
    const href = context.link ? undefined : cleanHref(element.attrs['href']);
    const link = href === undefined ? context.link : { href, id: (linkIds += 1) };
    readChildren(element.children, reader, { ...context, link, marks: withStyleMarks(context.marks, element, style) });
  } else {
    // Inline formatting, or an element we do not know: its text, with any marks it gives.
    readChildren(element.children, reader, { ...context, marks: withStyleMarks(context.marks, element, style) });
  }
}

function findHtmlElement(nodes: readonly HtmlNode[]): HtmlElementNode | undefined {
  return nodes.find((node): node is HtmlElementNode => node.kind === 'element' && node.tag === 'html');
}

/**
 * The model of a parsed document (`[<html>]`, its language from `lang`) or
 * fragment. What the model cannot express is dropped; the result is normalised.
 */
export function documentFromHtml(nodes: readonly HtmlNode[]): BookDocument {
  const html = findHtmlElement(nodes);
  const lang = cleanLang(html?.attrs['lang']);
  const blocks = readBlocks(nodes, { marks: {}, link: undefined, pre: false, align: undefined });
  const ignoredChecks = html ? ignoredChecksOf(html) : undefined;
  return normalizeDocument({ ...(lang ? { lang } : {}), blocks: blocks as BlockElement[], ...(ignoredChecks ? { ignoredChecks } : {}) });
}

/** The checks the page says to ignore: its head's `<meta name="a11y-ignore-…">` (ignoredChecks.ts). */
function ignoredChecksOf(html: HtmlElementNode): IgnoredChecks | undefined {
  const head = html.children.find((node): node is HtmlElementNode => node.kind === 'element' && node.tag === 'head');
  const content = (name: string): string | undefined =>
    head?.children.find((node): node is HtmlElementNode => node.kind === 'element' && node.tag === 'meta' && node.attrs['name']?.trim().toLowerCase() === name)?.attrs['content'];
  return ignoredChecksFromMeta(content(IGNORE_RULES_META), content(IGNORE_FINDINGS_META));
}

/** The blocks of a pasted or inserted fragment, normalised (none for a fragment with no content; no paragraph added after a page break). */
export function blocksFromHtml(nodes: readonly HtmlNode[]): BlockElement[] {
  return normalizeBlocks(readBlocks(nodes, { marks: {}, link: undefined, pre: false, align: undefined }));
}
