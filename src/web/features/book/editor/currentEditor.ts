// The Book editor shown on the page, for the commands' code: the registry
// loads on every page and the editor only with the Book's chunk, so the
// mounted editor registers itself here (as the Canvas does in canvasTarget.ts)
// and the commands read it. Only types are imported.

import type { Message } from '../../../../core/messages/index.ts';
import type { BookSlateEditor } from './slateTypes.ts';

/** The editing dialogs a command can open. */
export type BookDialog = 'link' | 'find' | 'replace' | 'listStart' | 'table' | 'image' | 'imageProperties' | 'media' | 'color' | 'highlight' | 'cellProperties' | 'pageProperties';

/** What the page around the editor does for a command. */
export interface BookEditorUi {
  readonly readOnly: boolean;
  openDialog(dialog: BookDialog): void;
  /** Alt+F10: the toolbar's current button takes focus. */
  focusToolbar(): void;
  /** Back into the text, the caret where it was. */
  focusText(): void;
  /** Says something through the app's announcer, in the reader's language. */
  say(message: Message | string, values?: Record<string, string | number>, politeness?: 'polite' | 'assertive'): void;
  /** Formats a message (for a value inside another message). */
  format(message: Message, values?: Record<string, string | number>): string;
}

interface Current {
  readonly editor: BookSlateEditor;
  readonly ui: BookEditorUi;
}

let current: Current | null = null;

/** The editor registers itself while mounted; the returned function unregisters it (if still current). */
export function setCurrentEditor(editor: BookSlateEditor, ui: BookEditorUi): () => void {
  const mine = { editor, ui };
  current = mine;
  return () => {
    if (current === mine) current = null;
  };
}

export function currentEditor(): BookSlateEditor | null {
  return current?.editor ?? null;
}

export function currentEditorUi(): BookEditorUi | null {
  return current?.ui ?? null;
}

/** Quick navigation's two-key sequences (Ctrl+Alt+N, then H): the direction waiting for its letter. */
let pendingNavigation: 'next' | 'previous' | null = null;

export function armNavigation(direction: 'next' | 'previous' | null): void {
  pendingNavigation = direction;
}

export function takePendingNavigation(): 'next' | 'previous' | null {
  const direction = pendingNavigation;
  pendingNavigation = null;
  return direction;
}
