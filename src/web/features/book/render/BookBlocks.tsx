import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BlockElement, BlockQuoteElement, HeadingElement, ImageElement, ListElement, MediaElement } from '../../../../core/book/model.ts';
import { BookTable } from './BookTable.tsx';
import { InlineContent } from './InlineContent.tsx';
import { renderMessages as m } from './messages.ts';
import { safeSrc } from './safeHref.ts';

// The document, read-only, as the HTML a screen reader knows how to walk:
// real headings (H moves between them), lists, tables with their headers,
// pictures with their alternative text, and each page's start as a named
// separator. Shared by the reader and, later, the presentation mode.

const alignStyle = (align: string | undefined): CSSProperties | undefined => (align ? { textAlign: align as CSSProperties['textAlign'] } : undefined);

function Heading({ block }: { readonly block: HeadingElement }) {
  const Tag = `h${block.level}` as const;
  return (
    <Tag style={alignStyle(block.align)}>
      <InlineContent nodes={block.children} />
    </Tag>
  );
}

function List({ block }: { readonly block: ListElement }) {
  const style = block.style ? { listStyleType: block.style } : undefined;
  const items = block.children.map((item, index) => (
    <li key={index}>
      {item.children.map((child, childIndex) =>
        child.type === 'list' ? (
          <List key={childIndex} block={child} />
        ) : childIndex === 0 ? (
          // The item's own text is not a paragraph of its own for a screen reader.
          <InlineContent key={childIndex} nodes={child.children} />
        ) : (
          <p key={childIndex}>
            <InlineContent nodes={child.children} />
          </p>
        ),
      )}
    </li>
  ));
  return block.ordered ? (
    <ol style={style} {...(block.start !== undefined && block.start !== 1 ? { start: block.start } : {})}>
      {items}
    </ol>
  ) : (
    <ul style={style}>{items}</ul>
  );
}

function Quote({ block }: { readonly block: BlockQuoteElement }) {
  return (
    <blockquote>
      {block.children.map((child, index) => (
        <Block key={index} block={child} page={0} />
      ))}
    </blockquote>
  );
}

function Image({ block }: { readonly block: ImageElement }) {
  const intl = useIntl();
  const src = safeSrc(block.src, 'image');
  if (src === undefined) return null;
  const style = block.width ? { width: block.width, maxWidth: '100%' } : { maxWidth: '100%' };
  return (
    <p className="book-image">
      {block.decorative ? <img src={src} alt="" style={style} /> : <img src={src} alt={block.alt} style={style} />}
      {block.tactile && (
        <span className="book-image-tactile" data-tactile={block.tactile}>
          {intl.formatMessage(m.tactileVersion)}
        </span>
      )}
    </p>
  );
}

function Media({ block }: { readonly block: MediaElement }) {
  const src = safeSrc(block.src, 'media');
  if (src === undefined) return null;
  const label = block.title ? { 'aria-label': block.title, title: block.title } : {};
  // The model holds no caption track (a later issue); the title names the media meanwhile.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return block.kind === 'audio' ? <audio controls src={src} {...label} /> : <video controls src={src} {...label} className="book-video" />;
}

function PageBreak({ page }: { readonly page: number }) {
  const intl = useIntl();
  // The page that begins here; the document's first page has no separator.
  return <hr className="book-page-break" aria-label={intl.formatMessage(m.pageBreak, { page })} />;
}

/** One block; `page` is the number of the page a page break begins. */
function Block({ block, page }: { readonly block: BlockElement; readonly page: number }): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p style={alignStyle(block.align)}>
          <InlineContent nodes={block.children} />
        </p>
      );
    case 'heading':
      return <Heading block={block} />;
    case 'list':
      return <List block={block} />;
    case 'blockquote':
      return <Quote block={block} />;
    case 'table':
      return <BookTable table={block} />;
    case 'image':
      return <Image block={block} />;
    case 'media':
      return <Media block={block} />;
    case 'page-break':
      return <PageBreak page={page} />;
  }
}

/** A document's blocks, read-only. */
export function BookBlocks({ blocks }: { readonly blocks: readonly BlockElement[] }) {
  let page = 1;
  return blocks.map((block, index) => {
    if (block.type === 'page-break') page += 1;
    return <Block key={index} block={block} page={page} />;
  });
}
