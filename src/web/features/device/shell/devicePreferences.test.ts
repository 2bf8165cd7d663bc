import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_PREFERENCES, DEVICE_PREFERENCES_KEY, parseDevicePreferences, readDevicePreferences, writeDevicePreferences } from './devicePreferences.ts';
import { memoryStorage } from '../../../testing/memoryStorage.ts';

describe('device preferences', () => {
  it('default to manual printing (spec: autoPrint N), the grid on, F1–F4 = status, print, previous, next page, and four chords', () => {
    expect(readDevicePreferences(memoryStorage())).toEqual({
      printMode: 'manual',
      grid: true,
      functionKeys: { F1: 'device.announceStatus', F2: 'device.print', F3: 'device.previousPage', F4: 'device.nextPage' },
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
    });
  });

  it('are kept across visits', () => {
    const storage = memoryStorage();
    const chosen = {
      printMode: 'automatic' as const,
      grid: false,
      functionKeys: { F1: 'device.toggleGrid', F2: '', F3: 'device.nextPage', F4: 'device.previousPage' },
      chords: { ...DEFAULT_DEVICE_PREFERENCES.chords, panBoth: '', panRightF2: 'device.lastPage', panLeftF3: 'device.print' },
      lastMethod: 'virtual768' as const,
    };
    writeDevicePreferences(storage, chosen);
    expect(readDevicePreferences(storage)).toEqual(chosen);
  });

  it('fall back field by field when what is stored is not valid', () => {
    const stored = JSON.stringify({ printMode: 'sometimes', grid: false, functionKeys: { F1: 'app.signOut', F2: '' }, lastMethod: 'carrier pigeon' });
    expect(parseDevicePreferences(stored)).toEqual({
      ...DEFAULT_DEVICE_PREFERENCES,
      grid: false,
      // A command that is not a device command is not run from the display's keys.
      functionKeys: { ...DEFAULT_DEVICE_PREFERENCES.functionKeys, F2: '' },
    });
    expect(parseDevicePreferences('{not json')).toEqual(DEFAULT_DEVICE_PREFERENCES);
    expect(parseDevicePreferences('null')).toEqual(DEFAULT_DEVICE_PREFERENCES);
    expect(parseDevicePreferences('[1, 2]')).toEqual(DEFAULT_DEVICE_PREFERENCES);
  });

  it('keep each valid chord and give each invalid one its default, one chord at a time', () => {
    const stored = JSON.stringify({
      chords: { panBoth: '', panLeftF1: 'device.connect', panLeftF2: 'device.lastPage', panRightF4: 42, panMiddle: 'device.print' },
    });
    const { chords } = parseDevicePreferences(stored);
    expect(chords).toEqual({
      ...DEFAULT_DEVICE_PREFERENCES.chords,
      // '' is "none", a choice of its own.
      panBoth: '',
      // device.connect is a device command, but not one the display's keys run.
      panLeftF1: 'device.announcePosition',
      panLeftF2: 'device.lastPage',
      panRightF4: 'device.lastPage',
    });
    // A chord that does not exist is not kept.
    expect(Object.keys(chords)).not.toContain('panMiddle');
    expect(parseDevicePreferences(JSON.stringify({ chords: 'all of them' })).chords).toEqual(DEFAULT_DEVICE_PREFERENCES.chords);
  });

  it('still work when storage refuses to be read or written', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(readDevicePreferences(broken)).toEqual(DEFAULT_DEVICE_PREFERENCES);
    expect(() => writeDevicePreferences(broken, DEFAULT_DEVICE_PREFERENCES)).not.toThrow();
    expect(readDevicePreferences(undefined)).toEqual(DEFAULT_DEVICE_PREFERENCES);
  });

  it('are stored under their own key', () => {
    const storage = memoryStorage();
    writeDevicePreferences(storage, { ...DEFAULT_DEVICE_PREFERENCES, grid: false });
    expect(JSON.parse(storage.getItem(DEVICE_PREFERENCES_KEY) ?? '{}')).toMatchObject({ grid: false });
  });
});
