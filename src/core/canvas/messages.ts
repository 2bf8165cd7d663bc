// What the Canvas editor says. Keys are the Korean phrases; English texts
// (with ICU plurals) are in locales/en.json. Columns and rows count from 1,
// as people count; the model counts from 0.

import { defineMessages } from '../messages/index.ts';
import { documentPageMessages } from '../pages/index.ts';

export const cursorMessages = defineMessages({
  brief: {
    id: '{column}열 {row}행 {state}',
    description: 'Spoken as the Canvas keyboard cursor moves (brief verbosity): column and row from 1, state is "raised" or "lowered". English: "{column}, {row}, {state}"',
  },
  full: {
    id: '{column}열 {row}행, {state}. {line}번째 줄 {cell}번째 칸.',
    description: 'Spoken as the Canvas keyboard cursor moves (full verbosity): position, pin state, then the braille cell (across) and cell line (down) holding the pin. English: "Column {column}, row {row}, {state}. Cell {cell}, line {line}."',
  },
  raised: { id: '올림', description: 'State of a pin under the Canvas cursor: raised (mid-sentence, lower case in English)' },
  lowered: { id: '내림', description: 'State of a pin under the Canvas cursor: lowered (mid-sentence, lower case in English)' },
  selected: { id: '선택됨', description: 'Added to the Canvas cursor announcement when the pin is inside the selection' },
  edge: { id: '가장자리', description: 'Spoken when the Canvas cursor cannot move further because it is at the edge of the grid' },
  extent: {
    id: '너비 {width}, 높이 {height}',
    description: 'Added while dragging a shape with the keyboard: the size of the box so far, in pins. English: "{width} by {height}"',
  },
  pinRaised: { id: '{column}열 {row}행 핀을 올렸습니다.', description: 'Spoken after Space raised the pin under the Canvas cursor. English: "Raised pin {column}, {row}."' },
  pinLowered: { id: '{column}열 {row}행 핀을 내렸습니다.', description: 'Spoken after Space lowered the pin under the Canvas cursor. English: "Lowered pin {column}, {row}."' },
});

export const toolHintMessages = defineMessages({
  stroke: {
    id: '{tool}. Enter로 시작하고 화살표로 움직인 뒤 Enter로 끝냅니다.',
    description: 'Spoken when a freehand tool (pen, eraser, freeform selection) is chosen: how to use it from the keyboard',
  },
  drag: {
    id: '{tool}. 시작점에서 Enter, 끝점으로 옮겨 Enter. Shift는 곧게 또는 1:1, Ctrl은 가로축.',
    description: 'Spoken when a two-point tool (line, rectangle, circle, triangle, move, selection, crop) is chosen: Enter at the start, move, Enter at the end; Shift straight or 1:1, Ctrl horizontal axis',
  },
  polygon: {
    id: '{tool}. 꼭짓점마다 Enter, 첫 꼭짓점에서 Enter로 닫습니다.',
    description: 'Spoken when the lasso (polygon) selection is chosen: Enter at each corner, Enter on the first corner closes it',
  },
  click: { id: '{tool}. 놓을 곳에서 Enter를 누릅니다.', description: 'Spoken when a one-point tool (fill, text box, template, image) is chosen: press Enter where it should go' },
  none: { id: '{tool}. 화살표로 살펴봅니다. Space는 핀을 올리고 내립니다.', description: 'Spoken when the pointer tool is chosen: arrows explore, Space toggles a pin' },
});

export const gestureMessages = defineMessages({
  started: {
    id: '{tool}: {column}열 {row}행에서 시작했습니다.',
    description: 'Spoken when a stroke or a two-point tool is anchored at the cursor (Enter or a press). English: "{tool} from {column}, {row}."',
  },
  corner: {
    id: '{tool}: {count}번째 꼭짓점 {column}열 {row}행.',
    description: 'Spoken when a lasso corner is placed. English: "{tool}: corner {count} at {column}, {row}."',
  },
  cancelled: { id: '{tool} 취소했습니다.', description: 'Spoken when Escape cancels a drawing or selecting gesture. English: "{tool} cancelled."' },
  drawn: {
    id: '{tool}: 핀 {raised}개를 올리고 {lowered}개를 내렸습니다.',
    description: 'Spoken after a drawing tool finished: how many pins it raised and lowered. English: "{tool}: {raised, plural, one {# pin} other {# pins}} raised, {lowered} lowered."',
  },
  unchanged: { id: '{tool}: 바뀐 핀이 없습니다.', description: 'Spoken when a drawing tool finished without changing any pin. English: "{tool}: no pins changed."' },
  selected: {
    id: '핀 {count}개 영역을 선택했습니다: {columns}, {rows}.',
    description: 'Spoken after a selection tool finished: the selected area and its span. English: "Selected {count, plural, one {# pin} other {# pins}} area: {columns}, {rows}."',
  },
  selectionCleared: { id: '선택을 해제했습니다.', description: 'Spoken when the Canvas selection is cleared (Escape, or a selection gesture that selected nothing)' },
  toolDisabled: { id: '{tool}: {reason}', description: 'Spoken when a tool cannot be used now; reason is the explanation. English: "{tool}: {reason}"' },
});

