// fast-check arbitraries for Book documents, shared by every Book test (the
// HTML round trip, the editor, braille). They make models as an edit or a
// paste might leave them — texts that need merging, links with bad
// addresses, colours in any spelling, pictures from the web — so a property
// over `normalizeDocument(model)` covers what the normaliser must fix too.

import fc from 'fast-check';
import type { HtmlNode } from '../htmlTree.ts';
import { normalizeDocument } from '../normalize.ts';
import type {
  Align,
  BlockElement,
  BlockQuoteElement,
  BookDocument,
  BookText,
  HeadingElement,
  ImageElement,
  InlineNode,
  LinkElement,
  ListElement,
  ListItemElement,
  MathElement,
  MediaElement,
  ParagraphElement,
  TableCellElement,
  TableElement,
} from '../model.ts';

/** Drops undefined properties (the model's optional fields are absent, never undefined). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

// Pieces chosen for trouble: spaces that collapse, line breaks, markup
// characters, no-break spaces, tabs, Hangul, kanji, an astral emoji
// (CR, NUL and form feed the model cannot hold: the normaliser's business.)
const TEXT_PIECES = ['a', 'b', 'Z', '1', ' ', '  ', '\n', '<', '&', '"', "'", '>', '=', '가', '한글', '日本', '\u00a0', '\t', 'é', '😀', '-', '.', '\r\n', '\u0000', '\f', '&amp;'];

export const textArb: fc.Arbitrary<string> = fc.array(fc.constantFrom(...TEXT_PIECES), { maxLength: 6 }).map((pieces) => pieces.join(''));

const colorArb = fc.constantFrom('#ff0000', '#00AA11', '#abc', 'rgb(1, 2, 3)', 'red', 'url(javascript:alert(1))');

export const leafArb: fc.Arbitrary<BookText> = fc
  .record({
    text: textArb,
    bold: fc.boolean(),
    italic: fc.boolean(),
    underline: fc.boolean(),
    strikethrough: fc.boolean(),
    code: fc.boolean(),
    superscript: fc.boolean(),
    subscript: fc.boolean(),
    color: fc.option(colorArb, { nil: undefined }),
    highlight: fc.option(fc.constantFrom('#ffff00', '#FF0', '#00ff00', 'transparent'), { nil: undefined }),
  })
  .map(({ text, color, highlight, ...flags }) =>
    compact({
      text,
      ...Object.fromEntries(Object.entries(flags).filter(([, on]) => on).map(([name]) => [name, true])),
      color,
      highlight,
    }) as BookText,
  );

export const hrefArb = fc.constantFrom(
  'https://example.org/a?b=1&c="x"',
  'http://example.org',
  'mailto:someone@example.org',
  '#chapter-2',
  'javascript:alert(1)',
  ' https://example.org/space ',
  'data:text/html,<script>alert(1)</script>',
  '/relative',
);

export const linkArb: fc.Arbitrary<LinkElement> = fc.record({
  type: fc.constant('link' as const),
  href: hrefArb,
  children: fc.array(leafArb, { minLength: 1, maxLength: 3 }),
});

// (An equation inside a link, which the normaliser moves out, is in the HTML trees below.)

// ------------------------------------------------------------ equations

// Tags of the model, tags only HTML has (read into model tags) and tags that
// are no MathML, so a loose tree meets every rule of the equation reader.
const MATH_TOKENS = ['mi', 'mn', 'mo', 'ms', 'mtext'];
const MATH_LAYOUTS = [
  'mrow', 'msup', 'msub', 'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd',
  'mstyle', 'mpadded', 'mphantom', 'menclose', 'mspace', 'semantics', 'mfenced', 'maction', 'merror', 'mglyph', 'annotation', 'script', 'p',
];

const MATH_ATTRIBUTES: readonly (readonly [string, readonly string[]])[] = [
  ['mathvariant', ['bold', 'ITALIC', 'double-struck', 'comic']],
  ['stretchy', ['true', 'false', 'yes']],
  ['fence', ['true']],
  ['separator', ['false']],
  ['lspace', ['0', '0.2em', ' 1px ', '1 px', 'calc(1px)']],
  ['form', ['prefix', 'postfix', 'sideways']],
  ['linethickness', ['0', 'thick', '2px', 'url(x)']],
  ['columnalign', ['center', 'left  right', 'middle']],
  ['accent', ['true']],
  ['accentunder', ['false']],
  ['notation', ['box circle', 'longdiv', 'star']],
  ['displaystyle', ['true']],
  ['width', ['1em', '-0.5ex', 'wide']],
  ['href', ['javascript:alert(1)']],
  ['style', ['color:red']],
  ['onclick', ['alert(1)']],
  ['xlink:href', ['javascript:alert(1)']],
  ['open', ['[', '']],
  ['separators', [';,', '']],
  ['encoding', ['application/x-tex', 'text/html']],
];

const mathAttributesArb: fc.Arbitrary<Record<string, string>> = fc
  .uniqueArray(fc.constantFrom(...MATH_ATTRIBUTES), { maxLength: 3, selector: ([name]) => name })
  .chain((chosen) => fc.tuple(...chosen.map(([name, values]) => fc.constantFrom(...values).map((value) => [name, value] as const))))
  .map((entries) => Object.fromEntries(entries));

interface LooseMath {
  tag: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: LooseMath[];
}

const looseMathArb = fc.letrec<{ node: LooseMath }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: fc.record({ tag: fc.constantFrom(...MATH_TOKENS), attrs: mathAttributesArb, text: textArb }) },
    {
      weight: 2,
      arbitrary: fc.record({ tag: fc.constantFrom(...MATH_LAYOUTS), attrs: mathAttributesArb, children: fc.array(tie('node'), { maxLength: 4 }) }),
    },
  ),
})).node;

/** An equation as an edit or a stored draft might hand it over: any tags, attributes and shapes. */
export const mathArb: fc.Arbitrary<MathElement> = fc
  .record({
    display: fc.option(fc.constantFrom('block', 'inline'), { nil: undefined }),
    alt: fc.option(textArb, { nil: undefined }),
    tree: fc.array(looseMathArb, { maxLength: 3 }),
  })
  .map(({ display, alt, tree }) => compact({ type: 'math' as const, display, alt, tree, children: [{ text: '' as const }] }) as unknown as MathElement);

