// The Canvas's route and commands (data only: their code is
// commands/canvasCommands.ts, loaded with a Canvas screen or on first use).
// The editor's own commands (tools, editing, describing, zoom, grid, pages)
// are listed once in core/canvas/commandList.ts with their shortcuts; the
// file commands are the Canvas's. Print is the device's global command
// (Alt+P): the Canvas gives the display its page and does not declare print again.

import { CANVAS_COMMAND_LIST } from '../../../core/canvas/commandList.ts';
import type { FeatureManifest } from '../../app/feature.ts';
import type { CommandEntry } from '../../commands/commandEntry.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { canvasFileCommandMessages as m } from './shell/messages.ts';

export const CANVAS_FILE_COMMAND_IDS = {
  newDocument: 'canvas.file.new',
  open: 'canvas.file.open',
  save: 'canvas.file.save',
  saveAs: 'canvas.file.saveAs',
  exportAs: 'canvas.file.export',
} as const;

export type FileAction = keyof typeof CANVAS_FILE_COMMAND_IDS;

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

export const CANVAS_COMMAND_ENTRIES: readonly CommandEntry[] = [...CANVAS_FILE_COMMAND_ENTRIES, ...CANVAS_COMMAND_LIST];

export const canvasManifest: FeatureManifest = {
  name: 'canvas',
  routes: [{ path: PATHS.canvas, layout: 'wide', title: t.canvas, access: 'signedIn', scope: 'canvas', load: () => import('./CanvasPage.tsx') }],
  commands: { entries: CANVAS_COMMAND_ENTRIES, load: async () => (await import('./index.ts')).canvasCommandCode },
};
