import { useId } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../core/messages/index.ts';

const messages = defineMessages({
  cancel: { id: '취소' },
});

interface Props {
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly onAnswer: (confirmed: boolean) => void;
  /** What cannot be undone (delete forever, empty the trash, delete a page): the safe answer has focus. */
  readonly destructive?: boolean;
}

/**
 * A spec confirmation (§8: 'delete forever', 'empty trash', 'remove the
 * audio?'): an alert dialog, spoken as it opens. For a destructive action
 * Cancel has the focus, so a stray Enter does no harm. Escape and a click
 * outside answer no.
 */
export function ConfirmDialog({ title, body, confirmLabel, onAnswer, destructive = false }: Props) {
  const intl = useIntl();
  const bodyId = useId();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onAnswer(false)} className="modal-overlay">
      <Modal className="modal modal--alert">
        <Dialog role="alertdialog" className="dialog" aria-describedby={bodyId}>
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          <p id={bodyId}>{body}</p>
          <div className="button-row">
            <Button className={destructive ? 'button button--danger' : 'button button--primary'} onPress={() => onAnswer(true)} autoFocus={!destructive}>
              {confirmLabel}
            </Button>
            <Button className="button" onPress={() => onAnswer(false)} autoFocus={destructive}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
