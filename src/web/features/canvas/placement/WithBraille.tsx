import { QueryClientContext } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { QueryProvider } from '../../../api/QueryProvider.tsx';
import { WithCataloguePart } from '../../../i18n/WithCataloguePart.tsx';

/**
 * What the Canvas's text tools need around them: the braille part of the
 * catalogue (table names, translation errors), a Suspense boundary for the
 * translator's module, and React Query for the server's table list. Easy
 * canvas sits in the blank layout, which has no query client of its own.
 */
export function WithBraille({ children, fallback = null }: { readonly children: ReactNode; readonly fallback?: ReactNode }) {
  const client = useContext(QueryClientContext);
  const ready = (
    <WithCataloguePart part="braille" fallback={fallback}>
      {children}
    </WithCataloguePart>
  );
  return client ? ready : <QueryProvider>{ready}</QueryProvider>;
}
