import { PresentationDialog, type PresentationProps } from './PresentationDialog.tsx';
import { useDisplayTranslate } from './useDisplayTranslate.ts';

export type { PresentationProps } from './PresentationDialog.tsx';

/**
 * Presentation mode of a Book document, for the editor and the reader to
 * open: `PresentationView({ blocks, title, dtmNo?, startPage?, onExit })`.
 * Rendered while presenting; unmounting it (in onExit) ends the presentation.
 */
export function PresentationView(props: PresentationProps) {
  const translate = useDisplayTranslate();
  return <PresentationDialog {...props} translate={translate} />;
}
