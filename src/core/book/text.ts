// Plain text of a node, for statistics, search and the braille and speech
// views. Inline content runs together; block children are separate lines.

import { isText } from './model.ts';
import type { BlockElement, BookNode } from './model.ts';

function isInline(node: BookNode): boolean {
  return isText(node) || node.type === 'link';
}

/** The node's plain text: soft breaks are `\n`, block children one per line, voids empty. */
export function nodeText(node: BookNode): string {
  if (isText(node)) return node.text;
  const children = node.children as readonly BookNode[];
  if (children.every(isInline)) return children.map(nodeText).join('');
  return children.map(nodeText).join('\n');
}

/** The plain text of a run of blocks, one block per line. */
export function blocksText(blocks: readonly BlockElement[]): string {
  return blocks.map(nodeText).join('\n');
}
