// What the device feature keeps on every page: the connection (a provider
// above the routes, so it survives navigation), its status button in the
// headers, the virtual display after the main content, the display's keys
// bound to commands (and the braille translator "Read on the display" uses),
// its dialogs and its section of the shortcut help. Other features reach the
// display through the exports below.

import { lazy } from 'react';
import type { FeatureShell } from '../../app/feature.ts';
import { DeviceEveryPage } from './shell/DeviceEveryPage.tsx';
import { DeviceProvider } from './shell/DeviceProvider.tsx';
import { DeviceStatusButton } from './shell/DeviceStatusButton.tsx';
import { deviceDialogs } from './shell/deviceDialogs.tsx';
import { VirtualDisplayHost } from './shell/VirtualDisplayHost.tsx';

// The display's keys in the shortcut help, loaded when the help is first opened.
const DeviceKeysHelp = lazy(() => import('./DeviceKeysHelp.tsx'));

export const deviceShell: FeatureShell = {
  Provider: DeviceProvider,
  EveryPage: DeviceEveryPage,
  dialogs: deviceDialogs,
  shortcutHelp: DeviceKeysHelp,
  slots: { headerTools: [DeviceStatusButton], afterMain: [VirtualDisplayHost] },
};

export { useDevice } from './shell/DeviceContext.ts';
export { ReadOnDisplayButton } from './shell/ReadOnDisplayButton.tsx';
export { deviceShellMessages } from './shell/messages.ts';
export type { DeviceContent, DeviceControls } from './shell/types.ts';
