// The Book editor's command entries (data only: the manifest spreads them;
// their code is bookCommands.ts). Shortcuts follow Word and Google Docs.
//
// Ctrl+K is the app's command palette everywhere (global); inside the text
// the editor takes it for a link before the palette sees it (the editor's
// keydown handler, keyHandling.ts), so it is not declared here, where it
// would clash. The palette stays reachable from the toolbar (Alt+F10, then
// Ctrl+K) and from anywhere outside the text.

import type { CommandEntry } from '../../../commands/commandEntry.ts';
import { bookCommandMessages as m } from './commandMessages.ts';
import { BLOCK_COMMANDS, INSERT_COMMANDS, MARK_COMMANDS, NAVIGATION_COMMANDS, TABLE_COMMANDS, TEXT_STYLE_COMMANDS, TOOL_COMMANDS } from './commandIds.ts';

type Labels = typeof m;

function entries<K extends keyof Labels>(ids: Readonly<Record<K, string>>, shortcuts: Partial<Record<K, readonly string[]>> = {}): CommandEntry[] {
  return (Object.keys(ids) as K[]).map((key) => {
    const keys = shortcuts[key];
    return { id: ids[key], label: m[key], scope: 'book' as const, ...(keys ? { shortcuts: keys } : {}) };
  });
}

export const editorCommandEntries: readonly CommandEntry[] = [
  ...entries(TEXT_STYLE_COMMANDS, {
    normalText: ['Mod+Alt+0'],
    heading1: ['Mod+Alt+1'],
    heading2: ['Mod+Alt+2'],
    heading3: ['Mod+Alt+3'],
    heading4: ['Mod+Alt+4'],
    heading5: ['Mod+Alt+5'],
    heading6: ['Mod+Alt+6'],
  }),
  ...entries(MARK_COMMANDS, {
    bold: ['Mod+B'],
    italic: ['Mod+I'],
    underline: ['Mod+U'],
    strikethrough: ['Alt+Shift+5'],
    code: ['Mod+Alt+C'],
    superscript: ['Mod+.'],
    subscript: ['Mod+,'],
  }),
  ...entries(BLOCK_COMMANDS, { bulletedList: ['Mod+Shift+8'], numberedList: ['Mod+Shift+7'], blockquote: ['Mod+Shift+9'] }),
  ...entries(INSERT_COMMANDS, { pageBreak: ['Mod+Enter'] }),
  ...entries(TABLE_COMMANDS),
  ...entries(TOOL_COMMANDS, { find: ['Mod+F'], replace: ['Mod+H'], focusToolbar: ['Alt+F10'], editorKeys: ['Alt+0'], goNext: ['Mod+Alt+N'], goPrevious: ['Mod+Alt+P'] }),
  ...entries(NAVIGATION_COMMANDS),
];
