// The command codes of the Dot Pad protocol (protocol notes §3) and the codes
// its responses and error notifications carry (§4.3). By convention the low
// nibble says the direction: 0 a request (host → device), 1 its response,
// 2 a notification (device → host).

export const COMMAND = {
  FIRMWARE_REQUEST: 0x0000,
  FIRMWARE_RESPONSE: 0x0001,
  HARDWARE_REQUEST: 0x0010,
  HARDWARE_RESPONSE: 0x0011,
  NAME_REQUEST: 0x0100,
  NAME_RESPONSE: 0x0101,
  BOARD_REQUEST: 0x0110,
  BOARD_RESPONSE: 0x0111,
  DISPLAY_LINE: 0x0200,
  DISPLAY_LINE_RESPONSE: 0x0201,
  DISPLAY_LINE_DONE: 0x0202,
  CURSOR_REQUEST: 0x0210,
  CURSOR_RESPONSE: 0x0211,
  CURSOR_DONE: 0x0212,
  DISPLAY_PARTIAL: 0x0220,
  DISPLAY_PARTIAL_RESPONSE: 0x0221,
  DISPLAY_PARTIAL_DONE: 0x0222,
  SCROLL_KEYS: 0x0302,
  PERKINS_KEYS: 0x0312,
  ROUTING_KEYS: 0x0322,
  FUNCTION_KEYS: 0x0332,
  VIBRATOR: 0x0530,
  BATTERY_REQUEST: 0x0610,
  ERROR: 0x9902,
} as const;

export type CommandName = keyof typeof COMMAND;
export type CommandCode = (typeof COMMAND)[CommandName];

const NAMES = new Map<number, CommandName>(Object.entries(COMMAND).map(([name, code]) => [code, name as CommandName]));

/** The protocol name of a command code, or undefined for a code the notes do not list. */
export function commandName(code: number): CommandName | undefined {
  return NAMES.get(code);
}

/** A code as the notes write it: `0x0200`. */
export function commandHex(code: number): string {
  return `0x${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** data[0] of a display response (0x0201 / 0x0221). */
export const DISPLAY_RESPONSE = { ACK: 0, NACK: 1, WAIT: 2, CHECKSUM_ERROR: 3 } as const;
export type DisplayResponseName = keyof typeof DISPLAY_RESPONSE;

/** data[0] of an error notification (0x9902). */
export const DEVICE_ERROR = { UNEXPECTED_LENGTH: 1, UNKNOWN_COMMAND: 2, CHECKSUM: 3, INVALID_PARAMETER: 4, TIMEOUT: 5 } as const;
export type DeviceErrorName = keyof typeof DEVICE_ERROR;

function nameOf<T extends Record<string, number>>(table: T, value: number): keyof T | undefined {
  return (Object.keys(table) as (keyof T)[]).find((name) => table[name] === value);
}

export function displayResponseName(code: number): DisplayResponseName | undefined {
  return nameOf(DISPLAY_RESPONSE, code);
}

export function deviceErrorName(code: number): DeviceErrorName | undefined {
  return nameOf(DEVICE_ERROR, code);
}

/** Bit 7 of the seq byte: the cell bytes are in braille (Unicode) order instead of pin order (notes §2, §4.5). */
export const TEXT_MODE_BIT = 0x80;
