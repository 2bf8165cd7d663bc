import { describe, expect, it } from 'vitest';
import { commandForChord } from './deviceKeys.ts';
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

  it('give combinations and other keys no command', () => {
    expect(commandForChord(chord('panLeft', 'panRight'), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
    expect(commandForChord(chord('panLeft', 'F1'), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
    expect(commandForChord(chord('navCenter'), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
    expect(commandForChord(chord(), DEFAULT_DEVICE_PREFERENCES)).toBeUndefined();
  });
});
