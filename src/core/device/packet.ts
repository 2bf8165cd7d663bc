// One Dot Pad packet (protocol notes §2): sync AA 55, a big-endian length of
// everything after it, the destination line, the command, the seq byte (bit 7
// = text mode), the data and an XOR checksum seeded with A5 over dest..data.

import { TEXT_MODE_BIT } from './commands.ts';

export const SYNC_1 = 0xaa;
export const SYNC_2 = 0x55;
/** dest + command (2) + seq + checksum: the length of a packet with no data. */
export const MIN_LENGTH = 5;
/**
 * The largest length we send or accept. The biggest packet the protocol
 * needs is a whole 96×64 frame in one display line packet (16 × 48 cells + the
 * start byte); this leaves room above it and keeps a parser's buffer bounded.
 */
export const MAX_LENGTH = 1024;
export const CHECKSUM_SEED = 0xa5;

export interface Packet {
  /** 0 for device-level commands and the braille text line; 1..N for graphic lines. */
  readonly lineId: number;
  readonly command: number;
  /** The raw seq byte; only bit 7 (text mode) has a meaning. */
  readonly seq: number;
  readonly data: Uint8Array;
}

export type DisplayMode = 'graphic' | 'text';

export function modeOf(packet: Pick<Packet, 'seq'>): DisplayMode {
  return packet.seq & TEXT_MODE_BIT ? 'text' : 'graphic';
}

export function seqFor(mode: DisplayMode): number {
  return mode === 'text' ? TEXT_MODE_BIT : 0;
}

/** XOR of A5 and bytes [from, to) of `bytes`. */
export function checksumOf(bytes: Uint8Array, from: number, to: number): number {
  let sum = CHECKSUM_SEED;
  for (let i = from; i < to; i++) sum ^= bytes[i] ?? 0;
  return sum;
}

export class PacketSizeError extends RangeError {
  readonly code = 'PACKET_TOO_LONG';
}

/** The packet's bytes on the wire. */
export function encodePacket(packet: Packet): Uint8Array {
  const length = MIN_LENGTH + packet.data.length;
  if (length > MAX_LENGTH) throw new PacketSizeError(`A packet of ${packet.data.length} data bytes exceeds the ${MAX_LENGTH}-byte length limit.`);
  const bytes = new Uint8Array(4 + length);
  bytes[0] = SYNC_1;
  bytes[1] = SYNC_2;
  bytes[2] = length >> 8;
  bytes[3] = length & 0xff;
  bytes[4] = packet.lineId & 0xff;
  bytes[5] = (packet.command >> 8) & 0xff;
  bytes[6] = packet.command & 0xff;
  bytes[7] = packet.seq & 0xff;
  bytes.set(packet.data, 8);
  bytes[bytes.length - 1] = checksumOf(bytes, 4, bytes.length - 1);
  return bytes;
}

/** Several packets back to back, as one write. */
export function encodePackets(packets: readonly Packet[]): Uint8Array {
  const parts = packets.map(encodePacket);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function packet(command: number, options: { lineId?: number; mode?: DisplayMode; data?: ArrayLike<number> } = {}): Packet {
  return {
    lineId: options.lineId ?? 0,
    command,
    seq: seqFor(options.mode ?? 'graphic'),
    data: Uint8Array.from(options.data ?? []),
  };
}
