import { useEffect, useRef, type RefObject } from 'react';
import { announce } from '../../../ui/announcer.ts';

interface Options {
  /** The folder (and page) shown: when it changes, focus moves to the heading. */
  readonly place: string;
  readonly headingRef: RefObject<HTMLElement | null>;
  readonly collectionRef: RefObject<HTMLElement | null>;
  /** The list for `place` has arrived (not the previous one kept on screen meanwhile). */
  readonly ready: boolean;
  /** What to say once the new place's list has arrived. */
  readonly arrival: string;
  /** Changes when the items shown change. */
  readonly itemsVersion: unknown;
}

/**
 * Focus for a list that changes under the user. Opening another folder or
 * page moves focus to the list's heading (unless it is in controls marked
 * data-keeps-focus: search, sort, filters) and, once the list has come,
 * says where the user is and how much is there. After items are removed,
 * `focusAfterRefresh` names the item to land on (or none: the heading).
 */
export function useFolderFocus({ place, headingRef, collectionRef, ready, arrival, itemsVersion }: Options) {
  const shown = useRef(place);
  const pendingArrival = useRef(false);
  const pendingFocus = useRef<{ key: string | undefined } | null>(null);

  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    pendingArrival.current = true;
    // A search, sort or filter that started again on page 1 keeps its control focused.
    if (!document.activeElement?.closest('[data-keeps-focus]')) headingRef.current?.focus();
  }, [place, headingRef]);

  useEffect(() => {
    if (!ready || !pendingArrival.current) return;
    pendingArrival.current = false;
    announce(arrival);
  }, [ready, arrival]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!ready || pending === null) return;
    pendingFocus.current = null;
    const collection = collectionRef.current;
    // Only focus that was lost with the removed items moves: a toolbar button
    // keeps it, and React Aria may have moved it to a neighbour already.
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const row = pending.key === undefined ? null : collection?.querySelector<HTMLElement>(`[data-key="${CSS.escape(pending.key)}"]`);
    (row ?? headingRef.current)?.focus();
  }, [ready, itemsVersion, collectionRef, headingRef]);

  return {
    focusAfterRefresh: (key: string | undefined) => {
      pendingFocus.current = { key };
    },
  };
}
