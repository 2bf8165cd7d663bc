// The keys a display reports (protocol notes §4.2). Each notification carries
// the whole state of one group of keys as a bitmap, most significant bit
// first: key n of a group is byte n/8, mask 0x80 >> (n % 8). All bits clear
// means every key of the group was released.

import { COMMAND } from './commands.ts';

export const KEY_GROUPS = {
  [COMMAND.FUNCTION_KEYS]: { name: 'function', bytes: 4, keys: ['F1', 'F2', 'F3', 'F4'] },
  [COMMAND.PERKINS_KEYS]: {
    name: 'perkins',
    bytes: 4,
    keys: [
      'dot7', 'dot3', 'dot2', 'dot1', 'dot4', 'dot5', 'dot6', 'dot8',
      'space', 'shiftLeft', 'ctrlLeft', 'shiftRight', 'ctrlRight', 'panLeft', 'panRight', null,
      'navCenter', 'navUp', 'navRight', 'navDown', 'navLeft',
    ],
  },
  [COMMAND.SCROLL_KEYS]: {
    name: 'scroll',
    bytes: 4,
    keys: [...(Array.from({ length: 28 }, () => null) as null[]), 'scrollLeftNext', 'scrollLeftPrevious', 'scrollRightNext', 'scrollRightPrevious'],
  },
  [COMMAND.ROUTING_KEYS]: { name: 'routing', bytes: 8, keys: [] },
} as const;

export type KeyGroupCommand = keyof typeof KEY_GROUPS;
export type KeyGroupName = (typeof KEY_GROUPS)[KeyGroupCommand]['name'];
type NamedKey<T> = T extends readonly (infer K)[] ? Exclude<K, null> : never;
export type NamedDeviceKey = NamedKey<(typeof KEY_GROUPS)[KeyGroupCommand]['keys']>;
/** A named key, or a routing key `routing1`…`routing64` (numbered from 1 as a user counts cells). */
export type DeviceKey = NamedDeviceKey | `routing${number}`;

export function isKeyGroupCommand(command: number): command is KeyGroupCommand {
  return command in KEY_GROUPS;
}

/** The keys held down in a group's bitmap, in key order. Unnamed bits are left out. */
export function decodeKeys(command: KeyGroupCommand, data: Uint8Array): DeviceKey[] {
  const group = KEY_GROUPS[command];
  const pressed: DeviceKey[] = [];
  for (let n = 0; n < data.length * 8; n++) {
    if (!((data[n >> 3] ?? 0) & (0x80 >> (n & 7)))) continue;
    if (group.name === 'routing') pressed.push(`routing${n + 1}`);
    else {
      const name = (group.keys as readonly (string | null)[])[n];
      if (name) pressed.push(name as NamedDeviceKey);
    }
  }
  return pressed;
}

/** The bitmap of a group with these keys down (the virtual device's side). */
export function encodeKeys(command: KeyGroupCommand, keys: readonly DeviceKey[]): Uint8Array {
  const group = KEY_GROUPS[command];
  const data = new Uint8Array(group.bytes);
  for (const key of keys) {
    const n = group.name === 'routing' ? Number(key.replace(/^routing/, '')) - 1 : (group.keys as readonly (string | null)[]).indexOf(key);
    if (n < 0 || n >= group.bytes * 8 || !Number.isInteger(n)) continue;
    data[n >> 3] = (data[n >> 3] ?? 0) | (0x80 >> (n & 7));
  }
  return data;
}

/** The group a key belongs to. */
export function groupOfKey(key: DeviceKey): KeyGroupCommand {
  if (key.startsWith('routing')) return COMMAND.ROUTING_KEYS;
  for (const command of [COMMAND.FUNCTION_KEYS, COMMAND.PERKINS_KEYS, COMMAND.SCROLL_KEYS] as const) {
    if ((KEY_GROUPS[command].keys as readonly (string | null)[]).includes(key)) return command;
  }
  throw new RangeError(`Unknown device key ${key}`);
}