export const inlinesArb: fc.Arbitrary<InlineNode[]> = fc.array(
  fc.oneof({ weight: 3, arbitrary: leafArb }, { weight: 1, arbitrary: linkArb }, { weight: 1, arbitrary: mathArb }),
  { maxLength: 5 },
);

const alignArb = fc.option(fc.constantFrom<Align>('left', 'center', 'right', 'justify'), { nil: undefined });

export const paragraphArb: fc.Arbitrary<ParagraphElement> = fc
  .record({ children: inlinesArb, align: alignArb })
  .map(({ children, align }) => compact({ type: 'paragraph' as const, align, children }) as ParagraphElement);

export const headingArb: fc.Arbitrary<HeadingElement> = fc
  .record({ level: fc.constantFrom(1, 2, 3, 4, 5, 6 as const), children: inlinesArb, align: alignArb })
  .map(({ level, children, align }) => compact({ type: 'heading' as const, level, align, children }) as HeadingElement);

const listArbs = fc.letrec<{ list: ListElement; item: ListItemElement }>((tie) => ({
  list: fc
    .record({
      ordered: fc.boolean(),
      start: fc.option(fc.integer({ min: -1, max: 30 }), { nil: undefined }),
      style: fc.option(fc.constantFrom('decimal', 'lower-alpha', 'upper-roman', 'disc', 'square', 'bogus'), { nil: undefined }),
      children: fc.array(tie('item'), { maxLength: 3 }),
    })
    .map(({ ordered, start, style, children }) => compact({ type: 'list', ordered, start, style, children }) as ListElement),
  item: fc
    .record({
      children: fc.array(
        fc.oneof({ depthSize: 'small', withCrossShrink: true }, paragraphArb, tie('list')) as fc.Arbitrary<ParagraphElement | ListElement>,
        { maxLength: 3 },
      ),
    })
    .map(({ children }) => ({ type: 'list-item' as const, children })),
}));

export const listArb: fc.Arbitrary<ListElement> = listArbs.list;

export const blockQuoteArb: fc.Arbitrary<BlockQuoteElement> = fc
  .array(fc.oneof(paragraphArb, headingArb, listArb), { maxLength: 3 })
  .map((children) => ({ type: 'blockquote' as const, children }));

const lengthArb = fc.option(fc.constantFrom('10px', '2em', '50%', '2', 'calc(1px)', '1.5rem'), { nil: undefined });

export const cellArb: fc.Arbitrary<TableCellElement> = fc
  .record({
    header: fc.boolean(),
    colSpan: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    rowSpan: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    width: lengthArb,
    height: lengthArb,
    align: alignArb,
    background: fc.option(colorArb, { nil: undefined }),
    children: fc.array(paragraphArb, { maxLength: 2 }),
  })
  .map(({ header, ...rest }) => compact({ type: 'table-cell' as const, header: header ? (true as const) : undefined, ...rest }) as TableCellElement);

