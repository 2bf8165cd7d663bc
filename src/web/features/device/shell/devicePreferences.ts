// The device preferences, kept in local storage across visits: print mode,
// the virtual display's grid, what the display's function keys and key
// combinations do, and the method last connected with. A stored value that is not valid (an older
// version, a hand edit) falls back to its default, one field at a time.

import {
  DEVICE_CHORDS,
  DEVICE_METHODS,
  FUNCTION_KEYS,
  type DeviceChord,
  type DeviceMethod,
  type DevicePreferences,
  type FunctionKey,
} from './types.ts';

export const DEVICE_PREFERENCES_KEY = 'devicePreferences';

/** Commands a function key or a key combination can run: the ones that make sense from the display's keys. */
export const DEVICE_KEY_COMMAND_IDS = [
  'device.announceStatus',
  'device.announcePosition',
  'device.print',
  'device.resend',
  'device.previousPage',
  'device.nextPage',
  'device.firstPage',
  'device.lastPage',
  'device.toggleGrid',
] as const;

export const DEFAULT_DEVICE_PREFERENCES: DevicePreferences = {
  // Spec "Easy settings": autoPrint defaults to N.
  printMode: 'manual',
  grid: true,
  // F3 and F4 turn pages as in Dot's own demo apps (notes §8.2); F1 says where
  // you are, F2 prints what the screen shows.
  functionKeys: { F1: 'device.announceStatus', F2: 'device.print', F3: 'device.previousPage', F4: 'device.nextPage' },
  // Both panning keys re-send the page, as BRLTTY refreshes the whole display
  // with them: the one thing to do when pins look wrong. A panning key with
  // the function key that turns the page that way goes all the way (pan left
  // + F3 = first page, pan right + F4 = last page); pan left + F1 (F1 says the
  // status) says just the position. The rest are left free for the user.
  chords: {
    panBoth: 'device.resend',
    panLeftF1: 'device.announcePosition',
    panLeftF2: '',
    panLeftF3: 'device.firstPage',
    panLeftF4: '',
    panRightF1: '',
    panRightF2: '',
    panRightF3: '',
    panRightF4: 'device.lastPage',
  },
};

const isKeyCommand = (id: unknown): id is string => id === '' || DEVICE_KEY_COMMAND_IDS.includes(id as never);

/** Each entry of a stored map of commands, or its default when missing or not a command a key can run. */
function commandsOf<K extends string>(stored: unknown, names: readonly K[], defaults: Readonly<Record<K, string>>): Record<K, string> {
  const entries = { ...(stored as object) } as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, isKeyCommand(entries[name]) ? entries[name] : defaults[name]])) as Record<K, string>;
}

/** What is stored, field by field: a field that is missing or not valid keeps its default. */
export function parseDevicePreferences(text: string | null): DevicePreferences {
  let stored: Partial<Record<keyof DevicePreferences, unknown>> = {};
  try {
    stored = { ...(JSON.parse(text ?? '{}') as object) };
  } catch {
    // not JSON: the defaults
  }
  const { printMode, grid, lastMethod } = stored;
  return {
    printMode: printMode === 'automatic' || printMode === 'manual' ? printMode : DEFAULT_DEVICE_PREFERENCES.printMode,
    grid: typeof grid === 'boolean' ? grid : DEFAULT_DEVICE_PREFERENCES.grid,
    functionKeys: commandsOf<FunctionKey>(stored.functionKeys, FUNCTION_KEYS, DEFAULT_DEVICE_PREFERENCES.functionKeys),
    chords: commandsOf<DeviceChord>(stored.chords, DEVICE_CHORDS, DEFAULT_DEVICE_PREFERENCES.chords),
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
