// A stored Book page read into the model, for braille. TEMPORARY: book-core
// owns reading HTML (src/server/book/parseHtml.ts and core/book/html/); this
// small reader stands in until its branch is merged, and then this file is
// replaced by `documentFromHtml(parseHtmlDocument(html))`. It reads the
// subset the server's sanitiser writes: p, h1–h6, ul/ol/li, blockquote,
// table, img, audio/video, a, hr.page-break; any other element's children
// are read as if it were not there.

import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import type {
  BlockElement,
  BookDocument,
  HeadingLevel,
  InlineNode,
  ListElement,
  ListItemElement,
  ParagraphElement,
  TableCellElement,
  TableRowElement,
} from '../../../core/book/model.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'table', 'img', 'audio', 'video', 'hr', 'div', 'section', 'article', 'main', 'header', 'footer', 'figure', 'figcaption', 'li']);

function inlines(nodes: readonly Node[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node) out.push({ text: node.value });
    else if (isElement(node)) {
      if (node.tagName === 'br') out.push({ text: '\n' });
      else if (node.tagName === 'a') out.push({ type: 'link', href: attr(node, 'href') ?? '', children: [{ text: textOf(node) }] });
      else if (node.tagName !== 'script' && node.tagName !== 'style') out.push(...inlines(childrenOf(node)));
    }
  }
  return out.length > 0 ? out : [{ text: '' }];
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return childrenOf(node).map(textOf).join('');
}

const paragraph = (nodes: readonly Node[]): ParagraphElement => ({ type: 'paragraph', children: inlines(nodes) });

function list(element: Element): ListElement {
  const start = Number(attr(element, 'start'));
  const items: ListItemElement[] = childrenOf(element)
    .filter((child): child is Element => isElement(child) && child.tagName === 'li')
    .map((li) => {
      const children: (ParagraphElement | ListElement)[] = [];
      let loose: Node[] = [];
      const flush = () => {
        if (loose.length > 0) children.push(paragraph(loose));
        loose = [];
      };
      for (const child of childrenOf(li)) {
        if (isElement(child) && (child.tagName === 'ul' || child.tagName === 'ol')) {
          flush();
          children.push(list(child));
        } else if (isElement(child) && child.tagName === 'p') {
          flush();
          children.push(paragraph(childrenOf(child)));
        } else loose.push(child);
      }
      flush();
      if (children[0]?.type !== 'paragraph') children.unshift({ type: 'paragraph', children: [{ text: '' }] });
      return { type: 'list-item', children };
    });
  const ordered = element.tagName === 'ol';
  return { type: 'list', ordered, ...(ordered && Number.isInteger(start) && start >= 1 ? { start } : {}), children: items };
}

function tableRows(element: Element): TableRowElement[] {
  const rows: TableRowElement[] = [];
  for (const child of childrenOf(element)) {
    if (!isElement(child)) continue;
    if (child.tagName === 'tr') {
      const cells: TableCellElement[] = childrenOf(child)
        .filter((cell): cell is Element => isElement(cell) && (cell.tagName === 'td' || cell.tagName === 'th'))
        .map((cell) => {
          const span = Number(attr(cell, 'colspan'));
          return {
            type: 'table-cell',
            ...(cell.tagName === 'th' ? { header: true as const } : {}),
            ...(Number.isInteger(span) && span > 1 ? { colSpan: span } : {}),
            children: [paragraph(childrenOf(cell))],
          };
        });
      if (cells.length > 0) rows.push({ type: 'table-row', children: cells });
    } else if (child.tagName === 'thead' || child.tagName === 'tbody' || child.tagName === 'tfoot') rows.push(...tableRows(child));
  }
  return rows;
}

function blocks(nodes: readonly Node[], into: BlockElement[]): void {
  let loose: Node[] = [];
  const flush = () => {
    if (loose.some((node) => textOf(node).trim() !== '')) into.push(paragraph(loose));
    loose = [];
  };
  for (const node of nodes) {
    if (!isElement(node) || !BLOCK_TAGS.has(node.tagName)) {
      loose.push(node);
      continue;
    }
    flush();
    const tag = node.tagName;
    if (tag === 'p' || tag === 'figcaption' || tag === 'li') into.push(paragraph(childrenOf(node)));
    else if (/^h[1-6]$/.test(tag)) into.push({ type: 'heading', level: Number(tag[1]) as HeadingLevel, children: inlines(childrenOf(node)) });
    else if (tag === 'ul' || tag === 'ol') into.push(list(node));
    else if (tag === 'blockquote') {
      const inner: BlockElement[] = [];
      blocks(childrenOf(node), inner);
      const children = inner.filter((block) => block.type === 'paragraph' || block.type === 'heading' || block.type === 'list');
      if (children.length > 0) into.push({ type: 'blockquote', children });
    } else if (tag === 'table') {
      const caption = childrenOf(node).find((child) => isElement(child) && child.tagName === 'caption');
      const rows = tableRows(node);
      if (rows.length > 0) into.push({ type: 'table', ...(caption ? { caption: textOf(caption).trim() } : {}), children: rows });
    } else if (tag === 'img') {
      into.push({ type: 'image', src: attr(node, 'src') ?? '', alt: attr(node, 'alt') ?? '', ...(attr(node, 'data-decorative') !== undefined ? { decorative: true as const } : {}), children: [{ text: '' }] });
    } else if (tag === 'audio' || tag === 'video') {
      const title = attr(node, 'title');
      into.push({ type: 'media', kind: tag, src: attr(node, 'src') ?? '', ...(title ? { title } : {}), children: [{ text: '' }] });
    } else if (tag === 'hr') {
      if ((attr(node, 'class') ?? '').split(/\s+/).includes('page-break')) into.push({ type: 'page-break', children: [{ text: '' }] });
    } else blocks(childrenOf(node), into);
  }
  flush();
}

/** The page's language and blocks. */
export function readDocumentHtml(html: string): BookDocument {
  const document = parse(html);
  const root = document.childNodes.find((node): node is Element => isElement(node) && node.tagName === 'html');
  const body = root ? childrenOf(root).find((node): node is Element => isElement(node) && node.tagName === 'body') : undefined;
  const found: BlockElement[] = [];
  blocks(body ? childrenOf(body) : [], found);
  const lang = root ? attr(root, 'lang') : undefined;
  return lang ? { lang, blocks: found } : { blocks: found };
}