export const editMessages = defineMessages({
  undone: { id: '실행 취소: {action}', description: 'After undo: which change was undone, e.g. "Undone: Rename"' },
  redone: { id: '다시 실행: {action}', description: 'After redo: which change was done again' },
  nothingToUndo: { id: '실행 취소할 작업이 없습니다.', description: 'Spoken or shown when there is nothing to undo in the Canvas' },
  nothingToRedo: { id: '다시 실행할 작업이 없습니다.', description: 'Why redo is unavailable' },
  noSelection: { id: '선택한 영역이 없습니다.', description: 'Canvas: cut, copy, delete or describe selection without a selection. English: "No area selected."' },
  nothingToPaste: { id: '붙여넣을 내용이 없습니다.', description: 'Canvas: paste with nothing cut or copied. English: "Nothing to paste."' },
  cut: { id: '핀 {count}개를 잘라냈습니다.', description: 'Spoken after cutting the Canvas selection. English: "Cut {count, plural, one {# pin} other {# pins}}."' },
  copied: { id: '핀 {count}개를 복사했습니다.', description: 'Spoken after copying the Canvas selection. English: "Copied {count, plural, one {# pin} other {# pins}}."' },
  pasted: { id: '{column}열 {row}행에 붙여넣었습니다.', description: 'Spoken after pasting in the Canvas at the cursor. English: "Pasted at {column}, {row}."' },
  deleted: { id: '선택한 핀 {count}개를 내렸습니다.', description: 'Spoken after Delete lowered the selected pins. English: "Lowered {count, plural, one {# selected pin} other {# selected pins}}."' },
  selectedAll: { id: '페이지 전체를 선택했습니다.', description: 'Spoken after Select all in the Canvas' },
  erasedAll: { id: '페이지의 핀을 모두 내렸습니다.', description: 'Spoken after Erase all lowered every pin of the page' },
  placed: { id: '{what}: {column}열 {row}행에 놓았습니다. 핀 {raised}개.', description: 'Spoken after placing a text box, braille block, template or picture. English: "{what} placed at {column}, {row}: {raised, plural, one {# pin} other {# pins}}."' },
  zoom: { id: '확대 {zoom}%', description: 'Spoken when the Canvas zoom changes. English: "Zoom {zoom}%"' },
  gridOn: { id: '격자 표시', description: 'Spoken when the Canvas grid lines are turned on. English: "Grid on"' },
  gridOff: { id: '격자 숨김', description: 'Spoken when the Canvas grid lines are turned off. English: "Grid off"' },
  toggledPin: { id: '핀 바꾸기', description: 'Name of the undoable step made by Space on a pin, as in "Undone: Toggle pin"' },
  pasteStep: { id: '핀 붙여넣기', description: 'Name of the undoable paste step, as in "Undone: Paste"' },
  cutStep: { id: '핀 잘라내기', description: 'Name of the undoable cut step, as in "Undone: Cut"' },
  deleteStep: { id: '선택 영역 지우기', description: 'Name of the undoable step that lowered the selected pins, as in "Undone: Delete selection"' },
  sharpnessLocked: { id: '저장한 뒤에는 선명도를 바꿀 수 없습니다.', description: 'Why the image sharpness tool is disabled: a sharpness edit was saved (spec §4). English: "Sharpness cannot be changed after it has been saved."' },
  noImage: { id: '이 페이지에는 이미지가 없습니다.', description: 'Why the image sharpness tool is disabled: the page has no picture. English: "This page has no image."' },
  sharpnessSet: { id: '선명도 {sharpness}%', description: 'Spoken after the picture sharpness changed. English: "Sharpness {sharpness}%"' },
});

export const pageMessages = {
  ...documentPageMessages,
  ...defineMessages({
  added: { id: '{page}/{pages} 페이지를 추가했습니다.', description: 'Spoken after adding a page. English: "Added page {page} of {pages}."' },
  duplicated: { id: '페이지를 복제했습니다: {page}/{pages} 페이지.', description: 'Spoken after duplicating a page. English: "Duplicated page: now on page {page} of {pages}."' },
  deleted: { id: '페이지를 삭제했습니다. {page}/{pages} 페이지.', description: 'Spoken after deleting a page. English: "Page deleted. Page {page} of {pages}."' },
  moved: { id: '페이지를 {page}번째로 옮겼습니다.', description: 'Spoken after moving a page earlier or later. English: "Moved the page to position {page}."' },
  moveStep: { id: '페이지 순서 바꾸기', description: 'Name of the undoable step, as in "Undone: Move page"' },
  altTextStep: { id: '대체 텍스트 수정', description: 'Name of the undoable step, as in "Undone: Edit alternative text"' },
  textStep: { id: '점자 글줄 수정', description: 'Name of the undoable step, as in "Undone: Edit braille text line"' },
  audioStep: { id: '페이지 오디오 수정', description: 'Name of the undoable step, as in "Undone: Edit page audio"' },
  altTextMissing: {
    id: '대체 텍스트가 없는 페이지가 있습니다: {pages}',
    description: 'Saving is refused while pages lack alternative text (spec §5); pages lists their numbers. English: "Every page needs alternative text. Missing on page(s) {pages}."',
  },
  }),
};

export const describeLineMessages = {
  firstPage: documentPageMessages.firstPage,
  ...defineMessages({
  rowEmpty: { id: '{row}행: 올라온 핀이 없습니다.', description: 'Row summary in the Canvas when the cursor row has no raised pins. English: "Row {row}: no pins raised."' },
  columnEmpty: { id: '{column}열: 올라온 핀이 없습니다.', description: 'Column summary in the Canvas when the cursor column has no raised pins. English: "Column {column}: no pins raised."' },
  }),
};
