import { describe, expect, it } from 'vitest';
import { COMMAND } from './commands.ts';
import { KEY_GROUPS, decodeKeys, encodeKeys, groupOfKey, isKeyGroupCommand, type DeviceKey, type KeyGroupCommand } from './keys.ts';

/** Every named key of the notes §4.2: its group, byte and mask on the wire. */
const NAMED: readonly [DeviceKey, KeyGroupCommand, number, number][] = [
  ['F1', COMMAND.FUNCTION_KEYS, 0, 0x80],
  ['F2', COMMAND.FUNCTION_KEYS, 0, 0x40],
  ['F3', COMMAND.FUNCTION_KEYS, 0, 0x20],
  ['F4', COMMAND.FUNCTION_KEYS, 0, 0x10],
  ['dot7', COMMAND.PERKINS_KEYS, 0, 0x80],
  ['dot3', COMMAND.PERKINS_KEYS, 0, 0x40],
  ['dot2', COMMAND.PERKINS_KEYS, 0, 0x20],
  ['dot1', COMMAND.PERKINS_KEYS, 0, 0x10],
  ['dot4', COMMAND.PERKINS_KEYS, 0, 0x08],
  ['dot5', COMMAND.PERKINS_KEYS, 0, 0x04],
  ['dot6', COMMAND.PERKINS_KEYS, 0, 0x02],
  ['dot8', COMMAND.PERKINS_KEYS, 0, 0x01],
  ['space', COMMAND.PERKINS_KEYS, 1, 0x80],
  ['shiftLeft', COMMAND.PERKINS_KEYS, 1, 0x40],
  ['ctrlLeft', COMMAND.PERKINS_KEYS, 1, 0x20],
  ['shiftRight', COMMAND.PERKINS_KEYS, 1, 0x10],
  ['ctrlRight', COMMAND.PERKINS_KEYS, 1, 0x08],
  ['panLeft', COMMAND.PERKINS_KEYS, 1, 0x04],
  ['panRight', COMMAND.PERKINS_KEYS, 1, 0x02],
  ['navCenter', COMMAND.PERKINS_KEYS, 2, 0x80],
  ['navUp', COMMAND.PERKINS_KEYS, 2, 0x40],
  ['navRight', COMMAND.PERKINS_KEYS, 2, 0x20],
  ['navDown', COMMAND.PERKINS_KEYS, 2, 0x10],
  ['navLeft', COMMAND.PERKINS_KEYS, 2, 0x08],
  ['scrollLeftNext', COMMAND.SCROLL_KEYS, 3, 0x08],
  ['scrollLeftPrevious', COMMAND.SCROLL_KEYS, 3, 0x04],
  ['scrollRightNext', COMMAND.SCROLL_KEYS, 3, 0x02],
  ['scrollRightPrevious', COMMAND.SCROLL_KEYS, 3, 0x01],
];

const bitmap = (size: number, byte: number, mask: number) => {
  const data = new Uint8Array(size);
  data[byte] = mask;
  return data;
};

describe('key bitmaps (protocol notes §4.2)', () => {
  it.each(NAMED)('%s is in group %i at byte %i, mask %i, both ways', (key, command, byte, mask) => {
    const data = bitmap(KEY_GROUPS[command].bytes, byte, mask);
    expect(groupOfKey(key)).toBe(command);
    expect(encodeKeys(command, [key])).toEqual(data);
    expect(decodeKeys(command, data)).toEqual([key]);
  });

  it('covers every named key of every group', () => {
    const named = Object.values(KEY_GROUPS).flatMap((group) => (group.keys as readonly (string | null)[]).filter((key) => key !== null));
    expect(named.toSorted()).toEqual(NAMED.map(([key]) => key).toSorted());
  });

  it('carries several keys of a group at once, in key order', () => {
    const data = encodeKeys(COMMAND.PERKINS_KEYS, ['panRight', 'dot1', 'navLeft']);
    expect(data).toEqual(Uint8Array.of(0x10, 0x02, 0x08, 0));
    expect(decodeKeys(COMMAND.PERKINS_KEYS, data)).toEqual(['dot1', 'panRight', 'navLeft']);
  });

  it('reads all bits clear as every key released', () => {
    for (const command of [COMMAND.FUNCTION_KEYS, COMMAND.PERKINS_KEYS, COMMAND.SCROLL_KEYS, COMMAND.ROUTING_KEYS] as const) {
      expect(decodeKeys(command, new Uint8Array(KEY_GROUPS[command].bytes))).toEqual([]);
      expect(encodeKeys(command, [])).toEqual(new Uint8Array(KEY_GROUPS[command].bytes));
    }
  });

  it('numbers routing keys from 1, all 64 of them, both ways', () => {
    for (let n = 1; n <= 64; n++) {
      const data = bitmap(8, (n - 1) >> 3, 0x80 >> ((n - 1) & 7));
      expect(groupOfKey(`routing${n}`)).toBe(COMMAND.ROUTING_KEYS);
      expect(encodeKeys(COMMAND.ROUTING_KEYS, [`routing${n}`])).toEqual(data);
      expect(decodeKeys(COMMAND.ROUTING_KEYS, data)).toEqual([`routing${n}`]);
    }
  });

  it('leaves out bits that name no key, and keys a group does not have', () => {
    expect(decodeKeys(COMMAND.PERKINS_KEYS, Uint8Array.of(0, 0x01, 0x07, 0xff))).toEqual([]);
    expect(decodeKeys(COMMAND.FUNCTION_KEYS, Uint8Array.of(0x0f, 0xff, 0xff, 0xff))).toEqual([]);
    expect(encodeKeys(COMMAND.FUNCTION_KEYS, ['panLeft', 'routing3'])).toEqual(new Uint8Array(4));
    expect(encodeKeys(COMMAND.ROUTING_KEYS, ['routing0', 'routing65'])).toEqual(new Uint8Array(8));
  });

  it('refuses a key no group has', () => {
    expect(() => groupOfKey('F9' as DeviceKey)).toThrow(RangeError);
  });

  it('knows which commands are key groups', () => {
    expect([0x0302, 0x0312, 0x0322, 0x0332].every(isKeyGroupCommand)).toBe(true);
    expect(isKeyGroupCommand(COMMAND.DISPLAY_LINE_DONE)).toBe(false);
  });
});
