// What the display's own keys do. The panning keys turn the page of the
// screen that shows pages; each function key and each key combination (both
// panning keys, a panning key with a function key) runs the command the user
// chose for it (settings). Any other combination has no command: the user
// hears so.

import type { KeyChord } from '../../../../core/device/index.ts';
import { DEVICE_CHORDS, type DeviceChord, type DevicePreferences, type FunctionKey } from './types.ts';

/** The panning keys are fixed: they are how a reader turns pages on every display. */
export const PANNING_COMMANDS: Readonly<Record<'panLeft' | 'panRight', string>> = {
  panLeft: 'device.previousPage',
  panRight: 'device.nextPage',
};

const isFunctionKey = (key: string): key is FunctionKey => key === 'F1' || key === 'F2' || key === 'F3' || key === 'F4';

/**
 * The named combination these keys make, or undefined. Order does not count
 * (the keys of a chord come in the order their groups reported them).
 */
export function chordOf(keys: readonly string[]): DeviceChord | undefined {
  if (keys.length !== 2 || keys[0] === keys[1]) return undefined;
  if (keys.includes('panLeft') && keys.includes('panRight')) return 'panBoth';
  const pan = keys.find((key) => key === 'panLeft' || key === 'panRight');
  const functionKey = keys.find(isFunctionKey);
  if (!pan || !functionKey) return undefined;
  const name = `${pan}${functionKey}`;
  return DEVICE_CHORDS.find((chord) => chord === name);
}

/** The command id a chord runs, or undefined when nothing is assigned to it. A long press runs the same. */
export function commandForChord(chord: Pick<KeyChord, 'keys'>, preferences: DevicePreferences): string | undefined {
  const keys = chord.keys as readonly string[];
  if (keys.length === 2) {
    const named = chordOf(keys);
    return named ? preferences.chords[named] || undefined : undefined;
  }
  if (keys.length !== 1) return undefined;
  const [key = ''] = keys;
  if (isFunctionKey(key)) return preferences.functionKeys[key] || undefined;
  return key === 'panLeft' || key === 'panRight' ? PANNING_COMMANDS[key] : undefined;
}
