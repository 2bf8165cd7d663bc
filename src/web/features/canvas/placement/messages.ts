import { defineMessages } from '../../../../core/messages/index.ts';

// The dialogs that ask for what a placing tool puts on the page (text, braille
// lines, a template, a text file). The image dialog's are in ../image/.
export const placementMessages = defineMessages({
  textBoxTitle: { id: '글상자 넣기', description: 'Canvas: title of the dialog that asks for the text of a text box. English: "Add a text box"' },
  multiBrailleTitle: { id: '여러 줄 점자 넣기', description: 'Canvas: title of the dialog that places several lines of braille as a block. English: "Add braille lines"' },
  templateTitle: { id: '템플릿 넣기', description: 'Canvas: title of the dialog that picks a ready-made template. English: "Add a template"' },
  textFileTitle: { id: '텍스트 파일 넣기', description: 'Canvas: title of the dialog that places the braille of a plain text file. English: "Add a text file"' },
  placingAt: { id: '놓을 곳: {column}열 {row}행', description: 'Canvas dialogs: where the content will go, column and row counted from 1. English: "Placing at column {column}, row {row}."' },
  textLabel: { id: '넣을 글', description: 'Canvas text box: label of the field for the print text to turn into braille. English: "Text"' },
  linesLabel: { id: '넣을 글 (한 줄씩)', description: 'Canvas multi-braille: label of the multi-line field; each line becomes a line of braille. English: "Lines of text"' },
  braillePreview: { id: '점자 미리 보기', description: 'Canvas: label of the read-only field showing the text as Unicode braille before it is placed. English: "Braille preview"' },
  brailleSetting: {
    id: '점자: {table}, {pins}점',
    description: 'Canvas: the braille table and cell size the text is translated with, e.g. "English – Contracted (grade 2), 6 dots". English: "Braille: {table}, {pins}-dot cells"',
  },
  translating: { id: '점자로 바꾸는 중…', description: 'Canvas: shown while text is being translated to braille. English: "Translating…"' },
  place: { id: '놓기', description: 'Canvas dialogs: button that puts the text, template or file on the page. English: "Place"' },
  cancel: { id: '취소' },
  loading: { id: '불러오는 중…', description: 'A list or details are loading' },
  // The spec's phrase, declared as the Cloud and the file layer declare it, so the catalogue has one entry.
  noText: { id: '입력한 내용이 없습니다.', description: 'Spec message (No text entered.): a name was left empty' },
  readFailed: { id: '파일을 읽지 못했습니다.', description: 'Canvas: a chosen file could not be read from the computer. English: "The file could not be read."' },
  nothingFits: {
    id: '이 자리에는 점자가 들어가지 않습니다. 더 왼쪽이나 위를 고르세요.',
    description: 'Canvas: the point chosen leaves no room for one braille cell. English: "No braille fits here. Choose a point further left or up."',
  },
  cellsLeftOut: {
    id: '{count}칸은 들어가지 않아 빠집니다.',
    description: 'Canvas text box: braille cells that do not fit right and below the point are left out. English: "{count, plural, one {# cell does} other {# cells do}} not fit here and will be left out."',
  },
  linesLeftOut: {
    id: '{count}줄은 들어가지 않아 빠집니다.',
    description: 'Canvas multi-braille: input lines that do not fit are left out. English: "{count, plural, one {# line does} other {# lines do}} not fit here and will be left out."',
  },
  lostDots78: {
    id: '{count}칸의 7점, 8점은 6점 칸에 나오지 않습니다.',
    description: 'Canvas: cells with dot 7 or 8 lose them in 6-dot cells. English: "{count, plural, one {# cell has} other {# cells have}} dots 7 or 8, which 6-dot cells do not show."',
  },
  capacity: {
    id: '이 자리에는 한 줄에 {cells}칸씩 {lines}줄이 들어갑니다.',
    description: 'Canvas multi-braille and text file: how much braille fits right and below the point. English: "Room here for {lines, plural, one {# line} other {# lines}} of {cells, plural, one {# cell} other {# cells}}."',
  },
  columnGap: { id: '칸 사이 간격 (핀)', description: 'Canvas multi-braille: number field, lowered pin columns between braille cells. English: "Space between cells (pins)"' },
  rowGap: { id: '줄 사이 간격 (핀)', description: 'Canvas multi-braille: number field, lowered pin rows between braille lines. English: "Space between lines (pins)"' },
  rowsPlaced: {
    id: '점자 {rows}줄을 놓습니다.',
    description: 'Canvas multi-braille and text file: braille rows (after wrapping) that will be placed. English: "{rows, plural, one {# row} other {# rows}} of braille will be placed."',
  },
  templates: { id: '템플릿 목록', description: 'Canvas: name of the list of templates to choose from. English: "Templates"' },
  templateRow: {
    id: '{name}. {about} {placement}',
    description: 'Canvas template list row: the template\'s name, what it is, and where it will be placed. English: "{name}. {about} {placement}"',
  },
  chooseTemplate: { id: '템플릿을 고르세요.', description: 'Canvas: Place was pressed before choosing a template. English: "Choose a template."' },
  templateFailed: { id: '템플릿을 불러오지 못했습니다.', description: 'Canvas: a shipped template file could not be loaded or read. English: "The template could not be loaded."' },
  chooseTextFile: { id: '텍스트 파일 고르기', description: 'Canvas: button that opens the file chooser for a .txt file. English: "Choose a text file"' },
  textFileRule: {
    id: 'UTF-8 일반 텍스트 파일(.txt), 100KB까지',
    description: 'Canvas: which text files can be placed. English: "A plain text file (.txt, UTF-8) of up to 100 kB."',
  },
  textFileTooLarge: { id: '텍스트 파일은 100KB까지 넣을 수 있습니다.', description: 'Canvas: the chosen text file is over 100 kB. English: "The text file must be 100 kB or smaller."' },
  notPlainText: {
    id: '일반 텍스트(UTF-8) 파일이 아닙니다.',
    description: 'Canvas: the chosen file holds binary data or is not UTF-8. English: "This is not a plain text (UTF-8) file."',
  },
  noFileChosen: { id: '파일을 먼저 고르세요.', description: 'Canvas: Place was pressed before a file was chosen. English: "Choose a file first."' },
  chosenTextFile: { id: '{name}: {lines}줄', description: 'Canvas: the chosen text file and its number of lines. English: "{name}: {lines, plural, one {# line} other {# lines}}"' },
  linesFit: {
    id: '{total}줄 가운데 {fitted}줄이 페이지에 들어갑니다.',
    description: 'Canvas text file: how many of the file\'s lines fit on the page from the point chosen. English: "{fitted} of {total, plural, one {# line} other {# lines}} fit on the page."',
  },
});
