// The page's braille translator (the braille feature's useBraille) for the
// display. It belongs to the braille catalogue part, so Book may not import
// it statically (src/architecture.test.ts): the module loads on first use
// and `use` suspends the caller until it is there (PresentationView holds
// the Suspense boundary), as the Canvas's text tools do.

import { use, useMemo } from 'react';
import { useBrailleSetting } from '../../../preferences/brailleSetting.ts';
import type { TranslateLines } from '../../../../core/book/braille/index.ts';
import type * as BrailleModule from '../../braille/index.ts';

export type { TranslateLines };

let loading: Promise<typeof BrailleModule> | undefined;

function brailleModule(): Promise<typeof BrailleModule> {
  return (loading ??= import('../../braille/index.ts'));
}

/** The translator with the user's braille setting (spec §3), as the display's text is written. */
export function useDisplayTranslate(): TranslateLines {
  const { useBraille } = use(brailleModule());
  const { translator } = useBraille();
  const { table } = useBrailleSetting();
  return useMemo(
    () => async (lines: string[]) => [...(await translator.translate({ table: table.code, lines, direction: 'forward' })).lines],
    [translator, table.code],
  );
}
