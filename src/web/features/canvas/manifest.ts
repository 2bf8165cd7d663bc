// The Canvas's route and where its commands come from (data only). Every
// Canvas command is the canvas scope's, so its entries (commands/commandEntries.ts)
// load with a screen of that scope (the Canvas, Easy canvas), then their code
// (commands/canvasCommands.ts); no other page carries them. Print is the
// device's global command (Alt+P): the Canvas gives the display its page and
// does not declare print again.

import type { FeatureManifest } from '../../app/feature.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';

export const CANVAS_FILE_COMMAND_IDS = {
  newDocument: 'canvas.file.new',
  open: 'canvas.file.open',
  save: 'canvas.file.save',
  saveAs: 'canvas.file.saveAs',
  exportAs: 'canvas.file.export',
} as const;

export type FileAction = keyof typeof CANVAS_FILE_COMMAND_IDS;

export const canvasManifest: FeatureManifest = {
  name: 'canvas',
  routes: [{ path: PATHS.canvas, layout: 'wide', title: t.canvas, access: 'signedIn', scope: 'canvas', load: () => import('./CanvasPage.tsx') }],
  commands: {
    entries: [],
    scoped: { scope: 'canvas', load: async () => (await import('./commands/commandEntries.ts')).CANVAS_COMMAND_ENTRIES },
    load: async () => (await import('./index.ts')).canvasCommandCode,
  },
};
