// The "Check accessibility" command's entry: data only, for the manifest (its
// code is checkerCommand.ts). Alt+Shift+A, A for accessibility, beside the
// app's other Alt+Shift commands; no global command and no Book command has it.

import type { CommandEntry } from '../../../commands/commandEntry.ts';
import { checkerMessages } from '../../../ui/checker/messages.ts';

export const CHECK_COMMAND_ID = 'book.checkAccessibility';

export const checkerCommandEntry: CommandEntry = { id: CHECK_COMMAND_ID, label: checkerMessages.checkCommand, scope: 'book', shortcuts: ['Alt+Shift+A'] };
