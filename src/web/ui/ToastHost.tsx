import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsRequested, watchToastRequests } from './toasts.ts';

const ToastRegion = lazy(() => import('./ToastRegion.tsx'));

/** Mounts the toast region once the first toast is asked for. */
export function ToastHost() {
  const needed = useSyncExternalStore(watchToastRequests, toastsRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
