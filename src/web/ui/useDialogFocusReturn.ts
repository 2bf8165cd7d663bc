import { useCallback, useEffect, useRef } from 'react';

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives focus back when a dialog closes and React Aria could not. React Aria
 * returns focus to what was focused as the dialog opened, but that may be
 * gone by then: a menu's item (the menu closes as the dialog opens), another
 * dialog's button (Yes in 'connect device?'). Call the returned `remember`
 * as the dialog is asked for (before it takes focus); once it closes, a
 * frame after React Aria's own restoration and only if focus was lost, focus
 * goes to the remembered element if it is still on the page, else to
 * `fallback` (the screen's main working area).
 */
export function useDialogFocusReturn(open: boolean, fallback?: () => HTMLElement | null | undefined): () => void {
  const remembered = useRef<Element | null>(null);
  const latestFallback = useRef(fallback);
  useEffect(() => {
    latestFallback.current = fallback;
  });
  useEffect(() => {
    if (open) return undefined;
    const target = remembered.current;
    const frame = requestAnimationFrame(() => {
      if (!focusLost()) return;
      // The page itself is no place to return to (focus was already lost when the dialog was asked for).
      if (target instanceof HTMLElement && target !== document.body && target.isConnected) target.focus();
      else latestFallback.current?.()?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return useCallback(() => {
    remembered.current = document.activeElement;
  }, []);
}
