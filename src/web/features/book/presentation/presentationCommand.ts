// The "Presentation mode" command: its entry (data, for the manifest) and its
// code (for index.ts's command codes). Ctrl+Shift+Enter (Cmd on a Mac) is
// Google Slides' "present from the current slide"; PowerPoint's F5 and
// Shift+F5 reload the page in a browser, so they are not taken.

import type { CommandCodes, CommandEntry } from '../../../commands/commandEntry.ts';
import { presentationCommandMessages as m } from './commandMessages.ts';
import { startPresentation } from './presentationRequest.ts';

export const PRESENT_COMMAND_ID = 'book.present';

export const presentationCommandEntry: CommandEntry = { id: PRESENT_COMMAND_ID, label: m.present, scope: 'book', shortcuts: ['Mod+Shift+Enter'] };

export const presentationCommandCodes: CommandCodes = {
  [PRESENT_COMMAND_ID]: { run: () => startPresentation() },
};
