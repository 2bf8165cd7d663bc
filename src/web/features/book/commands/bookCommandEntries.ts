// Every Book command's entry: the document's (new, open, save…), the editor's,
// presentation mode and the accessibility checker. All are the book scope's, so the manifest has them
// load with the Book's screen rather than with every page (about a hundred
// entries and their labels: the Easy pages' first-load budget).

import type { CommandEntry } from '../../../commands/commandEntry.ts';
import { checkerCommandEntry } from '../checker/checkerCommandEntry.ts';
import { documentCommandEntries } from './documentCommandEntries.ts';
import { editorCommandEntries } from './editorCommandEntries.ts';
import { presentationCommandEntry } from './presentationCommandEntry.ts';

export const bookCommandEntries: readonly CommandEntry[] = [...documentCommandEntries, ...editorCommandEntries, presentationCommandEntry, checkerCommandEntry];
