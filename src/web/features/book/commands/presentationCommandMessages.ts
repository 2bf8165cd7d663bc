import { defineMessages } from '../../../../core/messages/index.ts';

// The command's label, apart from the screen's messages: the manifest (every
// page) reads it, so it belongs in the main catalogue with the other command labels.
export const presentationCommandMessages = defineMessages({
  present: { id: '발표 모드', description: 'Book: command (Ctrl+Shift+Enter) showing the document one page at a time, full window, from the current page. English: "Presentation mode"' },
});
