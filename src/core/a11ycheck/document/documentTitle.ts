// document-title: the document has a title (the drive file's name, the HTML's <title>).

import type { Finding } from '../finding.ts';
import { documentFinding } from './makeFinding.ts';
import { findingMessages, fixMessages } from './messages.ts';

export function checkTitle(title: string): Finding[] {
  if (title.trim() !== '') return [];
  return [
    documentFinding('document-title', 'error', { kind: 'document' }, 'title', findingMessages.titleMissing, undefined, {
      kind: 'guided',
      label: { message: fixMessages.giveTitle },
      action: 'title',
    }),
  ];
}
