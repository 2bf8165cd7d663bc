// Registers the page's braille translator for "Read on the display" (see
// shell/displayTranslator.ts). The braille feature loads with it, the first
// time a display is connected, as Book's presentation loads it. It is mounted
// on every page, above the layouts that give React Query, so it brings the
// app's one query cache itself (the server's table list is a query).

import { use, useEffect } from 'react';
import { QueryProvider } from '../../../api/QueryProvider.tsx';
import type * as BrailleModule from '../../braille/index.ts';
import { provideDisplayTranslator } from '../shell/displayTranslator.ts';

let loading: Promise<typeof BrailleModule> | undefined;
const brailleModule = () => (loading ??= import('../../braille/index.ts'));

function RegisterTranslator() {
  const { useBraille } = use(brailleModule());
  const { translator } = useBraille();
  useEffect(() => provideDisplayTranslator(translator), [translator]);
  return null;
}

export default function DisplayTranslator() {
  return (
    <QueryProvider>
      <RegisterTranslator />
    </QueryProvider>
  );
}