export const tableArb: fc.Arbitrary<TableElement> = fc
  .record({
    caption: fc.option(textArb, { nil: undefined }),
    children: fc.array(
      fc.array(cellArb, { maxLength: 3 }).map((children) => ({ type: 'table-row' as const, children })),
      { maxLength: 3 },
    ),
  })
  .map(({ caption, children }) => compact({ type: 'table' as const, caption, children }) as TableElement);

export const imageArb: fc.Arbitrary<ImageElement> = fc
  .record({
    src: fc.constantFrom('/drive-app/file/12', '/drive-app/file/7/pic.png', 'data:image/png;base64,iVBORw0KGgo=', 'https://evil.example/x.png', 'javascript:alert(1)'),
    alt: textArb,
    decorative: fc.boolean(),
    tactile: fc.option(fc.constantFrom('12345', 'x1'), { nil: undefined }),
    width: lengthArb,
  })
  .map(({ decorative, ...rest }) => compact({ type: 'image' as const, ...rest, decorative: decorative ? (true as const) : undefined, children: [{ text: '' as const }] }) as ImageElement);

export const mediaArb: fc.Arbitrary<MediaElement> = fc
  .record({
    kind: fc.constantFrom('audio' as const, 'video' as const),
    src: fc.constantFrom('/drive-app/file/99', 'https://evil.example/a.mp3'),
    title: fc.option(textArb, { nil: undefined }),
  })
  .map((media) => compact({ type: 'media' as const, ...media, children: [{ text: '' as const }] }) as MediaElement);

export const pageBreakArb: fc.Arbitrary<BlockElement> = fc.constant({ type: 'page-break', children: [{ text: '' }] });

export const blockArb: fc.Arbitrary<BlockElement> = fc.oneof(
  { weight: 4, arbitrary: paragraphArb },
  { weight: 2, arbitrary: headingArb },
  { weight: 2, arbitrary: listArb },
  { weight: 1, arbitrary: blockQuoteArb },
  { weight: 1, arbitrary: tableArb },
  { weight: 1, arbitrary: imageArb },
  { weight: 1, arbitrary: mediaArb },
  { weight: 1, arbitrary: pageBreakArb },
);

/** A document as an edit might leave it (not normalised). */
// The checks a person chose to ignore (core/a11ycheck's rule ids and finding keys), some not of that shape.
const ignoredChecksArb = fc.record({
  rules: fc.subarray(['heading-order', 'list-structure', 'image-alt', 'Not A Rule']),
  findings: fc.array(fc.tuple(fc.constantFrom('link-name', 'color-contrast'), fc.integer({ min: 0, max: 0xffffffff })).map(([rule, digest]) => `${rule}:${digest.toString(16).padStart(8, '0')}`), { maxLength: 3 }),
});

export const documentArb: fc.Arbitrary<BookDocument> = fc
  .record({
    lang: fc.option(fc.constantFrom('ko', 'en', 'en-US', 'zh-Hant', 'not a tag'), { nil: undefined }),
    blocks: fc.array(blockArb, { maxLength: 6 }),
    ignoredChecks: fc.option(ignoredChecksArb, { nil: undefined }),
  })
  .map(({ lang, blocks, ignoredChecks }) => compact({ lang, blocks, ignoredChecks }) as BookDocument);

/** A normal document. */
export const normalDocumentArb: fc.Arbitrary<BookDocument> = documentArb.map(normalizeDocument);

// ------------------------------------------------------------ parsed HTML

const HTML_TAGS = [
  'p', 'div', 'span', 'a', 'img', 'script', 'style', 'svg', 'math', 'iframe', 'b', 'i', 'u', 'ul', 'ol', 'li', 'table', 'tbody', 'thead',
  'tr', 'td', 'th', 'caption', 'h1', 'h3', 'h6', 'blockquote', 'pre', 'br', 'hr', 'video', 'audio', 'source', 'template', 'object',
  'form', 'input', 'mark', 'font', 'sup', 'sub', 'code', 'figure', 'figcaption', 'section', 'custom-element', 'body', 'head', 'title',
  'math', 'mi', 'mo', 'mn', 'mtext', 'mrow', 'msup', 'mfrac', 'mtable', 'mtr', 'mtd', 'semantics', 'annotation', 'annotation-xml',
  'mfenced', 'maction', 'mglyph', 'mspace', 'menclose',
];

