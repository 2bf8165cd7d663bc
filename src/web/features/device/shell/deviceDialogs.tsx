import type { FeatureDialogs } from '../../../commands/featureDialogs.ts';
import { ConnectDeviceAlert, DeviceDialog } from './lazyDeviceUi.ts';

/** The device's dialogs, opened by name from its commands: 'device', and the spec's 'connect device?' (Yes opens 'device'). */
export const deviceDialogs: FeatureDialogs = {
  device: ({ close }) => <DeviceDialog isOpen onOpenChange={(isOpen) => !isOpen && close()} />,
  connectDevice: ({ close, openDialog }) => <ConnectDeviceAlert onAnswer={(connect) => (connect ? openDialog('device') : close())} />,
};
