import type { BlockElement, BookDocument, InlineNode } from '../../../core/book/index.ts';
import { readBookHtml } from '../../book/sanitizeHtml.ts';

// What the tests compare across converters (TEXTBOOK_OUTLINE): the heading
// outline, every list item's own words in reading order, the tables' rows,
// the pictures' alternative text — of the document as the Book reads it.

export interface Outline {
  readonly headings: (readonly [number, string])[];
  readonly listItems: string[];
  /** Each table as rows of cell texts; a row of header cells starts with '#'. */
  readonly tables: string[][][];
  readonly headerRows: string[][];
  readonly pictures: { readonly alt: string; readonly decorative: boolean; readonly src: string }[];
  readonly pageBreaks: number;
  readonly text: string;
}

const inlineText = (nodes: readonly InlineNode[]): string => nodes.map((node) => ('text' in node ? node.text : inlineText(node.children))).join('');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function outlineOfDocument(document: BookDocument): Outline {
  const outline = { headings: [] as Outline['headings'], listItems: [] as string[], tables: [] as string[][][], headerRows: [] as string[][], pictures: [] as Outline['pictures'], pageBreaks: 0 };
  const words: string[] = [];
  const visit = (blocks: readonly BlockElement[]) => {
    for (const block of blocks) {
      switch (block.type) {
        case 'heading':
          outline.headings.push([block.level, squash(inlineText(block.children))]);
          words.push(inlineText(block.children));
          break;
        case 'paragraph':
          words.push(inlineText(block.children));
          break;
        case 'list':
          for (const item of block.children) {
            const [first, ...rest] = item.children;
            if (first?.type === 'paragraph') {
              outline.listItems.push(squash(inlineText(first.children)));
              words.push(inlineText(first.children));
            }
            visit([...(first?.type === 'list' ? [first] : []), ...rest] as BlockElement[]);
          }
          break;
        case 'blockquote':
          visit(block.children as BlockElement[]);
          break;
        case 'table': {
          const rows = block.children.map((row) => row.children.map((cell) => squash(cell.children.map((p) => inlineText(p.children)).join(' '))));
          outline.tables.push(rows);
          for (const row of block.children) if (row.children.every((cell) => cell.header)) outline.headerRows.push(row.children.map((cell) => squash(cell.children.map((p) => inlineText(p.children)).join(' '))));
          words.push(...rows.flat());
          break;
        }
        case 'image':
          outline.pictures.push({ alt: block.alt, decorative: block.decorative === true, src: block.src });
          break;
        case 'page-break':
          outline.pageBreaks++;
          break;
        default:
          break;
      }
    }
  };
  visit(document.blocks);
  return { ...outline, text: squash(words.join(' ')) };
}

export const outlineOfHtml = (html: string): Outline => outlineOfDocument(readBookHtml(html));
