// The Book document model: a textbook as structure, not as print. Its shape is
// the one Slate edits (elements with `type` and `children`, text leaves with
// marks), so the editor holds this value as it is; core never imports Slate.
// HTML is only the storage and exchange format (html/), and anything the
// model cannot express is dropped on the way in: that is the server's
// allow-list sanitiser.

import type { IgnoredChecks } from '../ignoredChecks/index.ts';

export type { IgnoredChecks };

/** Inline formatting of a run of text. Colours are `#rrggbb`. */
export interface Marks {
  readonly bold?: true;
  readonly italic?: true;
  readonly underline?: true;
  readonly strikethrough?: true;
  readonly code?: true;
  readonly superscript?: true;
  readonly subscript?: true;
  readonly color?: string;
  readonly highlight?: string;
}

export type MarkName = 'bold' | 'italic' | 'underline' | 'strikethrough' | 'code' | 'superscript' | 'subscript';
export const MARK_NAMES: readonly MarkName[] = ['bold', 'italic', 'underline', 'strikethrough', 'code', 'superscript', 'subscript'];

export interface BookText extends Marks {
  readonly text: string;
}

/** A link: http, https or mailto only; a `#fragment` inside the document too. */
export interface LinkElement {
  readonly type: 'link';
  readonly href: string;
  readonly children: BookText[];
}

/**
 * An equation's content: MathML presentation markup, allow-listed
 * (math/allowList.ts). A token (`mi`, `mn`, `mo`, `ms`, `mtext`) holds text
 * only; every other element holds elements only. Attributes are values read
 * from the HTML (a `mathvariant`, an operator's `stretchy`), never copied.
 */
export type MathTokenTag = 'mi' | 'mn' | 'mo' | 'ms' | 'mtext';
export type MathLayoutTag =
  | 'mrow'
  | 'msup'
  | 'msub'
  | 'msubsup'
  | 'mfrac'
  | 'msqrt'
  | 'mroot'
  | 'mover'
  | 'munder'
  | 'munderover'
  | 'mtable'
  | 'mtr'
  | 'mtd'
  | 'mstyle'
  | 'mpadded'
  | 'mphantom'
  | 'menclose'
  | 'mspace';
export type MathAttributeName =
  | 'mathvariant'
  | 'stretchy'
  | 'fence'
  | 'separator'
  | 'lspace'
  | 'rspace'
  | 'form'
  | 'linethickness'
  | 'columnalign'
  | 'accent'
  | 'accentunder'
  | 'notation'
  | 'displaystyle'
  | 'width'
  | 'height'
  | 'depth';
export type MathAttributes = Readonly<Partial<Record<MathAttributeName, string>>>;

export interface MathToken {
  readonly tag: MathTokenTag;
  readonly attrs?: MathAttributes;
  readonly text: string;
}

export interface MathLayout {
  readonly tag: MathLayoutTag;
  readonly attrs?: MathAttributes;
  readonly children: readonly MathNode[];
}

export type MathNode = MathToken | MathLayout;

/**
 * An equation (MathML `<math>`): an inline void, like a character of the
 * text. `tree` is the `math` element's children; `alt` its text alternative
 * (`alttext`, or the TeX annotation a converter wrote). `display: 'block'`
 * shows it on a line of its own, still inside its paragraph.
 */
export interface MathElement {
  readonly type: 'math';
  readonly display?: 'block';
  readonly alt?: string;
  readonly tree: readonly MathNode[];
  readonly children: VoidChildren;
}

export type InlineNode = BookText | LinkElement | MathElement;

export type Align = 'left' | 'center' | 'right' | 'justify';

