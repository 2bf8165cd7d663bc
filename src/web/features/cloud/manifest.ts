// The Cloud's routes and commands (data only: the commands' code is
// commands/cloudCommands.ts, loaded with a Cloud screen or on first use).
// The Library's commands are drive commands too: they act on the listing the
// Library screen registers (commands/driveTarget.ts).

import type { FeatureManifest } from '../../app/feature.ts';
import type { CommandEntry } from '../../commands/commandEntry.ts';
import { routeTitles as t } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { cloudCommandMessages as m } from './shell/messages.ts';

export const CLOUD_COMMAND_IDS = {
  newFolder: 'cloud.newFolder',
  upload: 'cloud.upload',
  rename: 'cloud.rename',
  moveTo: 'cloud.moveTo',
  copyTo: 'cloud.copyTo',
  copy: 'cloud.copy',
  cut: 'cloud.cut',
  paste: 'cloud.paste',
  trash: 'cloud.trash',
  publish: 'cloud.publish',
  unpublish: 'cloud.unpublish',
  download: 'cloud.download',
  details: 'cloud.details',
  open: 'cloud.open',
  selectAll: 'cloud.selectAll',
  undo: 'cloud.undo',
  redo: 'cloud.redo',
  goUp: 'cloud.goUp',
  toggleView: 'cloud.toggleView',
  focusSearch: 'cloud.focusSearch',
  restore: 'cloud.restore',
  deleteForever: 'cloud.deleteForever',
  emptyTrash: 'cloud.emptyTrash',
  convertAgain: 'cloud.convertAgain',
  libraryDetails: 'library.details',
  libraryDownload: 'library.download',
  libraryOpen: 'library.open',
  libraryToggleView: 'library.toggleView',
  libraryFocusSearch: 'library.focusSearch',
} as const;

const id = CLOUD_COMMAND_IDS;

// Shortcuts: the desktop's for the clipboard, undo and select all; F2 to
// rename and Delete to trash as file managers do; Alt+Shift+letter (as the
// global commands) for the rest, clear of browsers and screen readers. In a
// text field Mod+C, X, V, A and Z stay the field's (the screens keep them).
export const CLOUD_COMMAND_ENTRIES: readonly CommandEntry[] = [
  { id: id.newFolder, label: m.newFolder, scope: 'cloud', shortcuts: ['Alt+Shift+N'] },
  { id: id.upload, label: m.upload, scope: 'cloud', shortcuts: ['Alt+Shift+U'] },
  { id: id.rename, label: m.rename, scope: 'cloud', shortcuts: ['F2'] },
  { id: id.moveTo, label: m.moveTo, scope: 'cloud', shortcuts: ['Alt+Shift+M'] },
  { id: id.copyTo, label: m.copyTo, scope: 'cloud' },
  { id: id.copy, label: m.copy, scope: 'cloud', shortcuts: ['Mod+C'] },
  { id: id.cut, label: m.cut, scope: 'cloud', shortcuts: ['Mod+X'] },
  { id: id.paste, label: m.paste, scope: 'cloud', shortcuts: ['Mod+V'] },
  { id: id.trash, label: m.trash, scope: 'cloud', shortcuts: ['Delete', 'Mod+Backspace'] },
  { id: id.publish, label: m.publish, scope: 'cloud', shortcuts: ['Alt+Shift+P'] },
  { id: id.unpublish, label: m.unpublish, scope: 'cloud' },
  { id: id.download, label: m.download, scope: 'cloud', shortcuts: ['Alt+Shift+O'] },
  { id: id.details, label: m.details, scope: 'cloud', shortcuts: ['Mod+I'] },
  { id: id.open, label: m.open, scope: 'cloud' },
  { id: id.selectAll, label: m.selectAll, scope: 'cloud', shortcuts: ['Mod+A'] },
  { id: id.undo, label: m.undo, scope: 'cloud', shortcuts: ['Mod+Z'] },
  { id: id.redo, label: m.redo, scope: 'cloud', shortcuts: ['Mod+Shift+Z', 'Ctrl+Y'] },
  { id: id.goUp, label: m.goUp, scope: 'cloud', shortcuts: ['Alt+ArrowUp'] },
  { id: id.toggleView, label: m.toggleView, scope: 'cloud', shortcuts: ['Alt+Shift+V'] },
  { id: id.focusSearch, label: m.focusSearch, scope: 'cloud', shortcuts: ['Alt+Shift+F'] },
  { id: id.restore, label: m.restore, scope: 'cloud', shortcuts: ['Alt+Shift+R'] },
  { id: id.deleteForever, label: m.deleteForever, scope: 'cloud', shortcuts: ['Shift+Delete'] },
  { id: id.emptyTrash, label: m.emptyTrash, scope: 'cloud' },
  { id: id.convertAgain, label: m.convertAgain, scope: 'cloud' },
  { id: id.libraryDetails, label: m.details, scope: 'library', shortcuts: ['Mod+I'] },
  { id: id.libraryDownload, label: m.download, scope: 'library', shortcuts: ['Alt+Shift+O'] },
  { id: id.libraryOpen, label: m.open, scope: 'library' },
  { id: id.libraryToggleView, label: m.toggleView, scope: 'library', shortcuts: ['Alt+Shift+V'] },
  { id: id.libraryFocusSearch, label: m.focusSearch, scope: 'library', shortcuts: ['Alt+Shift+F'] },
];

export const cloudManifest: FeatureManifest = {
  name: 'cloud',
  routes: [
    { path: PATHS.cloud, layout: 'cloud', title: t.cloud, access: 'signedIn', scope: 'cloud', load: () => import('./CloudPage.tsx') },
    { path: PATHS.trash, layout: 'cloud', title: t.trash, access: 'signedIn', scope: 'cloud', load: () => import('./TrashPage.tsx') },
  ],
  commands: { entries: CLOUD_COMMAND_ENTRIES, load: async () => (await import('./index.ts')).cloudCommandCode },
};
