import type { StructTreeContent, StructTreeNode } from 'pdfjs-dist/types/src/display/api';
import type { ConversionNote } from '../../conversion.ts';
import { escapeHtml, inlineHtml, piecesOfRuns, piecesText, type Mark, type TextPiece } from './inlineHtml.ts';
import { listStyle } from './listStyle.ts';
import type { PageText } from './markedContent.ts';

// One page's structure tree (pdf.js getStructTree) as Book HTML. The
// standard structure types (ISO 32000 14.8.4, with PDF 2.0's Title, Em,
// Strong, Sub) map to the Book's vocabulary; Chromium's NonStruct and the
// grouping types (Document, Part, Sect, Div, Art…) are containers whose
// loose text becomes paragraphs. A figure becomes a placeholder the caller
// replaces with the picture it cuts out (figureImages.ts).

type Node = StructTreeNode | StructTreeContent;

export interface FigureRequest {
  /** The picture's id in the conversion (convertedImageSrc). */
  readonly id: string;
  readonly page: number;
  readonly alt?: string;
  /** The structure's own bounding box (PDF points, [x0 y0 x1 y1]), when it gives one. */
  readonly bbox?: readonly number[];
  /** Baselines of the text drawn just before and after the figure (PDF points). */
  readonly above?: number;
  readonly below?: number;
}

export interface PageWalk {
  readonly page: number;
  readonly text: PageText;
  /** Link annotations' addresses by pdf.js annotation id ("9R"). */
  readonly links: ReadonlyMap<string, string>;
  readonly figures: FigureRequest[];
  readonly notes: ConversionNote[];
  newFigureId(): string;
}

/** The marker a figure leaves in the HTML until its picture is known: a comment, which no escaped text can spell. */
export const figureMarker = (id: string): string => `<!--figure:${id}-->`;
export const FIGURE_MARKERS = /<!--figure:([a-z0-9-]+)-->/g;

const isElement = (node: Node): node is StructTreeNode => 'role' in node;
const HEADING = /^H([1-6])$/;
const BLOCK_ROLES = new Set(['P', 'H', 'Title', 'L', 'Table', 'Figure', 'BlockQuote', 'TOC', 'Caption', 'Note', 'Formula', 'Sect', 'Part', 'Art', 'Div', 'Document', 'DocumentFragment', 'Aside', 'Index']);
const DROPPED_ROLES = new Set(['Artifact', 'Private']);

export function pageHtml(tree: StructTreeNode, walk: PageWalk): string {
  return blocksOf(tree.children, walk, 0).join('\n');
}

const blockCache = new WeakMap<StructTreeNode, boolean>();

/** Whether a node is or holds block content (so it cannot sit inside a paragraph): NonStruct, LBody, Span… are blocks when they hold one. */
function isBlock(node: Node): boolean {
  if (!isElement(node)) return false;
  let known = blockCache.get(node);
  if (known === undefined) {
    known = BLOCK_ROLES.has(node.role) || HEADING.test(node.role) || (!DROPPED_ROLES.has(node.role) && node.children.some(isBlock));
    blockCache.set(node, known);
  }
  return known;
}

/** Children at block level: inline neighbours gathered into paragraphs, blocks as they are. */
function blocksOf(children: readonly Node[], walk: PageWalk, depth: number, paragraph = 'p'): string[] {
  const blocks: string[] = [];
  let inline: TextPiece[] = [];
  const flush = () => {
    const html = inlineHtml(inline);
    if (piecesText(inline) !== '') blocks.push(`<${paragraph}>${html}</${paragraph}>`);
    inline = [];
  };
  for (const child of children) {
    if (isBlock(child)) {
      flush();
      blocks.push(...blockOf(child as StructTreeNode, walk, depth));
    } else {
      inline.push(...piecesOf(child, walk, [], undefined));
    }
  }
  flush();
  return blocks;
}

