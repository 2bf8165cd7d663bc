import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { listMessages as m } from './messages.ts';

interface Props {
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly onAnswer: (confirmed: boolean) => void;
  /** A destructive action (delete forever, empty the trash): the safe answer has focus. */
  readonly destructive?: boolean;
}

/**
 * A spec confirmation ('delete forever', 'empty trash (cannot be recovered)'):
 * an alert dialog, spoken at once. For what cannot be undone, Cancel has the
 * focus, so a stray Enter does no harm. Escape answers no.
 */
export function ConfirmDialog({ title, body, confirmLabel, onAnswer, destructive = false }: Props) {
  const intl = useIntl();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onAnswer(false)} className="modal-overlay">
      <Modal className="modal modal--alert">
        <Dialog role="alertdialog" className="dialog" aria-describedby="confirm-dialog-body">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          <p id="confirm-dialog-body">{body}</p>
          <div className="button-row">
            <Button className={destructive ? 'button button--danger' : 'button button--primary'} onPress={() => onAnswer(true)} autoFocus={!destructive}>
              {confirmLabel}
            </Button>
            <Button className="button" onPress={() => onAnswer(false)} autoFocus={destructive}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
