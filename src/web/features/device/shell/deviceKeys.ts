// What the display's own keys do. The panning keys turn the page of the
// screen that shows pages; each function key runs the command the user chose
// for it (settings). Key combinations have no command yet: the user hears so.

import type { KeyChord } from '../../../../core/device/index.ts';
import type { DevicePreferences, FunctionKey } from './types.ts';

const PANNING: Readonly<Record<string, string>> = {
  panLeft: 'device.previousPage',
  panRight: 'device.nextPage',
};

const isFunctionKey = (key: string): key is FunctionKey => key === 'F1' || key === 'F2' || key === 'F3' || key === 'F4';

/** The command id a chord runs, or undefined when nothing is assigned to it. */
export function commandForChord(chord: Pick<KeyChord, 'keys'>, preferences: DevicePreferences): string | undefined {
  if (chord.keys.length !== 1) return undefined;
  const [key] = chord.keys as readonly string[];
  if (key === undefined) return undefined;
  if (isFunctionKey(key)) return preferences.functionKeys[key] || undefined;
  return PANNING[key];
}
