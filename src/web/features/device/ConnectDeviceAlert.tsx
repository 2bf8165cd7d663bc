import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCataloguePart } from '../../i18n/useCataloguePart.ts';
import { deviceMessages as m } from './messages.ts';

/**
 * The spec's 'connect device?', asked when Print runs with no display. An
 * alert dialog, so it is spoken at once; Yes (focused) opens the device
 * dialog, No or Escape leaves things as they were.
 */
export default function ConnectDeviceAlert({ onAnswer }: { readonly onAnswer: (connect: boolean) => void }) {
  useCataloguePart('device');
  const intl = useIntl();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onAnswer(false)} className="modal-overlay">
      <Modal className="modal modal--alert">
        <Dialog role="alertdialog" className="dialog" aria-describedby="connect-device-help">
          <Heading slot="title" className="dialog-title">
            {intl.formatMessage(m.connectQuestion)}
          </Heading>
          <p id="connect-device-help">{intl.formatMessage(m.connectQuestionHelp)}</p>
          <div className="button-row">
            <Button className="button button--primary" onPress={() => onAnswer(true)} autoFocus>
              {intl.formatMessage(m.yes)}
            </Button>
            <Button className="button" onPress={() => onAnswer(false)}>
              {intl.formatMessage(m.no)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
