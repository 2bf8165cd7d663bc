import { defineMessages } from '../../../../core/messages/index.ts';

// The Book editor's own words: the editing area's name, what its blocks are
// called to a screen reader, and what it announces when the structure or
// the formatting changes.
export const editorMessages = defineMessages({
  body: { id: '문서 본문, {title}', description: 'Book editor: accessible name of the editing area (a multi-line text box). English: "Document body, {title}"' },
  untitled: { id: '제목 없는 문서', description: 'Book editor: the title used in the editing area\'s name when the document has none yet. English: "Untitled document"' },
  editorRegion: { id: '문서 편집기', description: 'Book editor: name of the region holding the toolbar and the editing area. English: "Document editor"' },
  normalText: { id: '본문 텍스트', description: 'Book editor: the paragraph style of plain body text (announced, and in the style menu). English: "Normal text"' },
  heading: { id: '제목 {level}', description: 'Book editor: a heading level as a paragraph style (announced, style menu). English: "Heading {level}"' },
  bulletedList: { id: '글머리 기호 목록', description: 'Book editor: a bulleted list (announced when made). English: "Bulleted list"' },
  numberedList: { id: '번호 매기기 목록', description: 'Book editor: a numbered list (announced when made). English: "Numbered list"' },
  listOff: { id: '목록 해제', description: 'Book editor: announced when text leaves its list. English: "List off"' },
  quoteOn: { id: '인용 블록', description: 'Book editor: announced when text becomes a block quote. English: "Block quote"' },
  quoteOff: { id: '인용 블록 해제', description: 'Book editor: announced when a block quote is removed. English: "Block quote off"' },
  listLevel: { id: '목록 수준 {level}', description: 'Book editor: announced after Tab or Shift+Tab in a list. English: "List level {level}"' },
  cannotIndent: {
    id: '첫 항목은 들여쓸 수 없습니다. 앞에 항목이 있어야 합니다.',
    description: 'Book editor: Tab on the first item of a list, which has no item to nest under. English: "The first item cannot be indented: it needs an item before it."',
  },
  markOn: { id: '{name} 켜짐', description: 'Book editor: a format (bold, italic…) was turned on. English: "{name} on"' },
  markOff: { id: '{name} 꺼짐', description: 'Book editor: a format (bold, italic…) was turned off. English: "{name} off"' },
  tableInserted: { id: '표 삽입됨, {rows}행 {columns}열', description: 'Book editor: announced after inserting a table. English: "Table inserted, {rows} rows, {columns} columns"' },
  rowAdded: { id: '행 추가됨', description: 'Book editor: a table row was added. English: "Row added"' },
  columnAdded: { id: '열 추가됨', description: 'Book editor: a table column was added. English: "Column added"' },
  rowRemoved: { id: '행 삭제됨', description: 'Book editor: a table row was removed. English: "Row removed"' },
  columnRemoved: { id: '열 삭제됨', description: 'Book editor: a table column was removed. English: "Column removed"' },
  tableRemoved: { id: '표 삭제됨', description: 'Book editor: the table was removed. English: "Table removed"' },
  headerRowOn: { id: '머리글 행 켜짐', description: 'Book editor: the table\'s first row became header cells. English: "Header row on"' },
  headerRowOff: { id: '머리글 행 꺼짐', description: 'Book editor: the table\'s first row became normal cells. English: "Header row off"' },
  cell: { id: '{row}행 {column}열', description: 'Book editor: where the caret is after Tab in a table. English: "Row {row}, column {column}"' },
  imageInserted: { id: '이미지 삽입됨', description: 'Book editor: announced after inserting a picture. English: "Image inserted"' },
  tactileLinked: { id: '촉각 버전을 연결했습니다: {name}', description: 'Book editor: announced when a picture\'s tactile version saved in the Canvas (another tab) is linked to it. English: "Tactile version linked: {name}"' },
  mediaInserted: { id: '미디어 삽입됨', description: 'Book editor: announced after inserting audio or video. English: "Media inserted"' },
  pageBreakInserted: { id: '페이지 나누기 삽입됨, {page}페이지 시작', description: 'Book editor: announced after inserting a page break. English: "Page break inserted, page {page} begins"' },
  linkSet: { id: '링크 설정됨', description: 'Book editor: announced after inserting or changing a link. English: "Link set"' },
  linkRemoved: { id: '링크 제거됨', description: 'Book editor: announced after removing a link. English: "Link removed"' },
  alignment: {
    id: '{align, select, left {왼쪽 정렬} center {가운데 정렬} right {오른쪽 정렬} other {양쪽 정렬}}',
    description: 'Book editor: a paragraph alignment (announced, toolbar). English: "{align, select, left {Align left} center {Center} right {Align right} other {Justify}}"',
  },
  colorSet: { id: '글자 색 {color}', description: 'Book editor: announced after choosing a text colour. English: "Text colour {color}"' },
  colorRemoved: { id: '기본 글자 색', description: 'Book editor: announced after removing a text colour. English: "Default text colour"' },
  highlightSet: { id: '형광펜 색 {color}', description: 'Book editor: announced after choosing a highlight colour. English: "Highlight {color}"' },
  highlightRemoved: { id: '형광펜 없음', description: 'Book editor: announced after removing the highlight. English: "No highlight"' },
  notInTable: { id: '표 안에 있지 않습니다.', description: 'Book editor: a table command used outside a table. English: "Not in a table."' },
  notInList: { id: '번호 매기기 목록 안에 있지 않습니다.', description: 'Book editor: the start number command used outside a numbered list. English: "Not in a numbered list."' },
  notOnLink: { id: '링크 위에 있지 않습니다.', description: 'Book editor: remove link used where there is no link. English: "Not on a link."' },
  notOnImage: { id: '이미지가 선택되어 있지 않습니다.', description: 'Book editor: image properties used with no picture selected. English: "No image selected."' },
  noEditor: { id: '열린 문서 편집기가 없습니다.', description: 'Book editor: a Book command run while no editor is shown. English: "No document editor is open."' },
  readOnly: { id: '이 문서는 읽기 전용입니다.', description: 'Book editor: an editing command on a read-only document. English: "This document is read-only."' },
  // Void blocks, named for a screen reader (their content is not text).
  image: { id: '이미지: {alt}', description: 'Book editor: accessible name of a picture in the text. English: "Image: {alt}"' },
  decorativeImage: { id: '장식 이미지', description: 'Book editor: accessible name of a decorative picture (no description needed). English: "Decorative image"' },
  imageNoAlt: { id: '대체 텍스트 없는 이미지', description: 'Book editor: a picture that still needs alternative text. English: "Image without alternative text"' },
  audio: { id: '오디오: {title}', description: 'Book editor: accessible name of an audio block. English: "Audio: {title}"' },
  video: { id: '동영상: {title}', description: 'Book editor: accessible name of a video block. English: "Video: {title}"' },
  pageBreak: { id: '페이지 나누기, {page}페이지 시작', description: 'Book editor: accessible name of a page break. English: "Page break, page {page} begins"' },
  // Quick navigation.
  reachedHeading: { id: '제목 {level}: {text}', description: 'Book editor: quick navigation reached a heading. English: "Heading {level}: {text}"' },
  reachedList: {
    id: '{ordered, select, true {번호 매기기 목록} other {글머리 기호 목록}}, 항목 {count}개',
    description: 'Book editor: quick navigation reached a list. English: "{ordered, select, true {Numbered list} other {Bulleted list}}, {count, plural, one {# item} other {# items}}"',
  },
  reachedTable: { id: '표, {rows}행 {columns}열', description: 'Book editor: quick navigation reached a table. English: "Table, {rows} rows, {columns} columns"' },
  reachedLink: { id: '링크: {text}', description: 'Book editor: quick navigation reached a link. English: "Link: {text}"' },
  reachedPage: { id: '{page}페이지 처음', description: 'Book editor: quick navigation reached a page. English: "Page {page}"' },
  noTarget: {
    id: '{direction, select, next {다음} other {이전}} {target, select, heading {제목} list {목록} table {표} image {이미지} link {링크} other {페이지}} 없음',
    description:
      'Book editor: quick navigation found nothing further. English: "No {direction, select, next {next} other {previous}} {target, select, heading {heading} list {list} table {table} image {image} link {link} other {page}}"',
  },
  navigationWaiting: {
    id: '{direction, select, next {다음} other {이전}} 요소로 이동: H 제목, O 목록, T 표, G 이미지, L 링크, B 페이지',
    description:
      'Book editor: said after Ctrl+Alt+N or P, waiting for the second key. English: "Go to {direction, select, next {next} other {previous}}: H heading, O list, T table, G image, L link, B page"',
  },
  findResult: { id: '{count}개 중 {index}번째', description: 'Book editor: find moved to a match. English: "{index} of {count}"' },
  noMatches: { id: '일치하는 항목이 없습니다.', description: 'Book editor: find found nothing. English: "No matches."' },
  replacedCount: { id: '{count}개를 바꿨습니다.', description: 'Book editor: replace all finished. English: "Replaced {count}."' },
  startSet: { id: '시작 번호 {start}', description: 'Book editor: the numbered list now starts at this number. English: "Starts at {start}"' },
});
