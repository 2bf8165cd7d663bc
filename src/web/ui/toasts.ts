import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** How long a toast stays (spec §9). It stays longer while hovered or focused. */
export const TOAST_TIMEOUT_MS = 3000;

export interface ToastContent {
  readonly text: string;
  readonly tone: 'success' | 'error' | 'info';
}

/** The app's one toast queue, shown at the top right by ToastRegion. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

export function showToast(text: string, tone: ToastContent['tone'] = 'info'): void {
  toastQueue.add({ text, tone }, { timeout: TOAST_TIMEOUT_MS });
}
