// list-structure: two or more paragraphs in a row, side by side in the same
// container, each starting with a list marker of one kind (see
// listMarkers.ts) are a list typed by hand. A screen reader announces a real
// list and its length; a typed one is just lines. A warning (a run of
// numbered paragraphs may be deliberate), with a fix that replaces them by
// a list of that kind, the markers taken off.

import type { BlockElement, BookElement, InlineNode, ListElement, ParagraphElement } from '../../book/index.ts';
import { isText, nodeText } from '../../book/index.ts';
import type { Finding } from '../finding.ts';
import { atPath, documentFinding } from './makeFinding.ts';
import { markerOf, type ListKind, type Marker } from './listMarkers.ts';
import { findingMessages, fixMessages } from './messages.ts';

/** The paragraph's inline content with its first `length` characters taken off (they are in its first texts). */
export function withoutPrefix(children: readonly InlineNode[], length: number): InlineNode[] {
  let left = length;
  const out: InlineNode[] = [];
  for (const child of children) {
    if (left > 0 && isText(child)) {
      const cut = Math.min(left, child.text.length);
      left -= cut;
      const text = child.text.slice(cut);
      if (text !== '' || out.length > 0) out.push({ ...child, text });
      continue;
    }
    out.push(child);
  }
  return out.length > 0 ? out : [{ text: '' }];
}

interface Candidate {
  readonly paragraph: ParagraphElement;
  readonly marker: Marker;
}

function listOf(run: readonly Candidate[], kind: string): ListElement {
  const first = run[0]?.marker.kinds.find((entry) => entry.kind === kind);
  const list: ListKind = first?.list ?? { ordered: false };
  const start = list.ordered && first && first.value > 1 ? first.value : undefined;
  const items = run.map(({ paragraph, marker }) => ({
    type: 'list-item' as const,
    children: [{ type: 'paragraph' as const, ...(paragraph.align ? { align: paragraph.align } : {}), children: withoutPrefix(paragraph.children, marker.length) }],
  }));
  return { type: 'list', ordered: list.ordered, ...(start !== undefined ? { start } : {}), ...(list.style ? { style: list.style } : {}), children: items };
}

/** Runs of list-like paragraphs among one container's children. */
function checkSiblings(children: readonly BookElement[], parentPath: readonly number[], findings: Finding[]): void {
  let run: Candidate[] = [];
  let kinds: string[] = [];
  let runStart = 0;
  const close = (): void => {
    if (run.length >= 2 && kinds[0] !== undefined) {
      const path = [...parentPath, runStart];
      const list = listOf(run, kinds[0]);
      findings.push(
        documentFinding('list-structure', 'warning', atPath(path), nodeText(run[0]?.paragraph ?? { text: '' }).trim(), findingMessages.listLike, { count: run.length }, {
          kind: 'auto',
          label: { message: fixMessages.makeList },
          steps: [{ op: 'replace', path, count: run.length, blocks: [list] }],
        }),
      );
    }
    run = [];
    kinds = [];
  };
  children.forEach((child, index) => {
    const marker = child.type === 'paragraph' ? markerOf(nodeText(child)) : undefined;
    if (child.type !== 'paragraph' || !marker) {
      close();
      return;
    }
    const shared = kinds.filter((kind) => marker.kinds.some((entry) => entry.kind === kind));
    if (run.length > 0 && shared.length === 0) close();
    if (run.length === 0) {
      runStart = index;
      kinds = marker.kinds.map((entry) => entry.kind);
    } else {
      kinds = shared;
    }
    run.push({ paragraph: child, marker });
  });
  close();
}

function visit(node: BookElement, path: readonly number[], findings: Finding[]): void {
  if (node.type === 'link' || node.type === 'math' || node.type === 'image' || node.type === 'media' || node.type === 'page-break') return;
  if (node.type === 'paragraph' || node.type === 'heading') return;
  const children = node.children as readonly BookElement[];
  if (node.type !== 'list' && node.type !== 'table' && node.type !== 'table-row') checkSiblings(children, path, findings);
  children.forEach((child, index) => visit(child, [...path, index], findings));
}

export function checkListStructure(blocks: readonly BlockElement[]): Finding[] {
  const findings: Finding[] = [];
  checkSiblings(blocks, [], findings);
  blocks.forEach((block, index) => visit(block, [index], findings));
  return findings;
}
