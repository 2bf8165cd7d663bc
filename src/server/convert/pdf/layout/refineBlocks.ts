import { isShort, type Block, type ListBlock, type ListItem } from './blocks.ts';
import type { TypeScale } from './fontSizes.ts';
import { minOf } from './numbers.ts';

// The second look at a page's blocks, for what only neighbouring blocks show:
// - lists with no printed marker (Chromium and many typesetters draw bullets
//   as shapes, not text): two or more short paragraphs in a row, each set in
//   from its column's left edge, are items; deeper indentation nests them;
// - a bold line of body size (or a little larger) standing alone is a low heading;
// - footnotes: small text in the lower half of the page that starts with a
//   number or a note sign goes to the end of the page, as paragraphs.

function isIndentedItem(block: Block, scale: TypeScale): block is Extract<Block, { kind: 'paragraph' }> {
  if (block.kind !== 'paragraph' || block.footnote || block.lines.length > 3) return false;
  const first = block.lines[0];
  if (first === undefined) return false;
  const indent = Math.max(first.fontSize, 0.5 * scale.bodySize);
  if (!block.lines.every((line) => line.left >= block.column.left + indent)) return false;
  // Wrapped items fill their lines; the last line of each is short.
  return isShort(block.lines.at(-1) ?? first, block.column);
}

/** A run of indented paragraphs as one list, nested by indentation. */
function indentList(run: readonly Extract<Block, { kind: 'paragraph' }>[]): ListBlock {
  const stops: number[] = [];
  for (const block of run) {
    const left = (block.lines[0] as { left: number }).left;
    const size = (block.lines[0] as { fontSize: number }).fontSize;
    if (!stops.some((stop) => Math.abs(stop - left) <= 0.5 * size)) stops.push(left);
  }
  stops.sort((a, b) => a - b);
  const depthOf = (left: number) => {
    let best = 0;
    stops.forEach((stop, index) => {
      if (Math.abs(stop - left) < Math.abs((stops[best] as number) - left)) best = index;
    });
    return best;
  };
  const root: ListBlock = { kind: 'list', style: 'none', start: 1, left: stops[0] ?? 0, items: [], last: 0 };
  // The open list at each depth.
  const open: ListBlock[] = [root];
  for (const block of run) {
    const depth = Math.min(depthOf((block.lines[0] as { left: number }).left), open.length);
    open.length = Math.min(open.length, depth + 1);
    let list = open[depth];
    if (list === undefined) {
      const parent = open[depth - 1] as ListBlock;
      const parentItem = parent.items.at(-1) as ListItem;
      list = { kind: 'list', style: 'none', start: 1, left: (block.lines[0] as { left: number }).left, items: [], last: 0 };
      parentItem.children.push(list);
      open[depth] = list;
    }
    list.items.push({ lines: block.lines, children: [] });
  }
  return root;
}

function withIndentLists(blocks: readonly Block[], scale: TypeScale): Block[] {
  const out: Block[] = [];
  let index = 0;
  while (index < blocks.length) {
    let end = index;
    while (end < blocks.length && isIndentedItem(blocks[end] as Block, scale)) end += 1;
    const run = blocks.slice(index, end) as Extract<Block, { kind: 'paragraph' }>[];
    if (run.length >= 2) {
      const shallowest = minOf(run.map((block) => (block.lines[0] as { left: number }).left));
      const atTop = run.filter((block) => Math.abs((block.lines[0] as { left: number }).left - shallowest) <= 0.5 * scale.bodySize);
      // A list's outer items share one left edge; centred lines do not.
      if (atTop.length >= 2 && Math.abs((run[0]?.lines[0]?.left ?? 0) - shallowest) <= 0.5 * scale.bodySize) {
        out.push(indentList(run));
        index = end;
        continue;
      }
    }
    out.push(blocks[index] as Block);
    index += 1;
  }
  return out;
}

function isBoldHeading(block: Block, scale: TypeScale): boolean {
  if (block.kind !== 'paragraph' || block.footnote || block.lines.length !== 1) return false;
  const line = block.lines[0];
  if (line === undefined || !line.bold) return false;
  const text = line.text;
  // Body size, or larger but short of a heading size (Chromium's h3 is 1.17 em).
  const bodyOrMore = line.fontSize >= scale.bodySize - Math.max(0.5, scale.tolerance * scale.bodySize);
  return bodyOrMore && text.length <= 80 && /\p{L}.*\p{L}/u.test(text) && !/[.,;]$/.test(text);
}

function isFootnote(block: Block, scale: TypeScale, pageHeight: number): boolean {
  if (block.kind !== 'paragraph') return false;
  const first = block.lines[0];
  if (first === undefined || first.fontSize > 0.9 * scale.bodySize || first.top < 0.5 * pageHeight) return false;
  return /^[\p{N}*†‡§¹²³⁴⁵⁶⁷⁸⁹⁰]/u.test(first.text);
}

export function refineBlocks(blocks: readonly Block[], scale: TypeScale, pageHeight: number): Block[] {
  const notes: Block[] = [];
  const body: Block[] = [];
  for (const block of blocks) {
    if (isFootnote(block, scale, pageHeight) && block.kind === 'paragraph') {
      block.footnote = true;
      notes.push(block);
    } else body.push(block);
  }
  const refined = withIndentLists(body, scale).map((block): Block => {
    if (!isBoldHeading(block, scale) || block.kind !== 'paragraph') return block;
    return { kind: 'heading', level: scale.boldHeadingLevel, lines: block.lines, why: 'a bold line of body size standing alone' };
  });
  return [...refined, ...notes];
}
