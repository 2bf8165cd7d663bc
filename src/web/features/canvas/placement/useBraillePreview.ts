import { useEffect, useState } from 'react';
import type { BrailleTranslator } from '../../../../core/braille/index.ts';
import type { MessageRef } from '../../../../core/messages/index.ts';
import { translateToCells, translationFailure } from './brailleText.ts';

/** How long typing must pause before the preview is translated: a request per pause, not per key. */
export const PREVIEW_DELAY_MS = 300;

interface Outcome {
  readonly key: string;
  readonly cells?: readonly Uint8Array[];
  readonly error?: MessageRef;
}

export interface BraillePreview {
  /** The braille of the current lines, once translated. */
  readonly cells: readonly Uint8Array[] | undefined;
  readonly error: MessageRef | undefined;
  /** A translation of the current lines is on its way. */
  readonly pending: boolean;
  /** The braille of the current lines now: the preview's, or a fresh translation (Place pressed before the pause ended). */
  readonly translateNow: () => Promise<readonly Uint8Array[]>;
}

const hasText = (lines: readonly string[]) => lines.some((line) => line.trim() !== '');

/**
 * The braille of some lines, translated shortly after they stop changing.
 * An answer for lines that have since changed is dropped, so a slow reply
 * never overwrites a newer preview.
 */
export function useBraillePreview(translator: BrailleTranslator, table: string, lines: readonly string[]): BraillePreview {
  const key = JSON.stringify([table, lines]);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  useEffect(() => {
    const [code, text] = JSON.parse(key) as [string, string[]];
    if (!hasText(text)) return;
    let current = true;
    const timer = setTimeout(() => {
      translateToCells(translator, code, text).then(
        (cells) => current && setOutcome({ key, cells }),
        (error: unknown) => current && setOutcome({ key, error: translationFailure(error) }),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, translator]);

  const done = outcome?.key === key ? outcome : undefined;
  return {
    cells: done?.cells,
    error: done?.error,
    pending: done === undefined && hasText(lines),
    translateNow: async () => done?.cells ?? translateToCells(translator, table, lines),
  };
}
