// The page's braille translator (the braille feature's useBraille) for the Canvas.
// It belongs to the braille catalogue part, so the Canvas may not
// import it statically (src/architecture.test.ts): the module is loaded on
// first use, and `use` suspends the caller until it is there. Callers sit
// inside <WithBraille>, which supplies the Suspense boundary.

import { use } from 'react';
import type { BrailleTranslator } from '../../../../core/braille/index.ts';
import type * as BrailleModule from '../../braille/index.ts';

let loading: Promise<typeof BrailleModule> | undefined;

/** Starts loading the translator's module (a text tool chosen is a good moment); the same promise every time. */
export function preloadCanvasTranslator(): Promise<typeof BrailleModule> {
  return (loading ??= import('../../braille/index.ts'));
}

export function useCanvasTranslator(): BrailleTranslator {
  const { useBraille } = use(preloadCanvasTranslator());
  return useBraille().translator;
}
