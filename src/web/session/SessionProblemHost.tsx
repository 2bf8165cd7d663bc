import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSessionProblems } from './SessionProblemsContext.ts';

// The alert and its overlay code load only when a problem is reported, so
// the first page of every visit does not carry them.
const SessionProblemAlert = lazy(() => import('./SessionProblemAlert.tsx'));

/** Shows the reported session problem, one at a time. */
export function SessionProblemHost() {
  const store = useSessionProblems();
  const reported = useSyncExternalStore(store.subscribe, store.current, () => null);
  if (reported === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionProblemAlert reported={reported} onDismiss={store.dismiss} />
    </Suspense>
  );
}
