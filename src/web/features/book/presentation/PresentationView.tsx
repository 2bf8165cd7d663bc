import { Suspense } from 'react';
import { PresentationDialog, type PresentationProps } from './PresentationDialog.tsx';
import { useDisplayTranslate } from './useDisplayTranslate.ts';

export type { PresentationProps } from './PresentationDialog.tsx';

function WithTranslator(props: PresentationProps) {
  const translate = useDisplayTranslate();
  return <PresentationDialog {...props} translate={translate} />;
}

/**
 * Presentation mode of a Book document, for the editor and the reader to
 * open: `PresentationView({ blocks, title, dtmNo?, startPage?, onExit })`.
 * Rendered while presenting; unmounting it (in onExit) ends the presentation.
 * The first time, the braille translator's module loads before the dialog
 * opens (a moment; focus stays on what opened it meanwhile).
 */
export function PresentationView(props: PresentationProps) {
  return (
    <Suspense fallback={null}>
      <WithTranslator {...props} />
    </Suspense>
  );
}
