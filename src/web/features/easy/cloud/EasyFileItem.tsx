import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { cloudCommandMessages } from '../../cloud/shell.tsx';
import { AppLink } from '../../../ui/AppLink.tsx';
import { displayName } from '../../cloud/index.ts';
import type { DriveFile } from '../../cloud/index.ts';
import { formatDateTime } from '../../../i18n/dates.ts';
import { itemTypeLabel } from '../../cloud/index.ts';
import { easyOpenHref } from '../../cloud/index.ts';
import { listedConversionText, isConverting } from '../../cloud/index.ts';
import { easyCloudMessages as m } from './messages.ts';

interface Props {
  readonly file: DriveFile;
  /** Why its conversion failed, when it did and the reason is known (issue 21). */
  readonly failureCode?: string | null | undefined;
  readonly onDownload: (file: DriveFile) => void;
  readonly onDelete?: (file: DriveFile) => void;
}

/**
 * One file in Easy mode: its name as a heading (so H moves file to file),
 * what it is, and large buttons. Each button is named by its word and the
 * file ("Open Map.dtms"), so a list of them is never a list of "Open".
 */
export function EasyFileItem({ file, failureCode, onDownload, onDelete }: Props) {
  const intl = useIntl();
  const id = useId();
  const nameId = `${id}-name`;
  const named = (action: string) => ({ id: `${id}-${action}`, 'aria-labelledby': `${id}-${action} ${nameId}` });
  // A document still converting has nothing to open yet (spec §4); a failed one says why, and has nothing to open either.
  const conversion = listedConversionText(intl, file, new Map([[file.dtmNo, failureCode ?? null]]));
  const converting = isConverting(file);
  return (
    <li className="easy-file" data-file-key={file.fileKey}>
      <h3 id={nameId} className="easy-file-name">
        {displayName(file)}
      </h3>
      <p className="easy-file-facts">{intl.formatMessage(m.fileFacts, { type: itemTypeLabel(intl, file), date: formatDateTime(intl, file.updatedAt) })}</p>
      {conversion && <p className="easy-file-facts">{conversion}</p>}
      <div className="easy-file-actions">
        {conversion === undefined && (
          <AppLink href={easyOpenHref(file)} className="button button--large button--primary" {...named('open')}>
            {intl.formatMessage(cloudCommandMessages.open)}
          </AppLink>
        )}
        <Button className="button button--large" isDisabled={converting} onPress={() => onDownload(file)} {...named('download')}>
          {intl.formatMessage(cloudCommandMessages.download)}
        </Button>
        {onDelete && (
          <Button className="button button--large" onPress={() => onDelete(file)} {...named('delete')}>
            {intl.formatMessage(m.deleteFile)}
          </Button>
        )}
      </div>
    </li>
  );
}
