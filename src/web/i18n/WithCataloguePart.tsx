import { Suspense, type ReactNode } from 'react';
import type { CataloguePart } from '../../shared/i18n/catalogueParts.ts';
import { useCataloguePart } from './useCataloguePart.ts';

function PartReady({ part, children }: { readonly part: CataloguePart; readonly children: ReactNode }) {
  useCataloguePart(part);
  return children;
}

/** Renders `children` once their feature's messages are loaded (a local chunk: a moment at most). */
export function WithCataloguePart({ part, children, fallback = null }: { readonly part: CataloguePart; readonly children: ReactNode; readonly fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <PartReady part={part}>{children}</PartReady>
    </Suspense>
  );
}
