// Device keys as chords (protocol notes §4.2). Each key notification carries
// the whole state of one group of keys, so a chord is read from the states:
// the keys pressed together are collected while any is held, for 200 ms after
// the first press (Dot's SDK window for combinations such as both panning
// keys, or panning + F1). The chord is reported once: when every key is
// released, or as a long press when held 1.5 s (Dot's NVDA driver) — so a long
// press never also reports the short one.

import type { Clock } from '../clock.ts';
import type { DeviceKey, KeyGroupName } from '../keys.ts';

export interface KeyChord {
  readonly keys: readonly DeviceKey[];
  readonly long: boolean;
}

export const CHORD_WINDOW_MS = 200;
export const LONG_PRESS_MS = 1500;

export interface KeyChordReader {
  /** A group's keys now held (a key notification). */
  update(group: KeyGroupName, pressed: readonly DeviceKey[]): void;
  dispose(): void;
}

export function createKeyChordReader(clock: Clock, onChord: (chord: KeyChord) => void): KeyChordReader {
  const held = new Map<KeyGroupName, readonly DeviceKey[]>();
  let chord: DeviceKey[] | undefined;
  let windowOpen = false;
  let reported = false;
  const timers: (() => void)[] = [];

  const anyHeld = () => [...held.values()].some((keys) => keys.length > 0);
  const cancelTimers = () => timers.splice(0).forEach((cancel) => cancel());

  function report(long: boolean): void {
    if (!chord || reported) return;
    reported = true;
    cancelTimers();
    onChord({ keys: [...chord], long });
  }

  return {
    update(group, pressed) {
      held.set(group, [...pressed]);
      if (!chord && pressed.length > 0) {
        chord = [];
        windowOpen = true;
        reported = false;
        timers.push(
          clock.schedule(CHORD_WINDOW_MS, () => {
            windowOpen = false;
          }),
        );
        timers.push(clock.schedule(LONG_PRESS_MS, () => report(true)));
      }
      if (!chord) return;
      if (windowOpen) for (const key of pressed) if (!chord.includes(key)) chord.push(key);
      if (!anyHeld()) {
        report(false);
        cancelTimers();
        chord = undefined;
      }
    },
    dispose() {
      cancelTimers();
      chord = undefined;
      held.clear();
    },
  };
}
