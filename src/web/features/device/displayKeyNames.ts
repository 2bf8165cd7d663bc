// What the display's keys and key combinations are called where they are
// listed (Settings → Device, the shortcut help): "Both panning keys",
// "Left panning key + F1". One place, so both say the same.

import type { IntlShape } from 'react-intl';
import { connectionMessages } from './shell/connectionMessages.ts';
import type { DeviceChord, FunctionKey } from './shell/types.ts';
import { deviceMessages as m } from './messages.ts';

export type PanningKey = 'panLeft' | 'panRight';

export function panningKeyName(intl: IntlShape, key: PanningKey): string {
  return intl.formatMessage(key === 'panLeft' ? connectionMessages.panLeft : connectionMessages.panRight);
}

/** A chord's name: both panning keys, or a panning key with a function key. */
export function chordName(intl: IntlShape, chord: DeviceChord): string {
  if (chord === 'panBoth') return intl.formatMessage(m.bothPanningKeys);
  const pan: PanningKey = chord.startsWith('panLeft') ? 'panLeft' : 'panRight';
  const functionKey = chord.slice(pan.length) as FunctionKey;
  return `${panningKeyName(intl, pan)} + ${functionKey}`;
}
