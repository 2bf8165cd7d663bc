import { useEffect } from 'react';
import { Button, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue, UNSTABLE_ToastRegion as Region } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { shellMessages } from '../layouts/messages.ts';
import { CloseIcon } from './icons.tsx';
import { TOAST_TIMEOUT_MS, attachToastRegion, type ToastContent as Content } from './toasts.ts';

/** React Aria's queue behind showToast, once this region has loaded. */
export const toastQueue = new ToastQueue<Content>({ maxVisibleToasts: 3 });

/** Toasts at the bottom right (bottom left in right-to-left languages), clear of the header; announced as they appear. */
export default function ToastRegion() {
  const intl = useIntl();
  useEffect(() => attachToastRegion((content) => toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS })), []);
  return (
    <Region queue={toastQueue} className="toast-region" aria-label={intl.formatMessage(shellMessages.notifications)}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.tone}`}>
          <ToastContent className="toast-content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" className="icon-button" aria-label={intl.formatMessage(shellMessages.close)}>
            <CloseIcon />
          </Button>
        </Toast>
      )}
    </Region>
  );
}
