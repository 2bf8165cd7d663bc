import type { ReactNode } from 'react';
import { Slot } from '../LayoutSlots.tsx';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';

/**
 * The main landmark; focusable so the skip link and route changes can land
 * on it. Every layout has one, so the virtual tactile display (its own
 * region, while one is connected) follows it here, once for all layouts.
 */
export function MainContent({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  return (
    <>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={['main', className].filter(Boolean).join(' ')}>
        {children}
      </main>
      <Slot name="afterMain" />
    </>
  );
}
