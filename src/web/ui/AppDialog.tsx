import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons.tsx';
import { uiMessages } from './messages.ts';

interface Props {
  readonly title: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A modal dialog with a title and a close button; Escape and a click outside close it too. */
export function AppDialog({ title, isOpen, onOpenChange, children, className }: Props) {
  const intl = useIntl();
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className="modal-overlay">
      <Modal className={['modal', className].filter(Boolean).join(' ')}>
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <div className="dialog-header">
                <Heading slot="title" className="dialog-title">
                  {title}
                </Heading>
                <Button className="icon-button" onPress={close} aria-label={intl.formatMessage(uiMessages.close)}>
                  <CloseIcon />
                </Button>
              </div>
              {children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
