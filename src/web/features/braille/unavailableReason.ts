import type { Message } from '../../../core/messages/index.ts';
import type { WebTableChoice } from './engine/webTranslator.ts';
import { braillePanelMessages } from './messages.ts';

/** Why a table cannot be used from this page, as a catalogue message. */
export function unavailableReason(choice: Exclude<WebTableChoice, { available: true }>): Message {
  switch (choice.reason) {
    case 'NO_TABLE':
      return braillePanelMessages.noTable;
    case 'NOT_TRUSTED':
      return braillePanelMessages.notTrusted;
    case 'ENGINE_MISSING':
      return braillePanelMessages.engineMissing;
    case 'SERVER_UNKNOWN':
      return braillePanelMessages.serverUnknown;
  }
}
