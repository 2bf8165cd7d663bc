import { useIntl } from 'react-intl';
import { groupedChecksum } from './checkSummary.ts';
import type { FirmwareRelease } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';

/** What a release changes (the operator's notes, line breaks kept), when it was listed, its size and checksum. */
export function ReleaseDetails({ release }: { readonly release: FirmwareRelease }) {
  const intl = useIntl();
  return (
    <>
      <h3>{intl.formatMessage(m.whatChanges)}</h3>
      <p className="firmware-notes">{release.notes}</p>
      <dl className="device-facts">
        <dt>{intl.formatMessage(m.version)}</dt>
        <dd>{release.version}</dd>
        <dt>{intl.formatMessage(m.listedOn)}</dt>
        <dd>{intl.formatDate(release.createdAt, { dateStyle: 'long' })}</dd>
        {release.size !== null && (
          <>
            <dt>{intl.formatMessage(m.size)}</dt>
            <dd>{intl.formatMessage(m.sizeValue, { bytes: release.size })}</dd>
          </>
        )}
        <dt>{intl.formatMessage(m.checksum)}</dt>
        <dd className="firmware-checksum">{groupedChecksum(release.sha256)}</dd>
      </dl>
    </>
  );
}
