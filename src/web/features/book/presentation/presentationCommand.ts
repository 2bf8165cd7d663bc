// The "Presentation mode" command's code, bound to its entry by id (for
// index.ts's command codes): it asks the Book page to present.

import type { CommandCodes } from '../../../commands/commandEntry.ts';
import { PRESENT_COMMAND_ID } from '../commands/presentationCommandEntry.ts';
import { startPresentation } from './presentationRequest.ts';

export const presentationCommandCodes: CommandCodes = {
  [PRESENT_COMMAND_ID]: { run: () => startPresentation() },
};
