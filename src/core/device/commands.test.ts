import { describe, expect, it } from 'vitest';
import { COMMAND, DEVICE_ERROR, DISPLAY_RESPONSE, commandHex, commandName, deviceErrorName, displayResponseName } from './commands.ts';

describe('command codes (protocol notes §3)', () => {
  it('has the codes of the notes', () => {
    expect(COMMAND).toMatchObject({
      FIRMWARE_REQUEST: 0x0000,
      HARDWARE_REQUEST: 0x0010,
      NAME_REQUEST: 0x0100,
      BOARD_REQUEST: 0x0110,
      DISPLAY_LINE: 0x0200,
      DISPLAY_PARTIAL: 0x0220,
      SCROLL_KEYS: 0x0302,
      PERKINS_KEYS: 0x0312,
      ROUTING_KEYS: 0x0322,
      FUNCTION_KEYS: 0x0332,
      VIBRATOR: 0x0530,
      BATTERY_REQUEST: 0x0610,
      ERROR: 0x9902,
    });
  });

  it('follows the direction convention: a request ends in 0, its response in 1, a notification in 2', () => {
    for (const [name, code] of Object.entries(COMMAND)) {
      const nibble = code & 0xf;
      if (name.endsWith('_REQUEST') || name === 'DISPLAY_LINE' || name === 'DISPLAY_PARTIAL' || name === 'VIBRATOR') expect(nibble, name).toBe(0);
      else if (name.endsWith('_RESPONSE')) expect(nibble, name).toBe(1);
      else expect(nibble, name).toBe(2);
    }
  });

  it('pairs each response with its request', () => {
    for (const [name, code] of Object.entries(COMMAND)) {
      if (!name.endsWith('_RESPONSE')) continue;
      expect(commandName(code - 1), name).toBeDefined();
    }
  });

  it('names codes both ways, and none for a code it does not know', () => {
    for (const [name, code] of Object.entries(COMMAND)) expect(commandName(code)).toBe(name);
    expect(commandName(0x0620)).toBeUndefined();
  });

  it('writes a code as the notes do', () => {
    expect(commandHex(COMMAND.ERROR)).toBe('0x9902');
    expect(commandHex(COMMAND.DISPLAY_LINE)).toBe('0x0200');
    expect(commandHex(0)).toBe('0x0000');
  });

  it('names the response and error codes of §4.3', () => {
    expect(DISPLAY_RESPONSE).toEqual({ ACK: 0, NACK: 1, WAIT: 2, CHECKSUM_ERROR: 3 });
    expect(DEVICE_ERROR).toEqual({ UNEXPECTED_LENGTH: 1, UNKNOWN_COMMAND: 2, CHECKSUM: 3, INVALID_PARAMETER: 4, TIMEOUT: 5 });
    expect([0, 1, 2, 3, 4].map(displayResponseName)).toEqual(['ACK', 'NACK', 'WAIT', 'CHECKSUM_ERROR', undefined]);
    expect([0, 1, 2, 3, 4, 5, 6].map(deviceErrorName)).toEqual([undefined, 'UNEXPECTED_LENGTH', 'UNKNOWN_COMMAND', 'CHECKSUM', 'INVALID_PARAMETER', 'TIMEOUT', undefined]);
  });
});
