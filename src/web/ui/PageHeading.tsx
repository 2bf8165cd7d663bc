import type { ReactNode } from 'react';

/**
 * The page's one h1. It can take focus (not by Tab) so that, after a
 * navigation, focus lands here and a screen reader reads the new page.
 */
export function PageHeading({ children }: { readonly children: ReactNode }) {
  return (
    <h1 className="page-heading" tabIndex={-1} data-page-heading="">
      {children}
    </h1>
  );
}
