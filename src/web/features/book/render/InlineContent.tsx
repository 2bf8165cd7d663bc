import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { BookText, InlineNode } from '../../../../core/book/model.ts';
import { MathView } from './MathView.tsx';
import { safeHref } from './safeHref.ts';

/** A run's text, line breaks (soft breaks, '\n' in the model) as <br>. */
function lines(text: string): ReactNode {
  const parts = text.split('\n');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {part}
    </Fragment>
  ));
}

/** A text leaf with its marks as the HTML elements that carry their meaning (strong, em, code…). */
function Leaf({ leaf }: { readonly leaf: BookText }) {
  let node: ReactNode = lines(leaf.text);
  if (leaf.code) node = <code>{node}</code>;
  if (leaf.superscript) node = <sup>{node}</sup>;
  if (leaf.subscript) node = <sub>{node}</sub>;
  if (leaf.strikethrough) node = <s>{node}</s>;
  if (leaf.underline) node = <u>{node}</u>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.bold) node = <strong>{node}</strong>;
  if (leaf.highlight) node = <mark style={{ backgroundColor: leaf.highlight }}>{node}</mark>;
  if (leaf.color) node = <span style={{ color: leaf.color } satisfies CSSProperties}>{node}</span>;
  return node;
}

export function InlineContent({ nodes }: { readonly nodes: readonly InlineNode[] }) {
  return nodes.map((node, index) => {
    if (!('type' in node)) return <Leaf key={index} leaf={node} />;
    if (node.type === 'math') return <MathView key={index} element={node} />;
    const href = safeHref(node.href);
    const children = node.children.map((leaf, leafIndex) => <Leaf key={leafIndex} leaf={leaf} />);
    return href === undefined ? (
      <Fragment key={index}>{children}</Fragment>
    ) : (
      <a key={index} href={href} className="link" {...(href.startsWith('#') ? {} : { rel: 'noopener noreferrer' })}>
        {children}
      </a>
    );
  });
}
