import type { DeviceControls } from './types.ts';

// The display the app has, for the device commands' code, which runs outside
// React (a shortcut, the palette, the display's own keys). The provider
// registers itself while mounted.

let current: (() => DeviceControls) | undefined;

export function provideCurrentDevice(get: () => DeviceControls): () => void {
  current = get;
  return () => {
    if (current === get) current = undefined;
  };
}

export function currentDevice(): DeviceControls {
  if (!current) throw new Error('No DeviceProvider is mounted');
  return current();
}
