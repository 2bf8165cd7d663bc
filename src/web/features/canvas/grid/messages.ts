import { defineMessages } from '../../../../core/messages/index.ts';

export const pinGridMessages = defineMessages({
  roleDescription: { id: '핀 격자', description: 'aria-roledescription of the Canvas drawing area: a grid of tactile pins the keyboard moves over. English: "pin grid"' },
  name: {
    id: '{title}, {page}/{pages} 페이지',
    description: 'Accessible name of the Canvas pin grid: the document title, then the page. English: "{title}, page {page} of {pages}"',
  },
  untitled: { id: '이름 없는 캔버스', description: 'Title of a canvas document that has no name yet. English: "Untitled canvas"' },
  helpLabel: { id: '핀 격자 키보드 사용법', description: 'Name of the list of keys under the Canvas pin grid. English: "Pin grid keys"' },
  helpMove: {
    id: '화살표: 한 핀씩 이동. Shift+화살표: 10핀씩. {mod}+화살표: 점자 한 칸씩. Home, End, Page Up, Page Down: 가장자리로.',
    description: 'Pin grid help: how the cursor moves; mod is Ctrl or Cmd. English: "Arrow keys move one pin, Shift+arrows 10 pins, {mod}+arrows one braille cell. Home, End, Page Up and Page Down go to the edges."',
  },
  helpAct: {
    id: 'Space: 핀 올리기와 내리기. Enter: 도구 시작과 끝. Esc: 취소 또는 선택 해제. Delete: 선택한 핀 내리기.',
    description: 'Pin grid help: what Space, Enter, Escape and Delete do. English: "Space raises or lowers the pin. Enter starts and ends the tool’s shape. Escape cancels it or clears the selection. Delete lowers the selected pins."',
  },
  helpDescribe: {
    id: '{whereAmI}: 커서 위치 듣기. {describe}: 페이지 설명 듣기. {row}, {column}: 행과 열 읽기.',
    description: 'Pin grid help: the describe shortcuts (keys are filled in). English: "{whereAmI}: where the cursor is. {describe}: describe the page. {row} and {column}: read the row and the column."',
  },
  helpTools: {
    id: '글자 키로 도구를 고릅니다. 예: P 펜, E 지우개, H 포인터. 도구 메뉴에 모든 도구가 있습니다.',
    description: 'Pin grid help: tools are chosen with letter keys. English: "Letter keys choose tools, for example P pen, E eraser, H pointer. The Tool menu lists them all."',
  },
  helpRead: {
    id: 'Space 또는 Enter: 커서 아래 핀 듣기.',
    description: 'Pin grid help when only reading (Easy tactile): what Space and Enter do. English: "Space or Enter: hear the pin under the cursor."',
  },
});
