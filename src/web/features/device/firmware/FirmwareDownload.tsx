import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { downloadAttachment } from '../../../api/downloadAttachment.ts';
import { useDownloadDeps } from '../../../session/useDownloadDeps.ts';
import { announce } from '../../../ui/announcer.ts';
import type { FirmwareRelease } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';

/** The release's file: ours, fetched signed in and saved; or the maker's address, a plain link. */
export function FirmwareDownload({ release }: { readonly release: FirmwareRelease }) {
  const intl = useIntl();
  const deps = useDownloadDeps();
  const [busy, setBusy] = useState(false);
  if (release.size === null) {
    return (
      <a className="button" href={release.downloadUrl} target="_blank" rel="noreferrer noopener">
        {intl.formatMessage(m.downloadFromMaker)} {intl.formatMessage(m.opensNewTab)}
      </a>
    );
  }
  return (
    <Button
      className="button button--primary"
      isPending={busy}
      onPress={() => {
        setBusy(true);
        void downloadAttachment(deps, release.downloadUrl, release.fileName ?? `${release.model}-${release.version}.bin`)
          .then((result) => {
            if (result.ok) announce(intl.formatMessage(m.downloaded, { name: result.data }));
            else announce(intl.formatMessage(m.downloadFailed), 'assertive');
          })
          .finally(() => setBusy(false));
      }}
    >
      {intl.formatMessage(m.download)}
    </Button>
  );
}
