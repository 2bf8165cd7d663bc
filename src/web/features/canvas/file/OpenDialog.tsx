import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MessageRef } from '../../../../core/messages/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { DriveFile } from '../../cloud/index.ts';
import type { CanvasDriveApi } from './canvasDriveApi.ts';
import { CloudFileList } from './CloudFileList.tsx';
import { LocalFilePicker } from './LocalFilePicker.tsx';
import { fileMessages as m } from './messages.ts';

/** What opening gave: done (the dialog closes), or why not (shown in the dialog), or nothing to say (the session ended). */
export type OpenOutcome = { readonly kind: 'opened' } | { readonly kind: 'failed'; readonly name: string; readonly reason: MessageRef } | { readonly kind: 'silent' };

interface Props {
  readonly api: CanvasDriveApi;
  readonly onOpenCloud: (file: DriveFile) => Promise<OpenOutcome>;
  readonly onOpenLocal: (file: File) => Promise<OpenOutcome>;
  readonly onClose: () => void;
}

/**
 * Open (spec §2 file menu): two tabs, my Cloud files and this computer. A
 * file that cannot be opened is named with the reason, in an alert, and the
 * dialog stays open to choose another.
 */
export function OpenDialog({ api, onOpenCloud, onOpenLocal, onClose }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const run = async (open: () => Promise<OpenOutcome>) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const outcome = await open();
    setBusy(false);
    if (outcome.kind === 'failed') {
      setError(intl.formatMessage(m.openFailed, { file: outcome.name, reason: intl.formatMessage(outcome.reason.message, outcome.reason.values) }));
    } else {
      onClose();
    }
  };

  return (
    <AppDialog title={intl.formatMessage(m.open)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} className="modal--wide">
      <div className="dialog-body">
        <Tabs className="tabs">
          <TabList className="tab-list" aria-label={intl.formatMessage(m.openTabs)}>
            <Tab id="cloud" className="tab">
              {intl.formatMessage(m.cloudTab)}
            </Tab>
            <Tab id="computer" className="tab">
              {intl.formatMessage(m.computerTab)}
            </Tab>
          </TabList>
          <TabPanel id="cloud" className="tab-panel">
            <CloudFileList api={api} busy={busy} onOpen={(file) => void run(() => onOpenCloud(file))} />
          </TabPanel>
          <TabPanel id="computer" className="tab-panel">
            <LocalFilePicker busy={busy} onFile={(file) => void run(() => onOpenLocal(file))} />
          </TabPanel>
        </Tabs>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </AppDialog>
  );
}
