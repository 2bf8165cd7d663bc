import { Suspense } from 'react';
import { useDisplayTranslate } from '../presentation/useDisplayTranslate.ts';
import { useDisplayArea, usePhraseOnDisplay } from './usePhraseOnDisplay.ts';

function Shown({ text }: { readonly text: string }) {
  usePhraseOnDisplay(text, useDisplayTranslate());
  return null;
}

/**
 * The current phrase on a connected tactile display; nothing at all without
 * one (the braille translator loads with the first display, not with every player).
 */
export function PhraseOnDisplay({ text }: { readonly text: string }) {
  const area = useDisplayArea();
  if (area === undefined) return null;
  return (
    <Suspense fallback={null}>
      <Shown text={text} />
    </Suspense>
  );
}
