// Print text to braille cells for the Canvas: lines through the translator
// with the setting's table, then Unicode braille to cell bytes (core), which
// is what multi-braille and the page's text line take.

import { BrailleError, brailleMessages, cellsFromUnicode, type BrailleTranslator } from '../../../../core/braille/index.ts';
import type { MessageRef } from '../../../../core/messages/index.ts';

/** One line of cells (Unicode order) per line of text. */
export async function translateToCells(translator: BrailleTranslator, table: string, lines: readonly string[]): Promise<Uint8Array[]> {
  const result = await translator.translate({ table, lines, direction: 'forward' });
  return result.lines.map((line) => cellsFromUnicode(line));
}

/** What to tell the user about a failed translation: the engine's reason when it gave one. */
export function translationFailure(error: unknown): MessageRef {
  if (error instanceof BrailleError) return error.messageRef;
  return { message: brailleMessages.translationFailed };
}
