import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ConvertQuality } from '../../../../shared/api/conversion.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { displayName } from '../api/itemRefs.ts';
import type { DriveFile } from '../api/types.ts';
import { listMessages } from '../common/messages.ts';
import { cloudCommandMessages } from '../shell/messages.ts';
import { dialogMessages } from '../dialogs/messages.ts';
import { useConversionState, useRefreshDrive } from '../state/queries.ts';
import { useConversionApi } from '../state/useDrive.ts';
import { failureText } from './conversionStatus.ts';
import { documentFailureText } from './documentFailure.ts';
import { conversionMessages as m } from './messages.ts';
import { QualityChoice } from './QualityChoice.tsx';

interface Props {
  readonly file: DriveFile;
  readonly onClose: () => void;
}

/**
 * Convert a FAILED document again from the source the server kept (POST
 * /doc/convert-again): why it failed, then the quality choice with the
 * month's allowance. A PDF without a text layer (NO_TEXT) starts on high
 * quality, which reads its pages; the allowance may still refuse it.
 */
export function ConvertAgainDialog({ file, onClose }: Props) {
  const intl = useIntl();
  const api = useConversionApi();
  const refresh = useRefreshDrive();
  const state = useConversionState(file.dtmNo);
  const [chosen, setChosen] = useState<ConvertQuality | undefined>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const quality = chosen ?? (state.data?.errorCode === 'NO_TEXT' ? 'HIGH' : 'ORDINARY');
  const name = displayName(file);

  const convert = async () => {
    if (sending) return;
    setSending(true);
    setError(undefined);
    const result = await api.convertAgain(file.dtmNo, quality);
    setSending(false);
    if (!result.ok) return setError(documentFailureText(intl, result));
    void refresh();
    // The toast is spoken: one announcement.
    showToast(intl.formatMessage(m.againStarted, { name }), 'success');
    onClose();
  };

  return (
    <AppDialog title={intl.formatMessage(m.convertAgainTitle, { name })} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <div className="dialog-body">
        <p>{state.isPending ? intl.formatMessage(listMessages.loading) : failureText(intl, state.data?.errorCode)}</p>
        <QualityChoice value={quality} onChange={setChosen} isDisabled={sending} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          {/* Not disabled while sending: focus would drop to the page. A second press waits for the first. */}
          <Button className="button button--primary" onPress={() => void convert()}>
            {intl.formatMessage(sending ? dialogMessages.saving : cloudCommandMessages.convertAgain)}
          </Button>
          <Button className="button" onPress={onClose}>
            {intl.formatMessage(listMessages.cancel)}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