function blockOf(node: StructTreeNode, walk: PageWalk, depth: number): string[] {
  const heading = HEADING.exec(node.role);
  if (heading) return textBlock(`h${heading[1]}`, node, walk);
  switch (node.role) {
    case 'Title':
      return textBlock('h1', node, walk);
    case 'H': {
      const level = Math.min(6, depth + 1);
      const html = textBlock(`h${level}`, node, walk);
      if (html.length > 0) walk.notes.push({ kind: 'inferred-heading', page: walk.page, detail: `An unnumbered heading (H) was given level ${level} from its section depth.` });
      return html;
    }
    case 'P':
    case 'Caption':
    case 'Note':
      return blocksOf(node.children, walk, depth);
    case 'L':
    case 'TOC':
      return listOf(node, walk, depth);
    case 'Table':
      return tableOf(node, walk, depth);
    case 'Figure':
      return figureOf(node, walk, depth);
    case 'Formula': {
      const text = (node as { alt?: string }).alt ?? piecesText(node.children.flatMap((child) => piecesOf(child, walk, [], undefined)));
      return text ? [`<p>${escapeHtml(text)}</p>`] : [];
    }
    case 'BlockQuote': {
      const inner = blocksOf(node.children, walk, depth);
      return inner.length > 0 ? [`<blockquote>${inner.join('')}</blockquote>`] : [];
    }
    case 'Sect':
    case 'Part':
    case 'Art':
      return blocksOf(node.children, walk, depth + 1);
    default:
      return blocksOf(node.children, walk, depth);
  }
}

/** A heading or paragraph of the node's words (a figure inside it comes after). */
function textBlock(tag: string, node: StructTreeNode, walk: PageWalk): string[] {
  const pieces = node.children.flatMap((child) => (isBlock(child) ? [] : piecesOf(child, walk, [], undefined)));
  const after = node.children.filter(isBlock).flatMap((child) => blockOf(child as StructTreeNode, walk, 0));
  return [...(piecesText(pieces) === '' ? [] : [`<${tag}>${inlineHtml(pieces)}</${tag}>`]), ...after];
}

/** The text pieces of an inline node, with the marks and link it carries. */
function piecesOf(node: Node, walk: PageWalk, marks: readonly Mark[], href: string | undefined): TextPiece[] {
  if (!isElement(node)) {
    if (node.type !== 'content') return [];
    return piecesOfRuns(walk.text.runs.get(node.id) ?? [], marks, href);
  }
  if (DROPPED_ROLES.has(node.role)) return [];
  const inner = (extra: Mark | undefined, link = href) => node.children.flatMap((child) => piecesOf(child, walk, extra ? [...marks, extra] : marks, link));
  switch (node.role) {
    case 'Strong':
      return inner('strong');
    case 'Em':
      return inner('em');
    case 'Code':
      return inner('code');
    case 'Sub':
      return inner('sub');
    case 'Link':
      return inner(undefined, linkOf(node, walk) ?? href);
    default:
      return inner(undefined);
  }
}

/** The address of a Link element, from the link annotation it holds; only web and mail addresses. */
function linkOf(node: StructTreeNode, walk: PageWalk): string | undefined {
  for (const child of node.children) {
    if (isElement(child) || child.type !== 'annotation') continue;
    const url = walk.links.get(child.id.replace(/^pdfjs_internal_id_/, ''));
    if (url !== undefined && /^(https?:|mailto:)/i.test(url)) return url;
  }
  return undefined;
}

function listOf(node: StructTreeNode, walk: PageWalk, depth: number): string[] {
  const items: string[] = [];
  const labels: string[] = [];
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.role === 'L' && items.length > 0) {
      // A list written straight inside a list belongs to the item before it.
      items[items.length - 1] = (items.at(-1) as string).replace(/<\/li>$/, `${listOf(child, walk, depth).join('')}</li>`);
      continue;
    }
    const parts = child.role === 'LI' || child.role === 'TOCI' ? child.children : [child];
    const label = parts.find((part) => isElement(part) && part.role === 'Lbl');
    labels.push(label ? piecesText(piecesOf(label, walk, [], undefined)) : '');
    const body = blocksOf(
      parts.filter((part) => part !== label),
      walk,
      depth,
    );
    if (body.length > 0) items.push(`<li>${body.join('').replace(/^<p>(.*?)<\/p>/, '$1')}</li>`);
  }
  if (items.length === 0) return [];
  const style = listStyle(labels);
  const attributes = `${style.type !== undefined && style.type !== '1' ? ` type="${style.type}"` : ''}${style.start !== undefined ? ` start="${style.start}"` : ''}`;
  return [`<${style.tag}${attributes}>${items.join('')}</${style.tag}>`];
}

