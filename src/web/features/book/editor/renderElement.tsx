// Each block as the element it is (h1–h6, p, ul/ol with start, li,
// blockquote, table with th scope="col", a, img with its alternative text),
// so browse mode, heading and table navigation of a screen reader work in
// the editing area as in the published book. Voids (pictures, media, page
// breaks, equations) keep their content out of the editable text
// (contenteditable false) and carry a name of their own.

import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { ReactEditor, useSelected, useSlateStatic, type RenderElementProps } from 'slate-react';
import type { Align, ImageElement, MathElement, MediaElement, PageBreakElement } from '../../../../core/book/model.ts';
import { MathTree, useEquationName } from '../render/MathView.tsx';
import { editorMessages as m } from './messages.ts';
import { imageName } from './quickNavigation.ts';
import { pageAt } from './voids.ts';

const alignStyle = (align: Align | undefined): CSSProperties | undefined => (align ? { textAlign: align } : undefined);

export function BookElementView(props: RenderElementProps) {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'paragraph':
      return (
        <p {...attributes} style={alignStyle(element.align)}>
          {children}
        </p>
      );
    case 'heading': {
      const Tag = `h${element.level}` as const;
      return (
        <Tag {...attributes} style={alignStyle(element.align)}>
          {children}
        </Tag>
      );
    }
    case 'list': {
      const style = element.style ? { listStyleType: element.style } : undefined;
      return element.ordered ? (
        <ol {...attributes} start={element.start} style={style}>
          {children}
        </ol>
      ) : (
        <ul {...attributes} style={style}>
          {children}
        </ul>
      );
    }
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'blockquote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'table':
      return (
        <table {...attributes} className="book-table">
          {element.caption && <caption contentEditable={false}>{element.caption}</caption>}
          <tbody>{children}</tbody>
        </table>
      );
    case 'table-row':
      return <tr {...attributes}>{children}</tr>;
    case 'table-cell': {
      const style: CSSProperties = { textAlign: element.align, width: element.width, height: element.height, backgroundColor: element.background };
      const Cell = element.header ? 'th' : 'td';
      return (
        <Cell {...attributes} scope={element.header ? 'col' : undefined} colSpan={element.colSpan} rowSpan={element.rowSpan} style={style}>
          {children}
        </Cell>
      );
    }
    case 'link':
      return (
        <a {...attributes} href={element.href}>
          {children}
        </a>
      );
    case 'math':
      return <MathView {...props} element={element} />;
    case 'image':
      return <ImageView {...props} element={element} />;
    case 'media':
      return <MediaView {...props} element={element} />;
    case 'page-break':
      return <PageBreakView {...props} element={element} />;
  }
}

type VoidProps<E> = Omit<RenderElementProps, 'element'> & { readonly element: E };

function ImageView({ attributes, children, element }: VoidProps<ImageElement>) {
  const intl = useIntl();
  const selected = useSelected();
  const name = imageName({ format: (message, values) => intl.formatMessage(message, values) }, element.alt, element.decorative === true);
  return (
    <figure {...attributes} className={`book-void book-image${selected ? ' book-void--selected' : ''}`} aria-label={name}>
      <div contentEditable={false}>
        <img src={element.src} alt={element.decorative ? '' : element.alt} style={element.width ? { width: element.width } : undefined} />
      </div>
      {children}
    </figure>
  );
}

// An inline void: selected, copied, pasted and deleted whole; not edited in place (later work).
function MathView({ attributes, children, element }: VoidProps<MathElement>) {
  const selected = useSelected();
  const name = useEquationName(element);
  return (
    <span {...attributes} contentEditable={false} role="math" aria-label={name} className={`book-math${selected ? ' book-void--selected' : ''}`}>
      <MathTree element={element} />
      {children}
    </span>
  );
}

function MediaView({ attributes, children, element }: VoidProps<MediaElement>) {
  const intl = useIntl();
  const selected = useSelected();
  const name = intl.formatMessage(element.kind === 'audio' ? m.audio : m.video, { title: element.title ?? '' });
  return (
    <figure {...attributes} className={`book-void book-media${selected ? ' book-void--selected' : ''}`} aria-label={name}>
      <div contentEditable={false}>
        {/* The model has no caption track yet (a later issue): the media's title names it. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        {element.kind === 'audio' ? <audio controls src={element.src} aria-label={name} /> : <video controls src={element.src} aria-label={name} />}
      </div>
      {children}
    </figure>
  );
}

function PageBreakView({ attributes, children, element }: VoidProps<PageBreakElement>) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const selected = useSelected();
  const page = pageAt(editor, ReactEditor.findPath(editor, element)) + 1;
  const name = intl.formatMessage(m.pageBreak, { page });
  return (
    <div {...attributes} className={`book-void book-page-break${selected ? ' book-void--selected' : ''}`}>
      <div contentEditable={false} role="separator" aria-label={name}>
        <span aria-hidden="true" className="book-page-break-label">
          {name}
        </span>
      </div>
      {children}
    </div>
  );
}
