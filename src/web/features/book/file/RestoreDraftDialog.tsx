import { useId } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { bookFileMessages as m } from './messages.ts';

/**
 * "Restore unsaved changes from {time}?": an alert dialog with Restore
 * (focused) and Discard. It asks for an answer (no Escape): while it waits,
 * no draft is written, so leaving it open would silently stop the drafts.
 */
export function RestoreDraftDialog({ savedAt, onRestore, onDiscard }: { readonly savedAt: number; readonly onRestore: () => void; readonly onDiscard: () => void }) {
  const intl = useIntl();
  const bodyId = useId();
  const time = intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ModalOverlay isOpen isKeyboardDismissDisabled className="modal-overlay">
      <Modal className="modal modal--alert">
        <Dialog role="alertdialog" className="dialog" aria-describedby={bodyId}>
          <Heading slot="title" className="dialog-title">
            {intl.formatMessage(m.restoreTitle)}
          </Heading>
          <p id={bodyId}>{intl.formatMessage(m.restoreBody, { time })}</p>
          <div className="button-row">
            <Button className="button button--primary" onPress={onRestore} autoFocus>
              {intl.formatMessage(m.restore)}
            </Button>
            <Button className="button button--danger" onPress={onDiscard}>
              {intl.formatMessage(m.discard)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
