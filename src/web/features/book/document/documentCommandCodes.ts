import type { Enablement } from '../../../../core/commands/index.ts';
import type { CommandCode, CommandCodes } from '../../../commands/commandEntry.ts';
import { currentBookDocumentTarget, type BookDocumentTarget } from './bookDocumentTarget.ts';
import { documentCommandMessages as m } from '../commands/documentCommandMessages.ts';
import { DOCUMENT_COMMAND_IDS, type DocumentAction } from '../commands/documentCommandEntries.ts';

// The code of the Book's document commands, by id (for the Book's
// index.ts): each runs on the Book shown, and says why when it cannot.

const NEEDS_SAVED: ReadonlySet<DocumentAction> = new Set(['openInReader']);

function enablement(action: DocumentAction, target: BookDocumentTarget | null): Enablement {
  if (target === null) return { reason: m.noDocument };
  if (target.busy) return { reason: m.busy };
  if (NEEDS_SAVED.has(action) && !target.saved) return { reason: m.notSaved };
  return true;
}

function code(action: DocumentAction): CommandCode {
  return {
    isEnabled: () => enablement(action, currentBookDocumentTarget()),
    run: () => {
      const target = currentBookDocumentTarget();
      if (enablement(action, target) === true) target?.[action]();
    },
  };
}

export const documentCommandCodes: CommandCodes = Object.fromEntries(
  (Object.keys(DOCUMENT_COMMAND_IDS) as DocumentAction[]).map((action) => [DOCUMENT_COMMAND_IDS[action], code(action)]),
);
