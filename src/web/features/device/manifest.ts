// The tactile display's commands, on every screen (data only: their code is
// commands.ts, loaded through commandCode.ts after the first paint or on first use). Print is Alt+P
// (spec: "Alt or Option with P"); without a display it asks 'connect
// device?' instead of failing. The page commands run the pager of the screen
// that shows pages (the text line's pages first); the display's panning keys
// run them too, and its key combinations first / last page, re-send and the
// position. "Read on the display" shows the focused text in braille on the
// graphic area as a layer over the screen's page; run again, it stops.

import type { FeatureManifest } from '../../app/feature.ts';
import type { CommandEntry } from '../../commands/commandEntry.ts';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { deviceShellMessages as m } from './shell/messages.ts';

export const OPEN_DEVICE_COMMAND_ID = 'device.openDialog';
export const PRINT_COMMAND_ID = 'device.print';
/** Goes to the firmware screen (issue 24). */
export const FIRMWARE_COMMAND_ID = 'device.firmware';
export const READ_ON_DISPLAY_COMMAND_ID = 'device.readOnDisplay';
export const STOP_READING_COMMAND_ID = 'device.stopReading';

const device = (id: string, label: CommandEntry['label'], shortcuts?: readonly string[]): CommandEntry => ({
  id,
  label,
  scope: 'global',
  ...(shortcuts ? { shortcuts } : {}),
});

export const DEVICE_COMMAND_ENTRIES: readonly CommandEntry[] = [
  device(OPEN_DEVICE_COMMAND_ID, m.openDevice),
  device('device.connect', m.connect),
  device('device.disconnect', m.disconnect),
  device(PRINT_COMMAND_ID, m.print, ['Alt+P']),
  device('device.previousPage', m.previousPage),
  device('device.nextPage', m.nextPage),
  device('device.firstPage', m.firstPage),
  device('device.lastPage', m.lastPage),
  device('device.resend', m.resend),
  device('device.announcePosition', m.announcePosition),
  device('device.toggleGrid', m.toggleGrid),
  device('device.announceStatus', m.announceStatus),
  // Alt+Shift+G: free in the registry (Alt+Shift+D is "go to Cloud", R/K/W the Canvas's reading keys), and
  // neither browsers nor NVDA, JAWS, VoiceOver or Orca bind it. Escape is left to dialogs: the command again stops.
  device(READ_ON_DISPLAY_COMMAND_ID, m.readOnDisplay, ['Alt+Shift+G']),
  device(STOP_READING_COMMAND_ID, m.stopReading),
  device(FIRMWARE_COMMAND_ID, m.firmware),
];

export const deviceManifest: FeatureManifest = {
  name: 'device',
  routes: [
    { path: PATHS.firmware, layout: 'default', title: routeTitles.firmware, access: 'signedIn', scope: 'global', load: () => import('./firmware/FirmwarePage.tsx') },
  ],
  commands: { entries: DEVICE_COMMAND_ENTRIES, load: async () => (await import('./commandCode.ts')).deviceCommandCode },
};
