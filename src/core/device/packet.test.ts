import { describe, expect, it } from 'vitest';
import { COMMAND } from './commands.ts';
import { decodeDeviceMessage, displayDone, displayResponse, errorNotification } from './deviceMessages.ts';
import { encodeKeys } from './keys.ts';
import { MAX_LENGTH, PacketSizeError, checksumOf, encodePacket, encodePackets, modeOf, packet, seqFor, type Packet } from './packet.ts';
import { readPackets } from './packetParser.ts';
import { hex } from './__fixtures__/bytes.ts';
import {
  DEFAULT_VIBRATION,
  boardInfoRequest,
  deviceNameRequest,
  displayLineRequest,
  displayPartialRequest,
  firmwareRequest,
  hardwareVersionRequest,
  vibratorRequest,
} from './requests.ts';

const repeat = (byte: string, count: number) => Array.from({ length: count }, () => byte).join(' ');

// Every worked packet of the protocol notes §9, with the builder that must produce it.
const WORKED: readonly { name: string; packet: Packet; bytes: string }[] = [
  { name: 'REQ firmware', packet: firmwareRequest(), bytes: 'AA 55 00 05 00 00 00 00 A5' },
  { name: 'REQ hardware version', packet: hardwareVersionRequest(), bytes: 'AA 55 00 05 00 00 10 00 B5' },
  { name: 'REQ device name', packet: deviceNameRequest(), bytes: 'AA 55 00 05 00 01 00 00 A4' },
  { name: 'REQ board info', packet: boardInfoRequest(), bytes: 'AA 55 00 05 00 01 10 00 B4' },
  {
    name: 'line 1 all down',
    packet: displayLineRequest(1, 0, new Uint8Array(30)),
    bytes: `AA 55 00 24 01 02 00 00 00 ${repeat('00', 30)} A6`,
  },
  {
    name: 'line 1 all up',
    packet: displayLineRequest(1, 0, new Uint8Array(30).fill(0xff)),
    bytes: `AA 55 00 24 01 02 00 00 00 ${repeat('FF', 30)} A6`,
  },
  { name: 'text line "dot" in text mode', packet: displayLineRequest(0, 0, [0x19, 0x15, 0x1e], 'text'), bytes: 'AA 55 00 09 00 02 00 80 00 19 15 1E 35' },
  {
    name: 'partial, line 3, cells 5..8',
    packet: displayPartialRequest(3, 5, 9, [0xc0, 0xfc, 0xcf, 0x0c]),
    bytes: 'AA 55 00 0B 03 02 20 00 05 09 C0 FC CF 0C 77',
  },
  { name: 'vibrator 70/50 ms ×2', packet: vibratorRequest(DEFAULT_VIBRATION), bytes: 'AA 55 00 0B 00 05 30 00 00 07 00 05 00 07 95' },
  { name: 'device ACK for line 1', packet: displayResponse(1, false, 'ACK'), bytes: 'AA 55 00 06 01 02 01 00 00 A7' },
  { name: 'device NTF done, line 1', packet: displayDone(1, false), bytes: 'AA 55 00 06 01 02 02 00 00 A4' },
  {
    name: 'F1 down',
    packet: packet(COMMAND.FUNCTION_KEYS, { data: encodeKeys(COMMAND.FUNCTION_KEYS, ['F1']) }),
    bytes: 'AA 55 00 09 00 03 32 00 80 00 00 00 14',
  },
  {
    name: 'all function keys up',
    packet: packet(COMMAND.FUNCTION_KEYS, { data: encodeKeys(COMMAND.FUNCTION_KEYS, []) }),
    bytes: 'AA 55 00 09 00 03 32 00 00 00 00 00 94',
  },
  {
    name: 'PanLeft down',
    packet: packet(COMMAND.PERKINS_KEYS, { data: encodeKeys(COMMAND.PERKINS_KEYS, ['panLeft']) }),
    bytes: 'AA 55 00 09 00 03 12 00 00 04 00 00 B0',
  },
  {
    name: 'PanRight down',
    packet: packet(COMMAND.PERKINS_KEYS, { data: encodeKeys(COMMAND.PERKINS_KEYS, ['panRight']) }),
    bytes: 'AA 55 00 09 00 03 12 00 00 02 00 00 B6',
  },
  { name: 'error: checksum', packet: errorNotification(3), bytes: 'AA 55 00 06 00 99 02 00 03 3D' },
];

