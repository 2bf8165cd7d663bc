// The Book's code that loads on demand: its commands' code (bound to
// manifest.ts's entries by id): the document's, the editor's, presentation
// mode's and the accessibility checker's.

import type { CommandCodes } from '../../commands/commandEntry.ts';
import { checkerCommandCodes } from './checker/checkerCommand.ts';
import { editorCommandCode } from './commands/bookCommands.ts';
import { documentCommandCodes } from './document/documentCommandCodes.ts';
import { listenCommandCodes } from './listen/listenCommands.ts';
import { presentationCommandCodes } from './presentation/presentationCommand.ts';

export const bookCommandCode: CommandCodes = { ...documentCommandCodes, ...editorCommandCode, ...presentationCommandCodes, ...checkerCommandCodes, ...listenCommandCodes };

/** A stored document's accessibility problems, and the address that checks it in Book (the Cloud's publish dialog). */
export { checkHref, storedDocumentProblems } from './checker/storedDocumentCheck.ts';
