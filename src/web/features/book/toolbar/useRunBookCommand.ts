// Runs a Book command from the toolbar as a key or the palette would: the
// same code, refused with its spoken reason when it cannot run.

import { useContext } from 'react';
import { CommandsContext } from '../../../commands/CommandsContext.tsx';
import type { AppCommandContext } from '../../../commands/appCommandContext.ts';
import { editorCommandCode } from '../commands/bookCommands.ts';
import type { BookEditorUi } from '../editor/currentEditor.ts';

const NO_APP: AppCommandContext = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };

export function useRunBookCommand(ui: BookEditorUi): (id: string) => void {
  const commands = useContext(CommandsContext);
  return (id) => {
    const code = editorCommandCode[id];
    if (!code) return;
    const ctx = commands?.context ?? NO_APP;
    const enablement = code.isEnabled?.(ctx) ?? true;
    if (enablement !== true) {
      ui.say(enablement.reason, undefined, 'assertive');
      return;
    }
    void code.run(ctx);
  };
}
