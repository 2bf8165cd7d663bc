import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRAILLE_SETTING } from '../../core/braille/index.ts';
import { BRAILLE_SETTING_KEY, parseBrailleSetting, readBrailleSetting, useBrailleSetting, writeBrailleSetting } from './brailleSetting.ts';

afterEach(() => window.localStorage.clear());

describe('the braille setting', () => {
  it('is the spec\'s default when nothing usable is stored', () => {
    expect(parseBrailleSetting(null)).toEqual(DEFAULT_BRAILLE_SETTING);
    expect(parseBrailleSetting('not json')).toEqual(DEFAULT_BRAILLE_SETTING);
    expect(parseBrailleSetting('{"grade": 1}')).toEqual(DEFAULT_BRAILLE_SETTING);
    expect(DEFAULT_BRAILLE_SETTING).toMatchObject({ kind: 'DOT', language: 'english', grade: 2, pin: 6 });
  });

  it('names a catalogue table, the closest one when the stored setting is older or partial', () => {
    expect(parseBrailleSetting(JSON.stringify({ kind: 'DOT', language: 'korean', grade: 1, rule: '', pin: 6 }))).toMatchObject({ language: 'korean', grade: 1 });
    // An unknown grade falls back to the language's first table.
    expect(parseBrailleSetting(JSON.stringify({ language: 'Korean', grade: 9 }))).toMatchObject({ language: 'korean' });
    expect(parseBrailleSetting(JSON.stringify({ language: 'klingon', grade: 1 }))).toMatchObject({ language: 'english', grade: 2 });
  });

  it('keeps 8 pins when chosen, whatever the table\'s own', () => {
    expect(parseBrailleSetting(JSON.stringify({ language: 'english', grade: 2, pin: 8 })).pin).toBe(8);
    expect(parseBrailleSetting(JSON.stringify({ language: 'english', grade: 2, pin: 7 })).pin).toBe(6);
  });

  it('is stored, read back the same, and followed by its readers', () => {
    const { result } = renderHook(() => useBrailleSetting());
    expect(result.current.table.code).toBe('en-ueb-g2');
    act(() => writeBrailleSetting({ kind: 'DOT', language: 'korean', grade: 2, rule: '', pin: 8 }));
    expect(JSON.parse(window.localStorage.getItem(BRAILLE_SETTING_KEY) ?? '{}')).toMatchObject({ language: 'korean', pin: 8 });
    expect(result.current.table.code).toBe('ko-g2');
    expect(result.current.setting.pin).toBe(8);
    expect(readBrailleSetting()).toBe(readBrailleSetting());
  });
});