describe('worked packets (protocol notes §9)', () => {
  it.each(WORKED)('encodes $name', ({ packet: p, bytes }) => {
    expect(encodePacket(p)).toEqual(hex(bytes));
  });

  it.each(WORKED)('decodes $name', ({ packet: p, bytes }) => {
    const items = readPackets(hex(bytes));
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item?.ok).toBe(true);
    if (!item?.ok) return;
    expect(item.packet).toEqual(p);
    expect(item.bytes).toEqual(hex(bytes));
  });

  it('reads the device packets as the messages they are', () => {
    const message = (bytes: string) => {
      const [item] = readPackets(hex(bytes));
      if (!item?.ok) throw new Error('not a packet');
      return decodeDeviceMessage(item.packet);
    };
    expect(message('AA 55 00 06 01 02 01 00 00 A7')).toEqual({ type: 'displayResponse', lineId: 1, partial: false, mode: 'graphic', response: 'ACK', code: 0 });
    expect(message('AA 55 00 06 01 02 02 00 00 A4')).toEqual({ type: 'displayDone', lineId: 1, partial: false });
    expect(message('AA 55 00 09 00 03 32 00 80 00 00 00 14')).toEqual({ type: 'keys', group: 'function', pressed: ['F1'] });
    expect(message('AA 55 00 09 00 03 32 00 00 00 00 00 94')).toEqual({ type: 'keys', group: 'function', pressed: [] });
    expect(message('AA 55 00 09 00 03 12 00 00 04 00 00 B0')).toEqual({ type: 'keys', group: 'perkins', pressed: ['panLeft'] });
    expect(message('AA 55 00 09 00 03 12 00 00 02 00 00 B6')).toEqual({ type: 'keys', group: 'perkins', pressed: ['panRight'] });
    expect(message('AA 55 00 06 00 99 02 00 03 3D')).toEqual({ type: 'error', error: 'CHECKSUM', code: 3 });
  });
});

describe('encodePacket', () => {
  it('counts dest, command, seq, data and checksum in the length, big-endian, using both bytes when needed', () => {
    const bytes = encodePacket(displayLineRequest(1, 0, new Uint8Array(300)));
    // ALL_LINE on the 320: 5 + 301 = 0x0132 (notes §4.4).
    expect([bytes[2], bytes[3]]).toEqual([0x01, 0x32]);
    expect(bytes).toHaveLength(4 + 0x132);
  });

  it('XORs A5 with dest..data only: sync and length do not count', () => {
    const bytes = encodePacket(packet(0x1234, { lineId: 7, mode: 'text', data: [1, 2, 3] }));
    expect(bytes[bytes.length - 1]).toBe(0xa5 ^ 7 ^ 0x12 ^ 0x34 ^ 0x80 ^ 1 ^ 2 ^ 3);
    expect(checksumOf(bytes, 4, bytes.length - 1)).toBe(bytes[bytes.length - 1]);
  });

  it('refuses a packet whose length passes the limit, and takes the largest that fits', () => {
    expect(() => encodePacket(packet(COMMAND.DISPLAY_LINE, { data: new Uint8Array(MAX_LENGTH - 4) }))).toThrow(PacketSizeError);
    expect(encodePacket(packet(COMMAND.DISPLAY_LINE, { data: new Uint8Array(MAX_LENGTH - 5) }))).toHaveLength(MAX_LENGTH + 4);
  });

  it('puts packets back to back in one write', () => {
    const both = encodePackets([firmwareRequest(), deviceNameRequest()]);
    expect(both).toEqual(hex('AA 55 00 05 00 00 00 00 A5 AA 55 00 05 00 01 00 00 A4'));
  });

  it('keeps the display mode in bit 7 of seq', () => {
    expect(seqFor('text')).toBe(0x80);
    expect(seqFor('graphic')).toBe(0);
    expect(modeOf({ seq: 0x80 })).toBe('text');
    expect(modeOf({ seq: 0x81 })).toBe('text');
    expect(modeOf({ seq: 0x7f })).toBe('graphic');
  });
});
