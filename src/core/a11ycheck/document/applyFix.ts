// A document fix's steps applied to the model (the server, the CLI, tests;
// the editor applies them as Slate transforms). Pure: the blocks given are
// not changed, the nodes along each path are copied. A step whose path
// does not lead to a node is skipped (the document changed since the check).

import type { BlockElement } from '../../book/index.ts';
import type { DocumentFixStep } from '../finding.ts';

type AnyNode = { readonly children?: readonly AnyNode[] } & Readonly<Record<string, unknown>>;

/** `nodes` with the children list at `parentPath` replaced by `change(children)`; undefined when the path leads nowhere. */
function updateChildren(nodes: readonly AnyNode[], parentPath: readonly number[], change: (children: readonly AnyNode[]) => AnyNode[] | undefined): AnyNode[] | undefined {
  const [index, ...rest] = parentPath;
  if (index === undefined) return change(nodes);
  const node = nodes[index];
  if (!node?.children) return undefined;
  const children = updateChildren(node.children, rest, change);
  if (!children) return undefined;
  const copy = [...nodes];
  copy[index] = { ...node, children };
  return copy;
}

// A fix changes properties; what a node is and holds (type, children, text) is never one of them.
const FIXED = new Set(['children', 'type', 'text']);

function withProps(node: AnyNode, props: Readonly<Record<string, unknown>>): AnyNode {
  const changes = Object.entries(props).filter(([name]) => !FIXED.has(name));
  const removed = new Set(changes.filter(([, value]) => value === undefined).map(([name]) => name));
  const kept = Object.entries(node).filter(([name]) => !removed.has(name));
  return Object.fromEntries([...kept, ...changes.filter(([, value]) => value !== undefined)]) as AnyNode;
}

function applyStep(blocks: readonly AnyNode[], step: DocumentFixStep): readonly AnyNode[] {
  const parentPath = step.path.slice(0, -1);
  const index = step.path.at(-1);
  if (index === undefined) return blocks;
  const updated = updateChildren(blocks, parentPath, (children) => {
    const node = children[index];
    if (!node) return undefined;
    const copy = [...children];
    if (step.op === 'set') copy[index] = withProps(node, step.props);
    else if (step.op === 'remove') copy.splice(index, 1);
    else copy.splice(index, Math.min(step.count, children.length - index), ...(step.blocks as unknown as AnyNode[]));
    return copy;
  });
  return updated ?? blocks;
}

export function applyDocumentFix(blocks: readonly BlockElement[], steps: readonly DocumentFixStep[]): BlockElement[] {
  const result = steps.reduce<readonly AnyNode[]>(applyStep, blocks as unknown as readonly AnyNode[]);
  return [...result] as unknown as BlockElement[];
}
