// A document fix's steps applied to the model (the server, the CLI, tests; the editor applies them as Slate transforms).

import type { BlockElement } from '../../book/index.ts';
import type { DocumentFixStep } from '../finding.ts';

export function applyDocumentFix(blocks: readonly BlockElement[], steps: readonly DocumentFixStep[]): BlockElement[] {
  void steps;
  return [...blocks];
}
