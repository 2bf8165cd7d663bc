// The "Check accessibility" command's code, bound to its entry by id: it asks
// the Book page to check and show its panel.

import type { CommandCodes } from '../../../commands/commandEntry.ts';
import { CHECK_COMMAND_ID } from './checkerCommandEntry.ts';
import { bookCheckerRequests } from './bookCheckerRequests.ts';

export const checkerCommandCodes: CommandCodes = {
  [CHECK_COMMAND_ID]: { run: () => bookCheckerRequests.ask() },
};
