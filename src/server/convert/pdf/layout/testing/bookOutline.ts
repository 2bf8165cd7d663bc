import { nodeText, type BlockElement, type BookDocument, type ListElement } from '../../../../../core/book/index.ts';

// What a test compares of a converted document: the heading outline, the list
// items with their depth, the tables' header and body rows, the page breaks.

export interface BookOutline {
  readonly headings: [number, string][];
  /** [text of the item's first paragraph, depth (0 outermost), list kind ('ul', 'ol', 'ol a'…)] */
  readonly listItems: [string, number, string][];
  readonly tables: { header: string[]; rows: string[][] }[];
  readonly pageBreaks: number;
  readonly paragraphs: string[];
}

function listKind(list: ListElement): string {
  if (!list.ordered) return 'ul';
  const style = list.style === undefined || list.style === 'decimal' ? '' : ` ${list.style}`;
  return `ol${style}${list.start !== undefined && list.start !== 1 ? ` start=${list.start}` : ''}`;
}

function collectList(list: ListElement, depth: number, into: [string, number, string][]): void {
  for (const item of list.children) {
    const [first, ...rest] = item.children;
    into.push([first?.type === 'paragraph' ? nodeText(first) : '', depth, listKind(list)]);
    for (const child of [first, ...rest]) if (child?.type === 'list') collectList(child, depth + 1, into);
  }
}

export function bookOutline(doc: BookDocument): BookOutline {
  const outline = { headings: [] as [number, string][], listItems: [] as [string, number, string][], tables: [] as BookOutline['tables'][number][], pageBreaks: 0, paragraphs: [] as string[] };
  const visit = (block: BlockElement) => {
    if (block.type === 'heading') outline.headings.push([block.level, nodeText(block)]);
    else if (block.type === 'paragraph') outline.paragraphs.push(nodeText(block));
    else if (block.type === 'list') collectList(block, 0, outline.listItems);
    else if (block.type === 'page-break') outline.pageBreaks += 1;
    else if (block.type === 'table') {
      const [head, ...body] = block.children;
      const isHeader = head !== undefined && head.children.every((cell) => cell.header === true);
      outline.tables.push({
        header: isHeader ? head.children.map((cell) => nodeText(cell)) : [],
        rows: (isHeader ? body : block.children).map((row) => row.children.map((cell) => nodeText(cell))),
      });
    }
  };
  doc.blocks.forEach(visit);
  return outline;
}
