// Text runs with their marks as real elements (strong, em, u, s, code, sup,
// sub), so a screen reader that reports formatting finds them.

import type { ReactNode } from 'react';
import type { RenderLeafProps } from 'slate-react';

export function BookLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content: ReactNode = children;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  if (leaf.superscript) content = <sup>{content}</sup>;
  if (leaf.subscript) content = <sub>{content}</sub>;
  const style = leaf.color || leaf.highlight ? { color: leaf.color, backgroundColor: leaf.highlight } : undefined;
  return (
    <span {...attributes} style={style}>
      {content}
    </span>
  );
}
