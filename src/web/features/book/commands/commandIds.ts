// The Book editor's command ids (data: the manifest and the code both read them).

export const TEXT_STYLE_COMMANDS = {
  normalText: 'book.style.normal',
  heading1: 'book.style.heading1',
  heading2: 'book.style.heading2',
  heading3: 'book.style.heading3',
  heading4: 'book.style.heading4',
  heading5: 'book.style.heading5',
  heading6: 'book.style.heading6',
} as const;

export const MARK_COMMANDS = {
  bold: 'book.mark.bold',
  italic: 'book.mark.italic',
  underline: 'book.mark.underline',
  strikethrough: 'book.mark.strikethrough',
  code: 'book.mark.code',
  superscript: 'book.mark.superscript',
  subscript: 'book.mark.subscript',
} as const;

export const BLOCK_COMMANDS = {
  bulletedList: 'book.list.bulleted',
  numberedList: 'book.list.numbered',
  indent: 'book.list.indent',
  outdent: 'book.list.outdent',
  listStart: 'book.list.start',
  blockquote: 'book.block.quote',
  alignLeft: 'book.align.left',
  alignCenter: 'book.align.center',
  alignRight: 'book.align.right',
  alignJustify: 'book.align.justify',
  textColor: 'book.text.color',
  highlight: 'book.text.highlight',
} as const;

export const INSERT_COMMANDS = {
  link: 'book.insert.link',
  removeLink: 'book.link.remove',
  insertTable: 'book.insert.table',
  insertImage: 'book.insert.image',
  imageProperties: 'book.image.properties',
  insertMedia: 'book.insert.media',
  pageBreak: 'book.insert.pageBreak',
} as const;

export const TABLE_COMMANDS = {
  rowAbove: 'book.table.rowAbove',
  rowBelow: 'book.table.rowBelow',
  columnLeft: 'book.table.columnLeft',
  columnRight: 'book.table.columnRight',
  removeRow: 'book.table.removeRow',
  removeColumn: 'book.table.removeColumn',
  removeTable: 'book.table.remove',
  headerRow: 'book.table.headerRow',
  cellProperties: 'book.table.cellProperties',
} as const;

export const TOOL_COMMANDS = {
  find: 'book.find',
  replace: 'book.replace',
  focusToolbar: 'book.focusToolbar',
  editorKeys: 'book.keys',
  goNext: 'book.go.next',
  goPrevious: 'book.go.previous',
  pageProperties: 'book.page.properties',
} as const;

/** Quick navigation, one command per target and direction (palette), beside the two-key sequences. */
export const NAVIGATION_COMMANDS = {
  nextHeading: 'book.go.nextHeading',
  previousHeading: 'book.go.previousHeading',
  nextList: 'book.go.nextList',
  previousList: 'book.go.previousList',
  nextTable: 'book.go.nextTable',
  previousTable: 'book.go.previousTable',
  nextImage: 'book.go.nextImage',
  previousImage: 'book.go.previousImage',
  nextLink: 'book.go.nextLink',
  previousLink: 'book.go.previousLink',
  nextPage: 'book.go.nextPage',
  previousPage: 'book.go.previousPage',
} as const;

/** The second key of Ctrl+Alt+N / Ctrl+Alt+P (Google Docs' letters; B for a page break, which Docs lacks). */
export const NAVIGATION_LETTERS = { h: 'heading', o: 'list', t: 'table', g: 'image', l: 'link', b: 'page' } as const;
