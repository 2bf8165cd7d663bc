// Registers the page's braille translator for "Read on the display" (see
// shell/displayTranslator.ts). The braille feature loads with it, the first
// time a display is connected, as Book's presentation loads it.

import { use, useEffect } from 'react';
import type * as BrailleModule from '../../braille/index.ts';
import { provideDisplayTranslator } from '../shell/displayTranslator.ts';

let loading: Promise<typeof BrailleModule> | undefined;
const brailleModule = () => (loading ??= import('../../braille/index.ts'));

export default function DisplayTranslator() {
  const { useBraille } = use(brailleModule());
  const { translator } = useBraille();
  useEffect(() => provideDisplayTranslator(translator), [translator]);
  return null;
}
