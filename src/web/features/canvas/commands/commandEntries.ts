// The Canvas's command entries: its file commands, then the editor's own
// (tools, editing, describing, zoom, grid, pages), listed once in
// core/canvas/commandList.ts with their shortcuts. The manifest loads them
// with a Canvas screen.

import { CANVAS_COMMAND_LIST } from '../../../../core/canvas/commandList.ts';
import type { CommandEntry } from '../../../commands/commandEntry.ts';
import { checkerMessages } from '../../../ui/checker/messages.ts';
import { CANVAS_FILE_COMMAND_IDS, type FileAction } from '../manifest.ts';
import { canvasFileCommandMessages as m } from './commandMessages.ts';

const file = (action: FileAction, shortcuts?: readonly string[]): CommandEntry => ({
  id: CANVAS_FILE_COMMAND_IDS[action],
  label: m[action],
  scope: 'canvas',
  ...(shortcuts ? { shortcuts } : {}),
});

// Spec §2: Ctrl or Cmd with O, S, Shift+S and E. New has no shortcut: Ctrl+N
// belongs to the browser (a new window) and cannot be taken from it.
export const CANVAS_FILE_COMMAND_ENTRIES: readonly CommandEntry[] = [
  file('newDocument'),
  file('open', ['Mod+O']),
  file('save', ['Mod+S']),
  file('saveAs', ['Mod+Shift+S']),
  file('exportAs', ['Mod+E']),
];

/** The accessibility checker over the document's pages (the Page menu). No shortcut: Alt+Shift+A, the Book's, describes the canvas here. */
export const CANVAS_CHECK_COMMAND_ID = 'canvas.checkAccessibility';
export const CANVAS_CHECK_COMMAND_ENTRY: CommandEntry = { id: CANVAS_CHECK_COMMAND_ID, label: checkerMessages.checkCommand, scope: 'canvas' };

export const CANVAS_COMMAND_ENTRIES: readonly CommandEntry[] = [...CANVAS_FILE_COMMAND_ENTRIES, ...CANVAS_COMMAND_LIST, CANVAS_CHECK_COMMAND_ENTRY];

