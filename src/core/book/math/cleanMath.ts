// An equation as the model holds it, checked: the normaliser's rule for
// `math` nodes (an edit, a paste of Slate's own fragment or a stored draft
// may hand over anything). The loose tree is read back through the same
// allow-list as HTML (readMath), so the model and the HTML can never accept
// different things, and a clean equation comes back equal.

import { cleanAttributeText, cleanLine } from '../cleanText.ts';
import type { HtmlNode } from '../htmlTree.ts';
import type { MathElement } from '../model.ts';
import { MATH_MAX_DEPTH } from './allowList.ts';
import { readMath } from './readMath.ts';

type Loose = Readonly<Record<string, unknown>>;

const asLoose = (value: unknown): Loose | undefined => (typeof value === 'object' && value !== null ? (value as Loose) : undefined);

const childrenOf = (node: Loose): readonly unknown[] => (Array.isArray(node['children']) ? (node['children'] as unknown[]) : []);

/** The token texts under a loose node, in order, without recursion. */
function looseText(root: unknown): string {
  let text = '';
  const stack: unknown[] = [root];
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    const node = asLoose(value);
    if (!node) continue;
    if (typeof node['text'] === 'string') text += ` ${node['text']}`;
    else stack.push(...[...childrenOf(node)].reverse());
  }
  return text;
}

function stringAttributes(value: unknown): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, entry] of Object.entries(asLoose(value) ?? {})) if (typeof entry === 'string') attrs[name] = entry;
  return attrs;
}

/**
 * A loose node as the parsed HTML it stands for. Past the depth the reader
 * keeps, a subtree is its text (which is all the reader would keep of it),
 * so a hostile tree thousands of levels deep costs no stack.
 */
function asHtml(value: unknown, depth: number): HtmlNode | undefined {
  const node = asLoose(value);
  if (!node || typeof node['tag'] !== 'string') return undefined;
  if (depth > MATH_MAX_DEPTH) return { kind: 'text', value: looseText(node) };
  const children: HtmlNode[] =
    typeof node['text'] === 'string'
      ? [{ kind: 'text', value: node['text'] }]
      : childrenOf(node).flatMap((child) => {
          const html = asHtml(child, depth + 1);
          return html ? [html] : [];
        });
  return { kind: 'element', tag: node['tag'].toLowerCase(), attrs: stringAttributes(node['attrs']), children };
}

/** A loose `math` node as a clean equation, or none when it shows nothing. */
export function cleanMathElement(value: object): MathElement | undefined {
  const node = value as Loose;
  const tree = Array.isArray(node['tree']) ? (node['tree'] as unknown[]) : [];
  const attrs: Record<string, string> = {};
  if (node['display'] === 'block') attrs['display'] = 'block';
  if (typeof node['alt'] === 'string') attrs['alttext'] = cleanLine(cleanAttributeText(node['alt']));
  const children = tree.flatMap((child) => {
    const html = asHtml(child, 0);
    return html ? [html] : [];
  });
  return readMath({ kind: 'element', tag: 'math', attrs, children });
}
