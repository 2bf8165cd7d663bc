import { useMemo } from 'react';
import { useBrailleSetting } from '../../../preferences/brailleSetting.ts';
import { useBraille } from '../../braille/index.ts';

/** Print lines to Unicode braille lines, one for one. */
export type TranslateLines = (lines: string[]) => Promise<string[]>;

/** The page's braille translator with the user's braille setting (spec §3), as the display's text is written. */
export function useDisplayTranslate(): TranslateLines {
  const { translator } = useBraille();
  const { table } = useBrailleSetting();
  return useMemo(
    () => async (lines: string[]) => [...(await translator.translate({ table: table.code, lines, direction: 'forward' })).lines],
    [translator, table.code],
  );
}
