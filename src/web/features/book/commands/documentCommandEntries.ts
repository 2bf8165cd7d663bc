import type { CommandEntry } from '../../../commands/commandEntry.ts';
import { documentCommandMessages as m } from './documentCommandMessages.ts';

// The Book's document commands (data only, for the manifest). Spec §2's file
// shortcuts, as the Canvas has them (in another scope, so they never meet);
// New has none: Ctrl+N is the browser's.

export const DOCUMENT_COMMAND_IDS = {
  newDocument: 'book.document.new',
  open: 'book.document.open',
  save: 'book.document.save',
  saveAs: 'book.document.saveAs',
  downloadHtml: 'book.document.downloadHtml',
  downloadBraille: 'book.document.downloadBraille',
  openInReader: 'book.document.openInReader',
  exportDaisy: 'book.document.exportDaisy',
} as const;

export type DocumentAction = keyof typeof DOCUMENT_COMMAND_IDS;

const entry = (action: DocumentAction, shortcuts?: readonly string[]): CommandEntry => ({
  id: DOCUMENT_COMMAND_IDS[action],
  label: m[action],
  scope: 'book',
  ...(shortcuts ? { shortcuts } : {}),
});

export const documentCommandEntries: readonly CommandEntry[] = [
  entry('newDocument'),
  entry('open', ['Mod+O']),
  entry('save', ['Mod+S']),
  entry('saveAs', ['Mod+Shift+S']),
  entry('downloadHtml'),
  entry('downloadBraille'),
  entry('openInReader'),
  // No shortcut, as the other downloads: the palette and the reader's button reach it.
  entry('exportDaisy'),
];
