// The "Presentation mode" command's entry: data only, for the manifest (its
// code is presentationCommand.ts). Ctrl+Shift+Enter (Cmd on a Mac) is Google
// Slides' "present from the current slide"; PowerPoint's F5 and Shift+F5
// reload the page in a browser, so they are not taken.

import type { CommandEntry } from '../../../commands/commandEntry.ts';
import { presentationCommandMessages as m } from './presentationCommandMessages.ts';

export const PRESENT_COMMAND_ID = 'book.present';

export const presentationCommandEntry: CommandEntry = { id: PRESENT_COMMAND_ID, label: m.present, scope: 'book', shortcuts: ['Mod+Shift+Enter'] };
