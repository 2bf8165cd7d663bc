// Everything the describer says, keyed by its Korean phrase (the catalogue
// key). English texts, with their ICU plurals, live in locales/en.json. Small
// pieces (positions, shape classes, spans of columns and rows) are messages
// of their own so each language can word and order them; the sentences take
// them as parts (see description.ts).

import { defineMessages } from '../messages/index.ts';

export const describeMessages = defineMessages({
  empty: { id: '올라온 핀이 없습니다.', description: 'Spoken description of a pin drawing (or of the selected area) with no raised pins' },
  summary: {
    id: '핀 {count}개가 올라와 있습니다. 범위: {columns}, {rows}.',
    description:
      'Spoken summary of a pin drawing: count raised pins; columns and rows are spans like "columns 3–10" / "rows 2–5" giving the box around them. English: "{count, plural, one {# pin} other {# pins}} raised, {columns}, {rows}."',
  },
  region: {
    id: '선택 영역: {columns}, {rows}.',
    description: 'Starts the spoken description of a selected area; columns and rows are spans like "columns 3–10" / "rows 2–5"',
  },
  shapeCount: {
    id: '모양 {count}개가 있습니다.',
    description: 'Spoken: how many separate shapes (groups of touching raised pins) the drawing has. English uses a plural: "{count, plural, one {# shape} other {# shapes}}."',
  },
  shape: {
    id: '{position}에 {shape}: 핀 {size}개, {columns}, {rows}.',
    description:
      'Spoken description of one shape: shape is its kind (e.g. "Circle", starts the English sentence), position is where it lies (e.g. "top left"), size counts its pins, columns and rows are spans like "columns 3–10". English: "{shape} at {position}: {size, plural, one {# pin} other {# pins}}, {columns}, {rows}."',
  },
  moreShapes: {
    id: '그 밖에 모양 {count}개가 더 있습니다.',
    description: 'Spoken after the largest shapes: how many smaller shapes were not described. English: "And {count, plural, one {# more shape} other {# more shapes}}."',
  },
  row: {
    id: '{row}행: {runs}번 핀 {count}개가 올라와 있습니다.',
    description:
      'Spoken description of one row of pins: row counts from 1 at the top; runs lists the raised pins from the left, e.g. "5–20, 30"; count is how many. English: "Row {row}: {count, plural, one {pin} other {pins}} {runs} raised."',
  },
  column: {
    id: '{column}열: {runs}번 핀 {count}개가 올라와 있습니다.',
    description:
      'Spoken description of one column of pins: column counts from 1 at the left; runs lists the raised pins from the top, e.g. "5–20, 30"; count is how many. English: "Column {column}: {count, plural, one {pin} other {pins}} {runs} raised."',
  },
  runRange: { id: '{from}~{to}', description: 'A run of raised pins in a row or column, from one pin number to another; English "{from}–{to}" (en dash)' },
  runSingle: { id: '{pin}', description: 'A single raised pin in a row or column, by its number; kept as a message so numbers follow the language' },
  columnRange: { id: '{from}~{to}열', description: 'A span of columns in a spoken description; English "columns {from}–{to}"' },
  columnSingle: { id: '{column}열', description: 'One column in a spoken description; English "column {column}"' },
  rowRange: { id: '{from}~{to}행', description: 'A span of rows in a spoken description; English "rows {from}–{to}"' },
  rowSingle: { id: '{row}행', description: 'One row in a spoken description; English "row {row}"' },
});

/** Where a shape lies in a 3×3 layout of the drawing; English texts are lower case, mid-sentence. */
export const positionMessages = defineMessages({
  'top-left': { id: '왼쪽 위', description: 'Position of a shape in the drawing (top left third), mid-sentence: "Circle at top left"' },
  'top-centre': { id: '위쪽 가운데', description: 'Position of a shape in the drawing (top middle), mid-sentence: "Circle at top centre"' },
  'top-right': { id: '오른쪽 위', description: 'Position of a shape in the drawing (top right), mid-sentence: "Circle at top right"' },
  'centre-left': { id: '왼쪽 가운데', description: 'Position of a shape in the drawing (middle left), mid-sentence: "Circle at centre left"' },
  centre: { id: '가운데', description: 'Position of a shape in the drawing (the middle), mid-sentence: "Circle at centre"' },
  'centre-right': { id: '오른쪽 가운데', description: 'Position of a shape in the drawing (middle right), mid-sentence: "Circle at centre right"' },
  'bottom-left': { id: '왼쪽 아래', description: 'Position of a shape in the drawing (bottom left), mid-sentence: "Circle at bottom left"' },
  'bottom-centre': { id: '아래쪽 가운데', description: 'Position of a shape in the drawing (bottom middle), mid-sentence: "Circle at bottom centre"' },
  'bottom-right': { id: '오른쪽 아래', description: 'Position of a shape in the drawing (bottom right), mid-sentence: "Circle at bottom right"' },
});

/** The kind of a shape; English texts are capitalised because they start the shape sentence. */
export const shapeClassMessages = defineMessages({
  dot: { id: '점', description: 'Kind of shape found in a pin drawing: a dot of one to four pins; starts the English sentence, "Dot"' },
  line: { id: '선', description: 'Kind of shape found in a pin drawing: a straight line; starts the English sentence, "Line"' },
  rectangle: { id: '사각형', description: 'Kind of shape found in a pin drawing: a rectangle, outline or filled; starts the English sentence, "Rectangle"' },
  circle: { id: '원', description: 'Kind of shape found in a pin drawing: a circle or ellipse, outline or filled; starts the English sentence, "Circle"' },
  triangle: { id: '삼각형', description: 'Kind of shape found in a pin drawing: a triangle, outline or filled; starts the English sentence, "Triangle"' },
  freeform: { id: '자유 모양', description: 'Kind of shape found in a pin drawing that is none of dot, line, rectangle, circle, triangle; starts the English sentence, "Freeform shape"' },
});
