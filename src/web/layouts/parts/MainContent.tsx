import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';

/** The main landmark; focusable so the skip link and route changes can land on it. */
export function MainContent({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={['main', className].filter(Boolean).join(' ')}>
      {children}
    </main>
  );
}
