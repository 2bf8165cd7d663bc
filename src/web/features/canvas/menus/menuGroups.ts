// Which commands each Canvas menu lists, in order; an inner list is a group
// (a separator or a heading between groups). Every item runs the registry
// command of that id, so a menu, the palette and a shortcut do the same thing.

import { toolCommandId, type ToolId } from '../../../../core/canvas/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { CANVAS_CHECK_COMMAND_ID } from '../commands/commandEntries.ts';
import { CANVAS_FILE_COMMAND_IDS as file } from '../manifest.ts';
import { PRINT_COMMAND_ID } from '../../device/manifest.ts';
import { TOOL_GROUPS } from '../toolbar/toolGroups.ts';
import { menuMessages as m } from './messages.ts';

export interface CommandGroup {
  readonly id: string;
  readonly heading?: Message;
  readonly commandIds: readonly string[];
}

const c = (name: string) => `canvas.${name}`;

export const FILE_MENU: readonly CommandGroup[] = [
  { id: 'file', commandIds: [file.newDocument, file.open, file.save, file.saveAs, file.exportAs] },
  // Print is the display's global command (Alt+P); the File menu is where people look for it.
  { id: 'print', commandIds: [PRINT_COMMAND_ID] },
];

export const PAGE_MENU: readonly CommandGroup[] = [
  { id: 'pages', commandIds: [c('addPage'), c('duplicatePage'), c('deletePage')] },
  { id: 'order', commandIds: [c('movePageUp'), c('movePageDown')] },
  { id: 'turn', commandIds: [c('previousPage'), c('nextPage')] },
  { id: 'check', commandIds: [CANVAS_CHECK_COMMAND_ID] },
];

/** The tools the Tool menu offers as a choice: all but erase all, which acts at once (it is in Edit). */
export const MENU_TOOLS: readonly ToolId[] = TOOL_GROUPS.flatMap((group) => group.tools).filter((tool) => tool !== 'eraseAll');

export const TOOL_MENU_ACTIONS: readonly CommandGroup[] = [
  {
    id: 'edit',
    heading: m.editSection,
    commandIds: [c('undo'), c('redo'), c('cut'), c('copy'), c('paste'), c('selectAll'), c('deleteSelection'), c('clearSelection'), toolCommandId('eraseAll')],
  },
  { id: 'describe', heading: m.describeSection, commandIds: [c('describeCanvas'), c('describeSelection'), c('describeRow'), c('describeColumn'), c('whereAmI')] },
];

export const ZOOM_COMMANDS: readonly string[] = [c('zoomIn'), c('zoomOut')];

export const SETTING_COMMANDS = {
  gridLines: c('toggleGrid'),
  sonify: c('toggleSonify'),
  verbosity: c('toggleVerbosity'),
  filled: c('toggleFilled'),
} as const;
