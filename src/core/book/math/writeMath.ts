// An equation to MathML: the allow-listed elements and attribute values of
// the model, everything escaped. Read back by readMath it is the same
// equation, and written again the same bytes (attributes in a fixed order).

import { escapeHtml } from '../html/escape.ts';
import type { MathAttributes, MathElement, MathNode } from '../model.ts';
import { MATH_ATTRIBUTE_NAMES } from './allowList.ts';

export const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

function attributesHtml(attrs: MathAttributes | undefined): string {
  if (!attrs) return '';
  return MATH_ATTRIBUTE_NAMES.map((name) => {
    const value = attrs[name];
    return value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
  }).join('');
}

// Recursion is bounded: a normal equation is at most MATH_MAX_DEPTH deep.
function nodeHtml(node: MathNode): string {
  const content = 'text' in node ? escapeHtml(node.text) : node.children.map(nodeHtml).join('');
  return `<${node.tag}${attributesHtml(node.attrs)}>${content}</${node.tag}>`;
}

export function mathToHtml(element: MathElement): string {
  const display = element.display === 'block' ? ' display="block"' : '';
  const alt = element.alt !== undefined ? ` alttext="${escapeHtml(element.alt)}"` : '';
  return `<math xmlns="${MATHML_NAMESPACE}"${display}${alt}>${element.tree.map(nodeHtml).join('')}</math>`;
}
