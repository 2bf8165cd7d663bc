import { describe, expect, it } from 'vitest';
import { chordOf, commandForChord } from './deviceKeys.ts';
import { DEFAULT_DEVICE_PREFERENCES } from './devicePreferences.ts';

const chord = (...keys: string[]) => ({ keys: keys as never[] });

describe('the display keys', () => {
  it('turn pages with the panning keys', () => {
    expect(commandForChord(chord('panLeft'), DEFAULT_DEVICE_PREFERENCES)).toBe('device.previousPage');
    expect(commandForChord(chord('panRight'), DEFAULT_DEVICE_PREFERENCES)).toBe('device.nextPage');
  });

  it('run the command chosen for each function key', () => {
    expect(['F1', 'F2', 'F3', 'F4'].map((key) => commandForChord(chord(key), DEFAULT_DEVICE_PREFERENCES))).toEqual([
      'device.announceStatus',
      'device.print',
      'device.previousPage',
      'device.nextPage',
    ]);
    const remapped = { ...DEFAULT_DEVICE_PREFERENCES, functionKeys: { ...DEFAULT_DEVICE_PREFERENCES.functionKeys, F2: 'device.toggleGrid', F4: '' } };
    expect(commandForChord(chord('F2'), remapped)).toBe('device.toggleGrid');
    expect(commandForChord(chord('F4'), remapped)).toBeUndefined();
  });

  it('name the combinations of Dot\'s SDK, in either order, and nothing else', () => {
    expect(chordOf(['panLeft', 'panRight'])).toBe('panBoth');
    expect(chordOf(['panRight', 'panLeft'])).toBe('panBoth');
    expect(chordOf(['F1', 'panLeft'])).toBe('panLeftF1');
    expect(chordOf(['panRight', 'F4'])).toBe('panRightF4');
    expect(chordOf(['F4', 'panRight'])).toBe('panRightF4');
    expect(chordOf(['panLeft'])).toBeUndefined();
    expect(chordOf(['panLeft', 'panLeft'])).toBeUndefined();
    expect(chordOf(['F1', 'F2'])).toBeUndefined();
    expect(chordOf(['panLeft', 'navCenter'])).toBeUndefined();
    expect(chordOf(['panLeft', 'panRight', 'F1'])).toBeUndefined();
  });

  it('run the command chosen for each combination, by default re-send, position, first and last page', () => {
    const defaults = DEFAULT_DEVICE_PREFERENCES;
    expect(commandForChord(chord('panLeft', 'panRight'), defaults)).toBe('device.resend');
    expect(commandForChord(chord('panLeft', 'F1'), defaults)).toBe('device.announcePosition');
    expect(commandForChord(chord('F3', 'panLeft'), defaults)).toBe('device.firstPage');
    expect(commandForChord(chord('panRight', 'F4'), defaults)).toBe('device.lastPage');
    // Left free by default: "no command", not the function key's own command.
    expect(commandForChord(chord('panRight', 'F1'), defaults)).toBeUndefined();
    const rebound = { ...defaults, chords: { ...defaults.chords, panRightF4: 'device.firstPage', panBoth: '' } };
    expect(commandForChord(chord('panRight', 'F4'), rebound)).toBe('device.firstPage');
    expect(commandForChord(chord('panLeft', 'panRight'), rebound)).toBeUndefined();
  });

  it('give other combinations and other keys no command', () => {
    expect(commandForChord(chord('F1', 'F2'), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
    expect(commandForChord(chord('panLeft', 'panRight', 'F1'), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
    expect(commandForChord(chord('panLeft', 'navCenter'), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
    expect(commandForChord(chord('navCenter'), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
    expect(commandForChord(chord(), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
  });
});
