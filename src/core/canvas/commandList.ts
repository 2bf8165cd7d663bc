// The editor's commands as the app lists them before the editor loads: id,
// label, scope and shortcuts (spec §2), in menu order. Their code, over the
// editor, is commands.ts, bound by id; one list, so a shortcut is declared
// exactly once.
//
// Shortcuts: the tool letters (tools.ts); Mod+G grid; Mod+Z undo,
// Mod+Shift+Z / Ctrl+Y redo; Mod+X/C/V cut, copy, paste at the cursor;
// Mod+A select all; = and - zoom (Ctrl/Cmd with them stays the browser's own
// zoom, which low-vision users rely on); Delete and Escape are the grid's own keys.
// Describing uses Alt+Shift with a letter away from the app's navigation ones.

import type { CommandInfo } from '../commands/index.ts';
import { defineMessages } from '../messages/index.ts';
import { TOOLS, TOOL_IDS, type ToolId } from './tools.ts';

export const canvasCommandMessages = defineMessages({
  undo: { id: '그림 실행 취소', description: 'Canvas command: undo the last drawing step' },
  redo: { id: '그림 다시 실행', description: 'Canvas command: redo the last undone drawing step' },
  cut: { id: '선택 영역 잘라내기', description: 'Canvas command: cut the selected pins' },
  copy: { id: '선택 영역 복사', description: 'Canvas command: copy the selected pins' },
  paste: { id: '커서 위치에 붙여넣기', description: 'Canvas command: paste the copied pins at the cursor' },
  selectAll: { id: '페이지 전체 선택', description: 'Canvas command: select the whole page' },
  deleteSelection: { id: '선택 영역 핀 내리기', description: 'Canvas command: lower the selected pins (Delete)' },
  clearSelection: { id: '선택 해제', description: 'Canvas command: clear the selection or cancel the gesture (Escape)' },
  describeCanvas: { id: '캔버스 설명 듣기', description: 'Canvas command: speak a description of the whole page' },
  describeSelection: { id: '선택 영역 설명 듣기', description: 'Canvas command: speak a description of the selected area' },
  describeRow: { id: '현재 행 읽기', description: 'Canvas command: speak the raised pins of the cursor row' },
  describeColumn: { id: '현재 열 읽기', description: 'Canvas command: speak the raised pins of the cursor column' },
  whereAmI: { id: '커서 위치 듣기', description: 'Canvas command: speak the cursor position and the pin under it again' },
  zoomIn: { id: '확대', description: 'Canvas command: zoom in one step' },
  zoomOut: { id: '축소', description: 'Canvas command: zoom out one step' },
  toggleGrid: { id: '격자 켜기/끄기', description: 'Canvas command: show or hide the braille-cell grid lines (Ctrl+G)' },
  toggleVerbosity: { id: '자세히 읽기 켜기/끄기', description: 'Canvas command: switch the cursor announcements between brief and full' },
  toggleSonify: { id: '소리로 듣기 켜기/끄기', description: 'Canvas command: turn the cursor tones (sonification) on or off' },
  toggleFilled: { id: '도형 채우기 켜기/끄기', description: 'Canvas command: draw rectangles, circles and triangles filled or as outlines' },
  movePageUp: { id: '페이지를 앞으로', description: 'Canvas command: move this page one place earlier' },
  movePageDown: { id: '페이지를 뒤로', description: 'Canvas command: move this page one place later' },
  nextPage: { id: '다음 페이지로 가기', description: 'Canvas command: go to the next page' },
  addPage: { id: '페이지 추가', description: 'Canvas command and the name of its undoable step ("Undone: Add page"): add a blank page after this one' },
  duplicatePage: { id: '페이지 복제', description: 'Canvas command and the name of its undoable step ("Undone: Duplicate page"): duplicate this page' },
  deletePage: { id: '페이지 삭제', description: 'Canvas command and the name of its undoable step ("Undone: Delete page"): delete this page' },
  previousPage: { id: '이전 페이지로 가기', description: 'Canvas command: go to the previous page' },
});

const m = canvasCommandMessages;

export const toolCommandId = (tool: ToolId): string => `canvas.tool.${tool}`;

const TOOL_OF_COMMAND: ReadonlyMap<string, ToolId> = new Map(TOOL_IDS.map((tool) => [toolCommandId(tool), tool]));

/** The tool a command chooses, if it is a tool command. */
export const toolOfCommand = (commandId: string): ToolId | undefined => TOOL_OF_COMMAND.get(commandId);

const canvas = (id: string, label: CommandInfo['label'], shortcuts?: readonly string[]): CommandInfo => ({
  id: `canvas.${id}`,
  label,
  scope: 'canvas',
  ...(shortcuts ? { shortcuts } : {}),
});

export const CANVAS_COMMAND_LIST: readonly CommandInfo[] = [
  ...TOOL_IDS.map((tool): CommandInfo => {
    const { label, shortcut } = TOOLS[tool];
    return { id: toolCommandId(tool), label, scope: 'canvas', ...(shortcut === undefined ? {} : { shortcuts: [shortcut] }) };
  }),
  canvas('undo', m.undo, ['Mod+Z']),
  canvas('redo', m.redo, ['Mod+Shift+Z', 'Ctrl+Y']),
  canvas('cut', m.cut, ['Mod+X']),
  canvas('copy', m.copy, ['Mod+C']),
  canvas('paste', m.paste, ['Mod+V']),
  canvas('selectAll', m.selectAll, ['Mod+A']),
  canvas('deleteSelection', m.deleteSelection),
  canvas('clearSelection', m.clearSelection),
  canvas('describeCanvas', m.describeCanvas, ['Alt+Shift+A']),
  canvas('describeSelection', m.describeSelection, ['Alt+Shift+W']),
  canvas('describeRow', m.describeRow, ['Alt+Shift+R']),
  canvas('describeColumn', m.describeColumn, ['Alt+Shift+K']),
  canvas('whereAmI', m.whereAmI, ['Alt+Shift+I']),
  canvas('zoomIn', m.zoomIn, ['=']),
  canvas('zoomOut', m.zoomOut, ['-']),
  canvas('toggleGrid', m.toggleGrid, ['Mod+G']),
  canvas('toggleVerbosity', m.toggleVerbosity),
  canvas('toggleSonify', m.toggleSonify),
  canvas('toggleFilled', m.toggleFilled),
  canvas('addPage', m.addPage, ['Alt+Shift+Enter']),
  canvas('duplicatePage', m.duplicatePage),
  canvas('deletePage', m.deletePage),
  canvas('movePageUp', m.movePageUp),
  canvas('movePageDown', m.movePageDown),
  canvas('nextPage', m.nextPage, ['Alt+Shift+PageDown']),
  canvas('previousPage', m.previousPage, ['Alt+Shift+PageUp']),
];
