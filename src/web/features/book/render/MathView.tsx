// An equation of the model as MathML, which Chromium lays out natively
// (MathML Core) and screen readers read. Elements are made with
// createElement from the model's own tag names, checked again against the
// allow-list here (a value in the editor could come from anywhere), with
// only the allow-listed attributes: never markup from a string.

import { createElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  MATH_ATTRIBUTE_NAMES,
  MATH_LAYOUT_TAGS,
  MATH_TOKEN_TAGS,
  MATHML_NAMESPACE,
  mathText,
} from '../../../../core/book/index.ts';
import type { MathAttributes, MathElement, MathNode } from '../../../../core/book/index.ts';
import { renderMessages as m } from './messages.ts';

function attributesOf(attrs: MathAttributes | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of MATH_ATTRIBUTE_NAMES) {
    const value = attrs?.[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

function mathNode(node: MathNode, key: number): ReactNode {
  const token = 'text' in node;
  if (!(token ? MATH_TOKEN_TAGS : MATH_LAYOUT_TAGS).has(node.tag)) return null;
  const content: ReactNode = token ? node.text : node.children.map(mathNode);
  return createElement(node.tag, { key, ...attributesOf(node.attrs) }, content);
}

/** The `<math>` element alone. */
export function MathTree({ element }: { readonly element: MathElement }) {
  return createElement('math', { xmlns: MATHML_NAMESPACE, display: element.display === 'block' ? 'block' : undefined }, element.tree.map(mathNode));
}

/** What a screen reader names an equation: "Equation: x + 1". */
export function useEquationName(element: MathElement): string {
  return useIntl().formatMessage(m.equation, { text: mathText(element) });
}

/** An equation in the reader and the presentation: the MathML, named by its text for screen readers that do not read MathML. */
export function MathView({ element }: { readonly element: MathElement }) {
  const name = useEquationName(element);
  return (
    <span role="math" aria-label={name} className="book-math">
      <MathTree element={element} />
    </span>
  );
}
