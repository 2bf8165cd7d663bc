import { nodeText, type BlockElement, type BookDocument, type ListElement } from '../../../core/book/index.ts';
import { readBookHtml } from '../../book/sanitizeHtml.ts';

// What the conversion tests compare of a converted document, as the Book
// reads it: the heading outline, the list items with their depth and kind,
// the tables' header and body rows, the paragraphs, the pictures, the page
// breaks, and all its words in reading order (for OCR's word recall).

export interface Outline {
  readonly headings: [number, string][];
  /** [text of the item's first paragraph, depth (0 outermost), list kind ('ul', 'ol', 'ol lower-alpha start=3'…)] */
  readonly listItems: [string, number, string][];
  readonly tables: { header: string[]; rows: string[][] }[];
  readonly paragraphs: string[];
  readonly pictures: { alt: string; decorative: boolean; src: string }[];
  readonly pageBreaks: number;
  readonly text: string;
}

function listKind(list: ListElement): string {
  if (!list.ordered) return 'ul';
  const style = list.style === undefined || list.style === 'decimal' ? '' : ` ${list.style}`;
  return `ol${style}${list.start !== undefined && list.start !== 1 ? ` start=${list.start}` : ''}`;
}

export function outlineOfDocument(doc: BookDocument): Outline {
  const outline = {
    headings: [] as Outline['headings'],
    listItems: [] as Outline['listItems'],
    tables: [] as Outline['tables'],
    paragraphs: [] as string[],
    pictures: [] as Outline['pictures'],
    pageBreaks: 0,
  };
  const words: string[] = [];
  const collectList = (list: ListElement, depth: number) => {
    for (const item of list.children) {
      const [first, ...rest] = item.children;
      const text = first?.type === 'paragraph' ? nodeText(first) : '';
      outline.listItems.push([text, depth, listKind(list)]);
      words.push(text);
      for (const child of [first, ...rest]) if (child?.type === 'list') collectList(child, depth + 1);
    }
  };
  const visit = (block: BlockElement) => {
    if (block.type === 'heading') {
      outline.headings.push([block.level, nodeText(block)]);
      words.push(nodeText(block));
    } else if (block.type === 'paragraph') {
      outline.paragraphs.push(nodeText(block));
      words.push(nodeText(block));
    } else if (block.type === 'list') collectList(block, 0);
    else if (block.type === 'blockquote') block.children.forEach((child) => visit(child));
    else if (block.type === 'page-break') outline.pageBreaks += 1;
    else if (block.type === 'image') outline.pictures.push({ alt: block.alt, decorative: block.decorative === true, src: block.src });
    else if (block.type === 'table') {
      const [head, ...body] = block.children;
      const isHeader = head !== undefined && head.children.every((cell) => cell.header === true);
      const table = {
        header: isHeader ? head.children.map((cell) => nodeText(cell)) : [],
        rows: (isHeader ? body : block.children).map((row) => row.children.map((cell) => nodeText(cell))),
      };
      outline.tables.push(table);
      words.push(...table.header, ...table.rows.flat());
    }
  };
  doc.blocks.forEach(visit);
  return { ...outline, text: words.join(' ').replace(/\s+/g, ' ').trim() };
}

export const outlineOfHtml = (html: string): Outline => outlineOfDocument(readBookHtml(html));
