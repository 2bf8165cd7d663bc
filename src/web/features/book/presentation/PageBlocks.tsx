// Stand-in for book-doc's read-only renderer (features/book/render, being
// written in parallel): the page's blocks as semantic HTML, so a screen
// reader walks the page as it walks the reader. Addresses come from the
// model, which keeps only drive, data:image and http(s)/mailto ones.
// Replace by the renderer once it is merged.

import type { ReactNode } from 'react';
import type { BlockElement, BookText, InlineNode, ListElement, ParagraphElement, TableCellElement } from '../../../../core/book/model.ts';

function Leaf({ leaf }: { readonly leaf: BookText }) {
  let node: ReactNode = leaf.text;
  if (leaf.code) node = <code>{node}</code>;
  if (leaf.bold) node = <strong>{node}</strong>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.underline) node = <u>{node}</u>;
  if (leaf.strikethrough) node = <s>{node}</s>;
  if (leaf.superscript) node = <sup>{node}</sup>;
  if (leaf.subscript) node = <sub>{node}</sub>;
  if (leaf.color || leaf.highlight) node = <span style={{ color: leaf.color, backgroundColor: leaf.highlight }}>{node}</span>;
  return <>{node}</>;
}

function Inlines({ nodes }: { readonly nodes: readonly InlineNode[] }) {
  return nodes.map((node, index) =>
    'text' in node ? (
      <Leaf key={index} leaf={node} />
    ) : (
      <a key={index} href={node.href}>
        <Inlines nodes={node.children} />
      </a>
    ),
  );
}

function Paragraph({ block }: { readonly block: ParagraphElement }) {
  return (
    <p style={{ textAlign: block.align }}>
      <Inlines nodes={block.children} />
    </p>
  );
}

function List({ block }: { readonly block: ListElement }) {
  const items = block.children.map((item, index) => (
    <li key={index}>
      {item.children.map((child, childIndex) => (child.type === 'list' ? <List key={childIndex} block={child} /> : <Paragraph key={childIndex} block={child} />))}
    </li>
  ));
  const style = { listStyleType: block.style };
  return block.ordered ? (
    <ol start={block.start} style={style}>
      {items}
    </ol>
  ) : (
    <ul style={style}>{items}</ul>
  );
}

function Cell({ cell, inHeaderRow }: { readonly cell: TableCellElement; readonly inHeaderRow: boolean }) {
  const content = cell.children.map((paragraph, index) => <Paragraph key={index} block={paragraph} />);
  const common = { colSpan: cell.colSpan, rowSpan: cell.rowSpan, style: { textAlign: cell.align, backgroundColor: cell.background } };
  return cell.header ? (
    <th scope={inHeaderRow ? 'col' : 'row'} {...common}>
      {content}
    </th>
  ) : (
    <td {...common}>{content}</td>
  );
}

function Block({ block }: { readonly block: BlockElement }) {
  switch (block.type) {
    case 'paragraph':
      return <Paragraph block={block} />;
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return (
        <Tag style={{ textAlign: block.align }}>
          <Inlines nodes={block.children} />
        </Tag>
      );
    }
    case 'list':
      return <List block={block} />;
    case 'blockquote':
      return (
        <blockquote>
          {block.children.map((child, index) => (
            <Block key={index} block={child} />
          ))}
        </blockquote>
      );
    case 'table':
      return (
        <table>
          {block.caption ? <caption>{block.caption}</caption> : null}
          <tbody>
            {block.children.map((row, index) => (
              <tr key={index}>
                {row.children.map((cell, cellIndex) => (
                  <Cell key={cellIndex} cell={cell} inHeaderRow={row.children.every((each) => each.header)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'image':
      return <img src={block.src} alt={block.decorative ? '' : block.alt} style={{ width: block.width }} />;
    case 'media':
      // A link rather than a player: the model has no captions to give a player, and the page's own audio plays apart.
      return (
        <p>
          <a href={block.src}>{block.title || block.src}</a>
        </p>
      );
    case 'page-break':
      return null;
  }
}

/** One page's blocks, read-only. */
export function PageBlocks({ blocks }: { readonly blocks: readonly BlockElement[] }) {
  return blocks.map((block, index) => <Block key={index} block={block} />);
}