const HTML_ATTRIBUTES: readonly (readonly [string, readonly string[]])[] = [
  ['href', ['https://a.example/?x=1&y=2', '#top', 'mailto:a@b.c', 'jAvAsCrIpT:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/relative']],
  ['src', ['/drive-app/file/1', '/drive-app/file/../x', 'data:image/png;base64,iVBORw0KGgo=', 'data:text/html;base64,PA==', 'https://evil.example/x.png', 'x']],
  ['style', ['color:#F00', 'background-color: rgb(0,0,255)', 'background:url(javascript:alert(1))', 'position:fixed', 'text-align:center', 'page-break-after:always', 'width:50%;height:2em', 'list-style-type:upper-roman', 'font-weight:700', 'color:expression(alert(1))']],
  ['onclick', ['alert(1)']],
  ['onerror', ['alert(1)']],
  ['class', ['page-break', 'x']],
  ['alt', ['A picture', '', '"><script>alert(1)</script>']],
  ['colspan', ['2', '0', 'x', '99999']],
  ['rowspan', ['3']],
  ['start', ['4', '-1']],
  ['type', ['a', 'I', 'square', 'x']],
  ['lang', ['ko', 'en-US', 'bad tag']],
  ['data-tactile', ['123', 'abc']],
  ['data-decorative', ['']],
  ['role', ['presentation']],
  ['srcdoc', ['<script>alert(1)</script>']],
  ['xlink:href', ['javascript:alert(1)']],
  ['title', ['A title']],
  ['width', ['120', '50%']],
  ['align', ['right']],
  ['bgcolor', ['#abc']],
  ['display', ['block', 'inline']],
  ['alttext', ['x squared', '"><script>alert(1)</script>']],
  ['mathvariant', ['bold', 'fraktur', 'x" onclick="alert(1)']],
  ['encoding', ['application/x-tex', 'text/html']],
  ['stretchy', ['true', 'maybe']],
  ['columnalign', ['left', 'center right', 'expression(1)']],
  ['notation', ['box', 'circle top']],
  ['open', ['{']],
  ['separators', ['; ']],
];

const htmlAttributesArb: fc.Arbitrary<Record<string, string>> = fc
  .uniqueArray(fc.constantFrom(...HTML_ATTRIBUTES), { maxLength: 3, selector: ([name]) => name })
  .chain((chosen) => fc.tuple(...chosen.map(([name, values]) => fc.constantFrom(...values).map((value) => [name, value] as const))))
  .map((entries) => Object.fromEntries(entries));

// The attribute each element is about (a link's href, a picture's src), so
// that the interesting values meet the elements that read them.
const MAIN_ATTRIBUTE: Readonly<Record<string, string>> = { a: 'href', img: 'src', video: 'src', audio: 'src', source: 'src' };

function elementArb(tag: fc.Arbitrary<string>, children: fc.Arbitrary<HtmlNode[]>): fc.Arbitrary<HtmlNode> {
  return tag.chain((name) => {
    const main = HTML_ATTRIBUTES.find(([attribute]) => attribute === MAIN_ATTRIBUTE[name]);
    const mainArb = main ? fc.constantFrom(...main[1]).map((value) => ({ [main[0]]: value })) : fc.constant({});
    return fc
      .record({ main: mainArb, attrs: htmlAttributesArb, children })
      .map(({ main: required, attrs, children: kids }): HtmlNode => ({ kind: 'element', tag: name, attrs: { ...attrs, ...required }, children: kids }));
  });
}

const htmlTrees = fc.letrec<{ node: HtmlNode; table: HtmlNode }>((tie) => {
  const children = fc.array(tie('node'), { maxLength: 4 });
  const cell = elementArb(fc.constantFrom('td', 'th'), children);
  const row = elementArb(fc.constant('tr'), fc.array(cell, { minLength: 1, maxLength: 3 }));
  const caption = elementArb(fc.constant('caption'), children);
  return {
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 3, arbitrary: textArb.map((value): HtmlNode => ({ kind: 'text', value })) },
      { weight: 6, arbitrary: elementArb(fc.constantFrom(...HTML_TAGS), children) },
      { weight: 1, arbitrary: tie('table') },
    ),
    table: elementArb(
      fc.constant('table'),
      fc
        .tuple(fc.option(caption, { nil: undefined }), fc.array(row, { minLength: 1, maxLength: 3 }))
        .map(([first, rows]) => (first ? [first, ...rows] : rows)),
    ),
  };
});

/**
 * A parsed HTML tree made of elements we read, elements we drop and hostile
 * attributes, nested as no parser would (a <p> in a <p>, a <tr> in a <span>):
 * the reader must cope with any tree a DOM can hold.
 */
export const htmlTreeArb: fc.Arbitrary<HtmlNode[]> = fc.array(htmlTrees.node, { maxLength: 5 });