function tableOf(node: StructTreeNode, walk: PageWalk, depth: number): string[] {
  const rows: { html: string; header: boolean }[] = [];
  let caption = '';
  const readRows = (children: readonly Node[], inHead: boolean) => {
    for (const child of children) {
      if (!isElement(child)) continue;
      if (child.role === 'THead') readRows(child.children, true);
      else if (child.role === 'TBody' || child.role === 'TFoot') readRows(child.children, false);
      else if (child.role === 'Caption') caption = piecesText(child.children.flatMap((part) => piecesOf(part, walk, [], undefined)));
      else if (child.role === 'TR') rows.push(rowOf(child, walk, depth, inHead));
    }
  };
  readRows(node.children, false);
  if (rows.length === 0) return [];
  // Header rows: those in THead, and the leading rows made only of TH cells.
  let headerRows = 0;
  while (headerRows < rows.length && (rows[headerRows] as { header: boolean }).header) headerRows++;
  if (headerRows === rows.length) headerRows = 0;
  const head = rows.slice(0, headerRows).map((row) => row.html);
  const body = rows.slice(headerRows).map((row) => row.html);
  return [
    `<table>${caption ? `<caption>${escapeHtml(caption)}</caption>` : ''}${head.length > 0 ? `<thead>${head.join('')}</thead>` : ''}<tbody>${body.join('')}</tbody></table>`,
  ];
}

function rowOf(row: StructTreeNode, walk: PageWalk, depth: number, inHead: boolean): { html: string; header: boolean } {
  let allHeaders = true;
  const cells: string[] = [];
  for (const cell of row.children) {
    if (!isElement(cell) || (cell.role !== 'TH' && cell.role !== 'TD')) continue;
    const tag = cell.role === 'TH' ? 'th' : 'td';
    if (tag === 'td') allHeaders = false;
    const spans = `${(cell.colSpan ?? 1) > 1 ? ` colspan="${cell.colSpan}"` : ''}${(cell.rowSpan ?? 1) > 1 ? ` rowspan="${cell.rowSpan}"` : ''}`;
    const content = blocksOf(cell.children, walk, depth).join('');
    cells.push(`<${tag}${spans}>${content.replace(/^<p>(.*?)<\/p>$/, '$1')}</${tag}>`);
  }
  return { html: `<tr>${cells.join('')}</tr>`, header: inHead || (allHeaders && cells.length > 0) };
}

function figureOf(node: StructTreeNode, walk: PageWalk, depth: number): string[] {
  const firstContent = findContent(node);
  const place = firstContent === undefined ? undefined : walk.text.between.get(firstContent);
  const alt = (node as { alt?: string }).alt?.trim();
  const id = walk.newFigureId();
  const bbox = (node as { bbox?: number[] }).bbox;
  walk.figures.push({
    id,
    page: walk.page,
    ...(alt ? { alt } : {}),
    ...(Array.isArray(bbox) && bbox.length === 4 ? { bbox } : {}),
    ...(place?.above === undefined ? {} : { above: place.above }),
    ...(place?.below === undefined ? {} : { below: place.below }),
  });
  // Words inside a figure (a diagram's labels, a caption) follow the picture.
  const captions = node.children.filter(isElement).flatMap((child) => (child.role === 'Caption' ? blockOf(child, walk, depth) : []));
  return [figureMarker(id), ...captions];
}

function findContent(node: StructTreeNode): string | undefined {
  for (const child of node.children) {
    if (!isElement(child)) {
      if (child.type === 'content') return child.id;
    } else {
      const found = findContent(child);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
