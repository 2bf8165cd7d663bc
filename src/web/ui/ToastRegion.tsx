import { Button, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as Region } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { shellMessages } from '../layouts/messages.ts';
import { CloseIcon } from './icons.tsx';
import { toastQueue } from './toasts.ts';

/** Toasts at the top right (top left in right-to-left languages), announced as they appear. */
export function ToastRegion() {
  const intl = useIntl();
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
