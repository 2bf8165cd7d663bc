// Everything the editor can do by itself, as commands: the list of
// commandList.ts (id, label, shortcuts) with each one's enablement and run
// over the editor. The web registry wraps these (and adds the file commands
// that need the network); editor tests press their keys.

import type { Command, Enablement } from '../commands/index.ts';
import { CANVAS_COMMAND_LIST, toolOfCommand } from './commandList.ts';
import type { CanvasEditor } from './editor.ts';
import { editMessages } from './messages.ts';

export type CanvasCommand = Command<CanvasEditor>;
type Code = Pick<CanvasCommand, 'isEnabled' | 'run'>;

const undoable = (editor: CanvasEditor) => editor.getState().undo;
const selected = (editor: CanvasEditor): Enablement => editor.getState().selection !== null || { reason: editMessages.noSelection };

const CODE: Readonly<Record<string, Code>> = {
  'canvas.undo': { run: (e) => e.undo(), isEnabled: (e) => undoable(e).done.length > 0 || { reason: editMessages.nothingToUndo } },
  'canvas.redo': { run: (e) => e.redo(), isEnabled: (e) => undoable(e).undone.length > 0 || { reason: editMessages.nothingToRedo } },
  'canvas.cut': { run: (e) => e.cut(), isEnabled: selected },
  'canvas.copy': { run: (e) => e.copy(), isEnabled: selected },
  'canvas.paste': { run: (e) => e.paste(), isEnabled: (e) => e.getState().clipboard !== null || { reason: editMessages.nothingToPaste } },
  'canvas.selectAll': { run: (e) => e.selectAll() },
  'canvas.deleteSelection': { run: (e) => e.deleteSelection(), isEnabled: selected },
  'canvas.clearSelection': { run: (e) => void e.escape() },
  'canvas.describeCanvas': { run: (e) => e.describeCanvas() },
  'canvas.describeSelection': { run: (e) => e.describeSelection(), isEnabled: selected },
  'canvas.describeRow': { run: (e) => e.describeRow() },
  'canvas.describeColumn': { run: (e) => e.describeColumn() },
  'canvas.whereAmI': { run: (e) => e.whereAmI() },
  'canvas.zoomIn': { run: (e) => e.zoomBy(1) },
  'canvas.zoomOut': { run: (e) => e.zoomBy(-1) },
  'canvas.toggleGrid': { run: (e) => e.setView('gridLines', !e.getState().view.gridLines) },
  'canvas.toggleVerbosity': { run: (e) => e.setView('verbosity', e.getState().view.verbosity === 'brief' ? 'full' : 'brief') },
  'canvas.toggleSonify': { run: (e) => e.setView('sonify', !e.getState().view.sonify) },
  'canvas.toggleFilled': { run: (e) => e.setOption('filled', !e.getState().options.filled) },
  'canvas.addPage': { run: (e) => e.addPage() },
  'canvas.duplicatePage': { run: (e) => e.duplicatePage() },
  'canvas.deletePage': { run: (e) => e.deletePage() },
  'canvas.movePageUp': { run: (e) => e.movePage(-1) },
  'canvas.movePageDown': { run: (e) => e.movePage(1) },
  'canvas.nextPage': { run: (e) => e.goToPage(e.getState().pageIndex + 1) },
  'canvas.previousPage': { run: (e) => e.goToPage(e.getState().pageIndex - 1) },
};

/** A tool command's code: choose the tool, when this editor offers it. */
function toolCode(commandId: string): Code | undefined {
  const tool = toolOfCommand(commandId);
  return tool === undefined ? undefined : { isEnabled: (editor) => editor.toolEnablement(tool), run: (editor) => editor.selectTool(tool) };
}

export const CANVAS_COMMANDS: readonly CanvasCommand[] = CANVAS_COMMAND_LIST.map((info) => {
  const code = toolCode(info.id) ?? CODE[info.id];
  if (!code) throw new Error(`The canvas command ${info.id} has no code`);
  return { ...info, ...code };
});
