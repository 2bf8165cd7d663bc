import { announce } from './announcer.ts';

// Toasts (spec §9: 3 seconds). Pages call showToast; the region that shows
// them, with React Aria's toast code, loads only once a toast is first
// shown, so the first page of a visit does not carry it.
//
// A toast is seen in the region and heard through the announcer, once: the
// region is not a live region itself (see ToastRegion), and callers do not
// announce what they toast. Errors are urgent (assertive); the rest polite.

/** How long a toast stays (spec §9). It stays longer while hovered or focused. */
export const TOAST_TIMEOUT_MS = 3000;

/** A button in a toast (the DAISY book's Download, Listen). */
export interface ToastAction {
  readonly label: string;
  readonly onAction: () => void;
}

export interface ToastContent {
  readonly text: string;
  readonly tone: 'success' | 'error' | 'info';
  /** A toast with actions stays until it is closed (WCAG 2.2.1): three seconds are too short to reach a button by keyboard. */
  readonly actions?: readonly ToastAction[];
}

type Deliver = (content: ToastContent) => void;

const waiting: ToastContent[] = [];
let deliver: Deliver | undefined;
let requested = false;
const watchers = new Set<() => void>();

export function showToast(text: string, tone: ToastContent['tone'] = 'info', actions?: readonly ToastAction[]): void {
  const content: ToastContent = actions && actions.length > 0 ? { text, tone, actions } : { text, tone };
  announce(text, tone === 'error' ? 'assertive' : 'polite');
  if (deliver) return deliver(content);
  waiting.push(content);
  if (!requested) {
    requested = true;
    watchers.forEach((watch) => watch());
  }
}

/** Whether any toast has been asked for yet (then the region is needed). */
export function toastsRequested(): boolean {
  return requested;
}

export function watchToastRequests(watch: () => void): () => void {
  watchers.add(watch);
  return () => watchers.delete(watch);
}

/** The region takes over delivery; toasts shown before it was ready come first, in order. */
export function attachToastRegion(listener: Deliver): () => void {
  deliver = listener;
  waiting.splice(0).forEach(listener);
  return () => {
    if (deliver === listener) deliver = undefined;
  };
}
