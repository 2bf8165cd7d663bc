import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { DeviceInfo } from '../../../../core/device/index.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { deviceMessages as dm } from '../messages.ts';
import { useDevice } from '../shell/DeviceContext.ts';
import { firmwareMessages as m } from './messages.ts';

interface Props {
  readonly info: DeviceInfo | undefined;
  readonly checking: boolean;
  /** After the display was asked its version again: compare with the catalogue again too. */
  readonly onChecked: () => void;
}

/** What the connected display reports about itself; with none, how to connect one. */
export function DisplaySection({ info, checking, onChecked }: Props) {
  const intl = useIntl();
  const { readFirmware } = useDevice();
  const { context } = useCommands();
  const unknown = intl.formatMessage(dm.unknownValue);
  return (
    <section className="panel" aria-labelledby="firmware-display">
      <h2 id="firmware-display">{intl.formatMessage(m.displayHeading)}</h2>
      {info ? (
        <>
          <dl className="device-facts">
            <dt>{intl.formatMessage(m.model)}</dt>
            <dd>{info.name}</dd>
            <dt>{intl.formatMessage(dm.firmwareVersion)}</dt>
            <dd>{info.firmware.trim() || unknown}</dd>
            <dt>{intl.formatMessage(dm.hardwareVersion)}</dt>
            <dd>{info.hardwareVersion ?? unknown}</dd>
          </dl>
          <Button
            className="button"
            isPending={checking}
            onPress={() => {
              // The version the display says now (after the maker's updater, a reconnect), then the catalogue again.
              void readFirmware().finally(onChecked);
            }}
          >
            {intl.formatMessage(checking ? m.checking : m.checkAgain)}
          </Button>
        </>
      ) : (
        <>
          <p>{intl.formatMessage(m.notConnected)}</p>
          <Button className="button button--primary" onPress={() => context.openDialog('device')}>
            {intl.formatMessage(m.connect)}
          </Button>
        </>
      )}
    </section>
  );
}
