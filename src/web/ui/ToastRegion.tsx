import { useEffect } from 'react';
import { Button, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastQueue as ToastQueue, UNSTABLE_ToastRegion as Region } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons.tsx';
import { TOAST_TIMEOUT_MS, attachToastRegion, type ToastContent as Content } from './toasts.ts';
import { uiMessages } from './messages.ts';

/** React Aria's queue behind showToast, once this region has loaded. */
export const toastQueue = new ToastQueue<Content>({ maxVisibleToasts: 3 });

/**
 * Toasts at the bottom right (bottom left in right-to-left languages), clear
 * of the header. showToast has already spoken the text through the announcer;
 * React Aria's ToastContent would make each toast an assertive alert as well
 * (a second, always urgent reading), so the text sits in a plain element
 * here. The region stays a landmark whose toasts can be reached and closed (F6).
 */
export default function ToastRegion() {
  const intl = useIntl();
  useEffect(() => attachToastRegion((content) => toastQueue.add(content, content.actions ? {} : { timeout: TOAST_TIMEOUT_MS })), []);
  return (
    <Region queue={toastQueue} className="toast-region" aria-label={intl.formatMessage(uiMessages.notifications)}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.tone}`}>
          <div className="toast-content">
            <Text slot="title">{toast.content.text}</Text>
          </div>
          {toast.content.actions?.map((action) => (
            <Button
              key={action.label}
              className="button toast-action"
              onPress={() => {
                toastQueue.close(toast.key);
                action.onAction();
              }}
            >
              {action.label}
            </Button>
          ))}
          <Button slot="close" className="icon-button" aria-label={intl.formatMessage(uiMessages.close)}>
            <CloseIcon />
          </Button>
        </Toast>
      )}
    </Region>
  );
}