export interface ParagraphElement {
  readonly type: 'paragraph';
  readonly align?: Align;
  readonly children: InlineNode[];
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingElement {
  readonly type: 'heading';
  readonly level: HeadingLevel;
  readonly align?: Align;
  readonly children: InlineNode[];
}

export type OrderedListStyle = 'decimal' | 'lower-alpha' | 'upper-alpha' | 'lower-roman' | 'upper-roman';
export type BulletStyle = 'disc' | 'circle' | 'square';

/** A bulleted (`ordered: false`) or numbered list; `start` ≥ 1, numbered only. */
export interface ListElement {
  readonly type: 'list';
  readonly ordered: boolean;
  readonly start?: number;
  readonly style?: OrderedListStyle | BulletStyle;
  readonly children: ListItemElement[];
}

/** A list item: its text as a first paragraph, then any nested lists or more paragraphs. */
export interface ListItemElement {
  readonly type: 'list-item';
  readonly children: (ParagraphElement | ListElement)[];
}

export interface BlockQuoteElement {
  readonly type: 'blockquote';
  readonly children: (ParagraphElement | HeadingElement | ListElement)[];
}

/** A table; header cells (`th`) are marked per cell, a header row is a first row of header cells. */
export interface TableElement {
  readonly type: 'table';
  readonly caption?: string;
  readonly children: TableRowElement[];
}

export interface TableRowElement {
  readonly type: 'table-row';
  readonly children: TableCellElement[];
}

export interface TableCellElement {
  readonly type: 'table-cell';
  readonly header?: true;
  readonly colSpan?: number;
  readonly rowSpan?: number;
  /** A CSS length the cell properties dialog accepts: `10px`, `2em`, `50%`. */
  readonly width?: string;
  readonly height?: string;
  readonly align?: Align;
  readonly background?: string;
  readonly children: ParagraphElement[];
}

/** Void nodes (image, media, page break, equation) carry one empty text child, as Slate requires. */
export type VoidChildren = [{ readonly text: '' }];

/**
 * A picture. `src` is a drive address (`/drive-app/file/…`) or a `data:image/…`
 * URL, never a remote address. `tactile` is the spec's "DTM attribute": the
 * drive file of its tactile version, shown on the display instead of text.
 */
export interface ImageElement {
  readonly type: 'image';
  readonly src: string;
  readonly alt: string;
  readonly decorative?: true;
  readonly tactile?: string;
  readonly width?: string;
  readonly children: VoidChildren;
}

/** Audio or video from the drive. */
export interface MediaElement {
  readonly type: 'media';
  readonly kind: 'audio' | 'video';
  readonly src: string;
  readonly title?: string;
  readonly children: VoidChildren;
}

/** Ends a page: the document's pages (1 to 100) are the runs between breaks. */
export interface PageBreakElement {
  readonly type: 'page-break';
  readonly children: VoidChildren;
}

export type BlockElement =
  | ParagraphElement
  | HeadingElement
  | ListElement
  | BlockQuoteElement
  | TableElement
  | ImageElement
  | MediaElement
  | PageBreakElement;

export type BookElement = BlockElement | ListItemElement | TableRowElement | TableCellElement | LinkElement | MathElement;
export type BookNode = BookElement | BookText;

/** A whole document. The title is the drive file's name (DTM_NAME), kept beside it. */
export interface BookDocument {
  /** BCP 47 language of the text (`ko`, `en`); the HTML's `lang`. */
  readonly lang?: string;
  readonly blocks: BlockElement[];
  /** What the accessibility checker was told not to report again here (rule ids, finding keys: core/a11ycheck). */
  readonly ignoredChecks?: IgnoredChecks;
}


export const EMPTY_TEXT: BookText = { text: '' };

export function emptyParagraph(): ParagraphElement {
  return { type: 'paragraph', children: [{ text: '' }] };
}

/** The default blank document (spec §3): one empty paragraph. */
export function blankDocument(lang?: string): BookDocument {
  return lang ? { lang, blocks: [emptyParagraph()] } : { blocks: [emptyParagraph()] };
}

export function isText(node: BookNode): node is BookText {
  return 'text' in node;
}
