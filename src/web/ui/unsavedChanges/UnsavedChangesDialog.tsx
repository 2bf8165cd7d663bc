import { useId } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { unsavedChangesMessages as m } from './messages.ts';

export type UnsavedChoice = 'save' | 'discard' | 'cancel';

interface Props {
  /** The document's title, as it would be saved. */
  readonly title: string;
  readonly onAnswer: (choice: UnsavedChoice) => void;
}

/**
 * Spec §4: leaving a document with unsaved changes asks to save or exit (the
 * Canvas's and the Book's). An alert dialog, spoken as it opens: Save
 * (focused: keeping work is the safe answer), Exit without saving, Cancel.
 * Escape and a click outside cancel.
 */
export function UnsavedChangesDialog({ title, onAnswer }: Props) {
  const intl = useIntl();
  const bodyId = useId();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onAnswer('cancel')} className="modal-overlay">
      <Modal className="modal modal--alert">
        <Dialog role="alertdialog" className="dialog" aria-describedby={bodyId}>
          <Heading slot="title" className="dialog-title">
            {intl.formatMessage(m.title)}
          </Heading>
          <p id={bodyId}>{intl.formatMessage(m.body, { title })}</p>
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
