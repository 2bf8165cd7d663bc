import { describe, expect, it } from 'vitest';
import { encodeBoardInfo } from './boardInfo.ts';
import { COMMAND } from './commands.ts';
import {
  boardInfoResponse,
  decodeDeviceMessage,
  deviceNameResponse,
  displayDone,
  displayResponse,
  errorNotification,
  firmwareResponse,
  hardwareVersionResponse,
} from './deviceMessages.ts';
import { VIRTUAL_BOARDS } from './models.ts';
import { encodePacket, packet } from './packet.ts';
import { toHex } from './__fixtures__/bytes.ts';

describe('device messages', () => {
  it('reads the identify answers', () => {
    expect(decodeDeviceMessage(deviceNameResponse('DotPad320A'))).toEqual({ type: 'deviceName', name: 'DotPad320A' });
    expect(decodeDeviceMessage(firmwareResponse('2.4.0   '))).toEqual({ type: 'firmware', version: '2.4.0' });
    expect(decodeDeviceMessage(hardwareVersionResponse(3))).toEqual({ type: 'hardwareVersion', version: 3 });
    const board = VIRTUAL_BOARDS[320].board;
    expect(decodeDeviceMessage(boardInfoResponse(encodeBoardInfo(board)))).toEqual({ type: 'boardInfo', info: board });
  });

  it('builds the answers as the notes lay them out', () => {
    expect(toHex(encodePacket(firmwareResponse('2.4.0   ')))).toBe('AA 55 00 0D 00 00 01 00 32 2E 34 2E 30 20 20 20 B2');
    expect(encodePacket(hardwareVersionResponse(1))).toHaveLength(10);
    expect(encodePacket(boardInfoResponse(encodeBoardInfo(VIRTUAL_BOARDS[320].board))).subarray(2, 4)).toEqual(Uint8Array.of(0, 0x11));
  });

  it('keeps only printable ASCII of a name, without NUL padding', () => {
    expect(decodeDeviceMessage(packet(COMMAND.NAME_RESPONSE, { data: [0x44, 0x6f, 0x74, 0, 0, 0x0a] }))).toEqual({ type: 'deviceName', name: 'Dot' });
  });

  it('reads display responses of both commands with their line, mode and code', () => {
    expect(decodeDeviceMessage(displayResponse(3, true, 'WAIT', 'text'))).toEqual({ type: 'displayResponse', lineId: 3, partial: true, mode: 'text', response: 'WAIT', code: 2 });
    expect(decodeDeviceMessage(displayResponse(0, false, 'NACK'))).toMatchObject({ lineId: 0, partial: false, response: 'NACK', code: 1 });
    expect(decodeDeviceMessage(displayResponse(1, false, 'CHECKSUM_ERROR'))).toMatchObject({ response: 'CHECKSUM_ERROR', code: 3 });
    expect(decodeDeviceMessage(packet(COMMAND.DISPLAY_LINE_RESPONSE, { lineId: 2, data: [9] }))).toMatchObject({ response: 'UNKNOWN', code: 9 });
  });

  it('reads done notifications of both commands', () => {
    expect(decodeDeviceMessage(displayDone(5, true))).toEqual({ type: 'displayDone', lineId: 5, partial: true });
    expect(displayDone(5, true).command).toBe(COMMAND.DISPLAY_PARTIAL_DONE);
    expect(displayDone(5, false).command).toBe(COMMAND.DISPLAY_LINE_DONE);
  });

  it('reads errors, named or not', () => {
    expect(decodeDeviceMessage(errorNotification(4))).toEqual({ type: 'error', error: 'INVALID_PARAMETER', code: 4 });
    expect(decodeDeviceMessage(errorNotification(77))).toEqual({ type: 'error', error: 'UNKNOWN', code: 77 });
  });

  it('reads key notifications of each group', () => {
    expect(decodeDeviceMessage(packet(COMMAND.SCROLL_KEYS, { data: [0, 0, 0, 0x09] }))).toEqual({ type: 'keys', group: 'scroll', pressed: ['scrollLeftNext', 'scrollRightPrevious'] });
    expect(decodeDeviceMessage(packet(COMMAND.ROUTING_KEYS, { data: [0x80, 0, 0, 0, 0, 0, 0, 0x01] }))).toEqual({ type: 'keys', group: 'routing', pressed: ['routing1', 'routing64'] });
  });

  it('gives anything else back as unknown, including answers too short to read', () => {
    for (const p of [packet(COMMAND.CURSOR_DONE), packet(COMMAND.HARDWARE_RESPONSE), packet(COMMAND.BOARD_RESPONSE, { data: [0x80, 1] })]) {
      expect(decodeDeviceMessage(p)).toEqual({ type: 'unknown', packet: p });
    }
  });
});
