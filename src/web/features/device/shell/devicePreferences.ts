// The device preferences, kept in local storage across visits: print mode,
// the virtual display's grid, what the display's function keys do, and the
// method last connected with. A stored value that is not valid (an older
// version, a hand edit) falls back to its default, one field at a time.

import { DEVICE_METHODS, FUNCTION_KEYS, type DeviceMethod, type DevicePreferences, type FunctionKey } from './types.ts';

export const DEVICE_PREFERENCES_KEY = 'devicePreferences';

/** Commands a function key can run: the ones that make sense from the display's keys. */
export const DEVICE_KEY_COMMAND_IDS = [
  'device.announceStatus',
  'device.print',
  'device.previousPage',
  'device.nextPage',
  'device.toggleGrid',
] as const;

export const DEFAULT_DEVICE_PREFERENCES: DevicePreferences = {
  // Spec "Easy settings": autoPrint defaults to N.
  printMode: 'manual',
  grid: true,
  // F3 and F4 turn pages as in Dot's own demo apps (notes §8.2); F1 says where
  // you are, F2 prints what the screen shows.
  functionKeys: { F1: 'device.announceStatus', F2: 'device.print', F3: 'device.previousPage', F4: 'device.nextPage' },
};

/** What is stored, field by field: a field that is missing or not valid keeps its default. */
export function parseDevicePreferences(text: string | null): DevicePreferences {
  let stored: Partial<Record<keyof DevicePreferences, unknown>> = {};
  try {
    stored = { ...(JSON.parse(text ?? '{}') as object) };
  } catch {
    // not JSON: the defaults
  }
  const keys = { ...(stored.functionKeys as object) } as Record<string, unknown>;
  const { printMode, grid, lastMethod } = stored;
  return {
    printMode: printMode === 'automatic' || printMode === 'manual' ? printMode : DEFAULT_DEVICE_PREFERENCES.printMode,
    grid: typeof grid === 'boolean' ? grid : DEFAULT_DEVICE_PREFERENCES.grid,
    functionKeys: Object.fromEntries(
      FUNCTION_KEYS.map((key) => {
        const id = keys[key];
        return [key, id === '' || DEVICE_KEY_COMMAND_IDS.includes(id as never) ? id : DEFAULT_DEVICE_PREFERENCES.functionKeys[key]];
      }),
    ) as Record<FunctionKey, string>,
    ...(DEVICE_METHODS.includes(lastMethod as never) ? { lastMethod: lastMethod as DeviceMethod } : {}),
  };
}

export function readDevicePreferences(storage: Storage | undefined): DevicePreferences {
  try {
    return parseDevicePreferences(storage?.getItem(DEVICE_PREFERENCES_KEY) ?? null);
  } catch {
    // storage disabled: the defaults, for this visit
    return DEFAULT_DEVICE_PREFERENCES;
  }
}

export function writeDevicePreferences(storage: Storage | undefined, preferences: DevicePreferences): void {
  try {
    storage?.setItem(DEVICE_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // not remembered across visits, but the change still applies now
  }
}
