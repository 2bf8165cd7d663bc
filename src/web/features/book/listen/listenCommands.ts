// The DAISY player's command code, bound to listenCommandEntries.ts by id:
// each asks the player on the page (listenRequests.ts).

import type { CommandCodes } from '../../../commands/commandEntry.ts';
import { LISTEN_COMMANDS, listenCommandId } from './listenCommandEntries.ts';
import { askPlayer } from './listenRequests.ts';

export const listenCommandCodes: CommandCodes = Object.fromEntries(LISTEN_COMMANDS.map((command) => [listenCommandId(command), { run: () => askPlayer(command) }]));
