// What a device says, as typed messages: the answers to the identify
// requests, display responses and done notifications, keys and errors.
// Packets the host sends are read by `readDisplayWrite` (requests.ts).

import { parseBoardInfo, type BoardInfo } from './boardInfo.ts';
import { COMMAND, DISPLAY_RESPONSE, deviceErrorName, displayResponseName, type DeviceErrorName, type DisplayResponseName } from './commands.ts';
import { decodeKeys, isKeyGroupCommand, KEY_GROUPS, type DeviceKey, type KeyGroupName } from './keys.ts';
import { modeOf, packet, type DisplayMode, type Packet } from './packet.ts';

export type DeviceMessage =
  | { readonly type: 'firmware'; readonly version: string }
  | { readonly type: 'hardwareVersion'; readonly version: number }
  | { readonly type: 'deviceName'; readonly name: string }
  | { readonly type: 'boardInfo'; readonly info: BoardInfo }
  | { readonly type: 'displayResponse'; readonly lineId: number; readonly partial: boolean; readonly mode: DisplayMode; readonly response: DisplayResponseName | 'UNKNOWN'; readonly code: number }
  | { readonly type: 'displayDone'; readonly lineId: number; readonly partial: boolean }
  | { readonly type: 'keys'; readonly group: KeyGroupName; readonly pressed: readonly DeviceKey[] }
  | { readonly type: 'error'; readonly error: DeviceErrorName | 'UNKNOWN'; readonly code: number }
  | { readonly type: 'unknown'; readonly packet: Packet };

/** Printable ASCII of a reply, without the NUL padding some firmware adds. */
function ascii(data: Uint8Array): string {
  let text = '';
  for (const byte of data) if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
  return text.trim();
}

export function decodeDeviceMessage(p: Packet): DeviceMessage {
  switch (p.command) {
    case COMMAND.FIRMWARE_RESPONSE:
      return { type: 'firmware', version: ascii(p.data) };
    case COMMAND.HARDWARE_RESPONSE:
      if (p.data.length < 1) break;
      return { type: 'hardwareVersion', version: p.data[0] ?? 0 };
    case COMMAND.NAME_RESPONSE:
      return { type: 'deviceName', name: ascii(p.data) };
    case COMMAND.BOARD_RESPONSE:
      try {
        return { type: 'boardInfo', info: parseBoardInfo(p.data) };
      } catch {
        break;
      }
    case COMMAND.DISPLAY_LINE_RESPONSE:
    case COMMAND.DISPLAY_PARTIAL_RESPONSE: {
      const code = p.data[0] ?? DISPLAY_RESPONSE.ACK;
      return {
        type: 'displayResponse',
        lineId: p.lineId,
        partial: p.command === COMMAND.DISPLAY_PARTIAL_RESPONSE,
        mode: modeOf(p),
        response: displayResponseName(code) ?? 'UNKNOWN',
        code,
      };
    }
    case COMMAND.DISPLAY_LINE_DONE:
    case COMMAND.DISPLAY_PARTIAL_DONE:
      return { type: 'displayDone', lineId: p.lineId, partial: p.command === COMMAND.DISPLAY_PARTIAL_DONE };
    case COMMAND.ERROR: {
      const code = p.data[0] ?? 0;
      return { type: 'error', error: deviceErrorName(code) ?? 'UNKNOWN', code };
    }
    default:
      if (isKeyGroupCommand(p.command)) return { type: 'keys', group: KEY_GROUPS[p.command].name, pressed: decodeKeys(p.command, p.data) };
  }
  return { type: 'unknown', packet: p };
}

// The device's side of the conversation (the virtual device and the tests).
const textBytes = (text: string) => Array.from(text, (c) => c.charCodeAt(0) & 0x7f);

export const firmwareResponse = (version: string): Packet => packet(COMMAND.FIRMWARE_RESPONSE, { data: textBytes(version) });
export const hardwareVersionResponse = (version: number): Packet => packet(COMMAND.HARDWARE_RESPONSE, { data: [version] });
export const deviceNameResponse = (name: string): Packet => packet(COMMAND.NAME_RESPONSE, { data: textBytes(name) });
export const boardInfoResponse = (data: Uint8Array): Packet => packet(COMMAND.BOARD_RESPONSE, { data });

export function displayResponse(lineId: number, partial: boolean, response: DisplayResponseName, mode: DisplayMode = 'graphic'): Packet {
  return packet(partial ? COMMAND.DISPLAY_PARTIAL_RESPONSE : COMMAND.DISPLAY_LINE_RESPONSE, { lineId, mode, data: [DISPLAY_RESPONSE[response]] });
}

export function displayDone(lineId: number, partial: boolean): Packet {
  return packet(partial ? COMMAND.DISPLAY_PARTIAL_DONE : COMMAND.DISPLAY_LINE_DONE, { lineId, data: [0] });
}

export function errorNotification(code: number): Packet {
  return packet(COMMAND.ERROR, { data: [code] });
}
