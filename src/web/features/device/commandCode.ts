// The device commands' code as the app runs it, on the display the provider
// registered. Loaded apart from index.ts (the device's screens for other
// features): every page loads this after its first paint, and it is small.

import { deviceCommandCodes } from './commands.ts';
import { currentDevice } from './shell/currentDevice.ts';

export const deviceCommandCode = deviceCommandCodes(currentDevice);
