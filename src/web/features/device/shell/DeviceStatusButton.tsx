import { useIntl } from 'react-intl';
import { CommandButton } from '../../../commands/CommandButton.tsx';
import { useDevice } from './DeviceContext.ts';
import { OPEN_DEVICE_COMMAND_ID } from '../manifest.ts';
import { deviceShellMessages as m } from './messages.ts';

/**
 * The display's state on a button that opens the device dialog: "Device: not
 * connected", "Device: DotPad320A connected". The provider says each change
 * aloud, so the button itself stays quiet.
 */
export function DeviceStatusButton({ className }: { readonly className?: string }) {
  const intl = useIntl();
  const { state } = useDevice();
  const text =
    state.status === 'connected' && state.info
      ? intl.formatMessage(m.statusConnected, { name: state.info.name })
      : intl.formatMessage(state.status === 'connecting' ? m.statusConnecting : state.status === 'failed' ? m.statusFailed : m.statusDisconnected);
  return (
    <CommandButton commandId={OPEN_DEVICE_COMMAND_ID} {...(className ? { className } : {})}>
      {text}
    </CommandButton>
  );
}
