import { useId } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { bookFileMessages as m } from './messages.ts';

export type UnsavedChoice = 'save' | 'discard' | 'cancel';

/**
 * Spec §4 and §8's confirmations ('save changes?', 'exit without saving?'):
 * an alert dialog, spoken as it opens. Save has the focus (keeping work is
 * the safe answer); Escape and a click outside cancel.
 */
export function UnsavedChangesDialog({ title, onAnswer }: { readonly title: string; readonly onAnswer: (choice: UnsavedChoice) => void }) {
  const intl = useIntl();
  const bodyId = useId();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onAnswer('cancel')} className="modal-overlay">
      <Modal className="modal modal--alert">
        <Dialog role="alertdialog" className="dialog" aria-describedby={bodyId}>
          <Heading slot="title" className="dialog-title">
            {intl.formatMessage(m.unsavedTitle)}
          </Heading>
          <p id={bodyId}>{intl.formatMessage(m.unsavedBody, { title })}</p>
          <div className="button-row">
            <Button className="button button--primary" onPress={() => onAnswer('save')} autoFocus>
              {intl.formatMessage(m.save)}
            </Button>
            <Button className="button button--danger" onPress={() => onAnswer('discard')}>
              {intl.formatMessage(m.exitWithoutSaving)}
            </Button>
            <Button className="button" onPress={() => onAnswer('cancel')}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
