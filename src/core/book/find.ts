// Find and replace over the document's text leaves. A match lies inside one
// leaf (one run of equal formatting), which is what the editor can select and
// replace without splitting marks; paths are Slate paths from the blocks.

import { isText } from './model.ts';
import type { BlockElement, BookNode, BookText } from './model.ts';
import { normalizeBlocks } from './normalize.ts';

export interface TextMatch {
  /** The text leaf's path from the blocks root. */
  readonly path: readonly number[];
  readonly offset: number;
  readonly length: number;
}

export interface FindOptions {
  readonly matchCase?: boolean;
  readonly wholeWord?: boolean;
}

// Letters, digits, combining marks and connectors: what a word is made of,
// in any script.
const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}\\p{Pc}]';

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/** A global expression finding the query; undefined for an empty query. */
export function matcher(query: string, options: FindOptions = {}): RegExp | undefined {
  if (query === '') return undefined;
  let source = escapeRegExp(query);
  if (options.wholeWord) source = `(?<!${WORD_CHAR})${source}(?!${WORD_CHAR})`;
  return new RegExp(source, options.matchCase ? 'gu' : 'giu');
}

/** Where the query occurs in one string: offsets and lengths in UTF-16 units, in order, not overlapping. */
export function matchesInText(text: string, query: string, options: FindOptions = {}): { offset: number; length: number }[] {
  const expression = matcher(query, options);
  if (!expression) return [];
  return [...text.matchAll(expression)].map((match) => ({ offset: match.index, length: match[0].length }));
}

function visitLeaves(nodes: readonly BookNode[], path: number[], visit: (leaf: BookText, path: readonly number[]) => void): void {
  nodes.forEach((node, index) => {
    const here = [...path, index];
    if (isText(node)) visit(node, here);
    else visitLeaves(node.children as readonly BookNode[], here, visit);
  });
}

export function findMatches(blocks: readonly BlockElement[], query: string, options: FindOptions = {}): TextMatch[] {
  const matches: TextMatch[] = [];
  visitLeaves(blocks, [], (leaf, path) => {
    for (const match of matchesInText(leaf.text, query, options)) matches.push({ path, ...match });
  });
  return matches;
}

function replaceIn(node: BookNode, expression: RegExp, replacement: string, counter: { count: number }): BookNode {
  if (isText(node)) {
    const text = node.text.replace(expression, () => {
      counter.count += 1;
      return replacement;
    });
    return text === node.text ? node : { ...node, text };
  }
  return { ...node, children: (node.children as readonly BookNode[]).map((child) => replaceIn(child, expression, replacement, counter)) } as BookNode;
}

/** Every match replaced (pure); the blocks come back normalised (a leaf emptied by the replacement goes). */
export function replaceMatches(
  blocks: readonly BlockElement[],
  query: string,
  replacement: string,
  options: FindOptions = {},
): { blocks: BlockElement[]; count: number } {
  const expression = matcher(query, options);
  if (!expression) return { blocks: [...blocks], count: 0 };
  const counter = { count: 0 };
  const replaced = blocks.map((block) => replaceIn(block, expression, replacement, counter));
  return { blocks: counter.count > 0 ? normalizeBlocks(replaced) : [...blocks], count: counter.count };
}
