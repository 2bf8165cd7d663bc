import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useBlocker } from 'react-router';

interface Props {
  /** Read at the moment of leaving, so the latest state decides. */
  readonly isDirty: () => boolean;
  /** Asks about the unsaved changes; true to go on (saved or dropped), false to stay. */
  readonly confirmLeave: () => Promise<boolean>;
}

/** Holds a navigation to another page while there are unsaved changes, and asks first. */
function RouteBlocker({ isDirty, confirmLeave }: Props) {
  // Only another page counts: the Book itself changes ?dtmNo as documents open and save.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty());
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmLeave().then((go) => {
      asking.current = false;
      if (go) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirmLeave]);
  return null;
}

/**
 * Spec §4: leaving with unsaved changes prompts to save or exit. Inside the
 * app through the router's blocker (a data router only; plain routers in
 * tests have none), and on closing or reloading the tab through the
 * browser's own question (the local draft keeps the text either way).
 */
export function LeaveGuard({ dirty, ...props }: Props & { readonly dirty: boolean }) {
  const dataRouter = useContext(DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return dataRouter ? <RouteBlocker {...props} /> : null;
}
