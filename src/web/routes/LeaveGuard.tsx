import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useBlocker } from 'react-router';

interface Props {
  /** Read at the moment of leaving, so the latest state decides. */
  readonly isDirty: () => boolean;
  /** Asks about the unsaved changes before another page; true to go on (saved or dropped), false to stay. */
  readonly confirmLeave: () => Promise<boolean>;
}

/**
 * Holds a navigation to another page while there are unsaved changes, and
 * asks first (spec §4). While it asks, the file layer leaves the address
 * alone (a first save would change ?dtmNo): any navigation that completes
 * clears the router's blocker, and the held one could not go on.
 */
function RouteBlocker({ isDirty, confirmLeave }: Props) {
  // Only another page counts: an editor changes its own ?dtmNo as documents open and save.
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
 * Leaving with unsaved changes asks to save or exit: inside the app through
 * the router's blocker (only a data router has one, so in a plain router,
 * as some tests use, the guard stands aside), and when the tab closes or
 * reloads through the browser's own beforeunload question while dirty.
 */
export function LeaveGuard({ dirty, ...props }: Props & { readonly dirty: boolean }) {
  const dataRouter = useContext(DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return dataRouter ? <RouteBlocker {...props} /> : null;
}
