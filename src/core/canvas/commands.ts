// Everything the editor can do by itself, as commands: id, label, shortcut,
// enablement and run over the editor. The web registry wraps these (and adds
// the file commands that need the network); editor tests press their keys.
// One list, so a shortcut is declared exactly once.
//
// Shortcuts (spec §2): the tool letters (tools.ts); Mod+G grid; Mod+Z undo,
// Mod+Shift+Z / Ctrl+Y redo; Mod+X/C/V cut, copy, paste at the cursor;
// Mod+A select all; = and - zoom (Ctrl/Cmd with them stays the browser's own
// zoom, which low-vision users rely on); Delete and Escape are the grid's own keys.
// Describing uses Alt+Shift with a letter away from the app's navigation ones.

import type { Command } from '../commands/index.ts';
import { defineMessages } from '../messages/index.ts';
import type { CanvasEditor } from './editor.ts';
import { editMessages, pageMessages } from './messages.ts';
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
  previousPage: { id: '이전 페이지로 가기', description: 'Canvas command: go to the previous page' },
});

const m = canvasCommandMessages;

export type CanvasCommand = Command<CanvasEditor>;

const canvas = (id: string, label: CanvasCommand['label'], run: CanvasCommand['run'], extra: Partial<CanvasCommand> = {}): CanvasCommand => ({
  id: `canvas.${id}`,
  label,
  scope: 'canvas',
  run,
  ...extra,
});

export const toolCommandId = (tool: ToolId): string => `canvas.tool.${tool}`;

const TOOL_OF_COMMAND: ReadonlyMap<string, ToolId> = new Map(TOOL_IDS.map((tool) => [toolCommandId(tool), tool]));

/** The tool a command chooses, if it is a tool command. */
export const toolOfCommand = (commandId: string): ToolId | undefined => TOOL_OF_COMMAND.get(commandId);

const toolCommands: CanvasCommand[] = TOOL_IDS.map((tool) => {
  const definition = TOOLS[tool];
  return {
    id: toolCommandId(tool),
    label: definition.label,
    scope: 'canvas',
    ...(definition.shortcut === undefined ? {} : { shortcuts: [definition.shortcut] }),
    isEnabled: (editor) => editor.toolEnablement(tool),
    run: (editor) => editor.selectTool(tool),
  };
});

const undoable = (editor: CanvasEditor) => editor.getState().undo;

export const CANVAS_COMMANDS: readonly CanvasCommand[] = [
  ...toolCommands,
  canvas('undo', m.undo, (e) => e.undo(), {
    shortcuts: ['Mod+Z'],
    isEnabled: (e) => undoable(e).done.length > 0 || { reason: editMessages.nothingToUndo },
  }),
  canvas('redo', m.redo, (e) => e.redo(), {
    shortcuts: ['Mod+Shift+Z', 'Ctrl+Y'],
    isEnabled: (e) => undoable(e).undone.length > 0 || { reason: editMessages.nothingToRedo },
  }),
  canvas('cut', m.cut, (e) => e.cut(), { shortcuts: ['Mod+X'], isEnabled: (e) => e.getState().selection !== null || { reason: editMessages.noSelection } }),
  canvas('copy', m.copy, (e) => e.copy(), { shortcuts: ['Mod+C'], isEnabled: (e) => e.getState().selection !== null || { reason: editMessages.noSelection } }),
  canvas('paste', m.paste, (e) => e.paste(), { shortcuts: ['Mod+V'], isEnabled: (e) => e.getState().clipboard !== null || { reason: editMessages.nothingToPaste } }),
  canvas('selectAll', m.selectAll, (e) => e.selectAll(), { shortcuts: ['Mod+A'] }),
  canvas('deleteSelection', m.deleteSelection, (e) => e.deleteSelection(), {
    isEnabled: (e) => e.getState().selection !== null || { reason: editMessages.noSelection },
  }),
  canvas('clearSelection', m.clearSelection, (e) => void e.escape()),
  canvas('describeCanvas', m.describeCanvas, (e) => e.describeCanvas(), { shortcuts: ['Alt+Shift+A'] }),
  canvas('describeSelection', m.describeSelection, (e) => e.describeSelection(), {
    shortcuts: ['Alt+Shift+W'],
    isEnabled: (e) => e.getState().selection !== null || { reason: editMessages.noSelection },
  }),
  canvas('describeRow', m.describeRow, (e) => e.describeRow(), { shortcuts: ['Alt+Shift+R'] }),
  canvas('describeColumn', m.describeColumn, (e) => e.describeColumn(), { shortcuts: ['Alt+Shift+K'] }),
  canvas('whereAmI', m.whereAmI, (e) => e.whereAmI(), { shortcuts: ['Alt+Shift+I'] }),
  canvas('zoomIn', m.zoomIn, (e) => e.zoomBy(1), { shortcuts: ['='] }),
  canvas('zoomOut', m.zoomOut, (e) => e.zoomBy(-1), { shortcuts: ['-'] }),
  canvas('toggleGrid', m.toggleGrid, (e) => e.setView('gridLines', !e.getState().view.gridLines), { shortcuts: ['Mod+G'] }),
  canvas('toggleVerbosity', m.toggleVerbosity, (e) => e.setView('verbosity', e.getState().view.verbosity === 'brief' ? 'full' : 'brief')),
  canvas('toggleSonify', m.toggleSonify, (e) => e.setView('sonify', !e.getState().view.sonify)),
  canvas('toggleFilled', m.toggleFilled, (e) => e.setOption('filled', !e.getState().options.filled)),
  canvas('addPage', pageMessages.addStep, (e) => e.addPage(), { shortcuts: ['Alt+Shift+Enter'] }),
  canvas('duplicatePage', pageMessages.duplicateStep, (e) => e.duplicatePage()),
  canvas('deletePage', pageMessages.deleteStep, (e) => e.deletePage()),
  canvas('movePageUp', m.movePageUp, (e) => e.movePage(-1)),
  canvas('movePageDown', m.movePageDown, (e) => e.movePage(1)),
  canvas('nextPage', m.nextPage, (e) => e.goToPage(e.getState().pageIndex + 1), { shortcuts: ['Alt+Shift+PageDown'] }),
  canvas('previousPage', m.previousPage, (e) => e.goToPage(e.getState().pageIndex - 1), { shortcuts: ['Alt+Shift+PageUp'] }),
];
