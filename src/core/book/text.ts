// Plain text of a node, for statistics, search and the braille and speech
// views. Inline content runs together; block children are separate lines.

import { mathText } from './math/mathText.ts';
import { isText } from './model.ts';
import type { BlockElement, BookNode } from './model.ts';

function isInline(node: BookNode): boolean {
  return isText(node) || node.type === 'link' || node.type === 'math';
}

/** Two runs of text side by side: a space between when one is an equation's text and neither side has one, so `2` and an equation stay two words. */
export function besideText(before: string, after: string, separate: boolean): string {
  return separate && before !== '' && after !== '' && !/\s$/.test(before) && !/^\s/.test(after) ? `${before} ${after}` : before + after;
}

function inlineText(children: readonly BookNode[]): string {
  let text = '';
  let afterEquation = false;
  for (const child of children) {
    const equation = !isText(child) && child.type === 'math';
    const part = nodeText(child);
    text = besideText(text, part, equation || afterEquation);
    if (equation || part !== '') afterEquation = equation;
  }
  return text;
}

/** The node's plain text: soft breaks are `\n`, block children one per line, an equation its text (mathText), other voids empty. */
export function nodeText(node: BookNode): string {
  if (isText(node)) return node.text;
  if (node.type === 'math') return mathText(node);
  const children = node.children as readonly BookNode[];
  if (children.every(isInline)) return inlineText(children);
  return children.map(nodeText).join('\n');
}

/** The plain text of a run of blocks, one block per line. */
export function blocksText(blocks: readonly BlockElement[]): string {
  return blocks.map(nodeText).join('\n');
}
