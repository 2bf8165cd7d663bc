import { describe, expect, it } from 'vitest';
import { MAX_LENGTH, encodePacket, encodePackets, type Packet } from './packet.ts';
import { PacketReader, readPackets, type PacketFault, type ParsedItem } from './packetParser.ts';
import { deviceNameRequest, displayLineRequest, firmwareRequest } from './requests.ts';
import { hex, seededRandom, type Random } from './__fixtures__/bytes.ts';

const packetsOf = (items: readonly ParsedItem[]): Packet[] => items.flatMap((item) => (item.ok ? [item.packet] : []));
const faultsOf = (items: readonly ParsedItem[]): PacketFault[] => items.flatMap((item) => (item.ok ? [] : [item.fault]));
/** Faults other than skipped bytes: how skipped bytes group depends on where chunks end, the rest must not. */
const seriousFaults = (items: readonly ParsedItem[]) => faultsOf(items).filter((fault) => fault.kind !== 'SKIPPED_BYTES');

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

function randomPacket(random: Random): Packet {
  // Mostly short packets, sometimes one as long as a whole 768 frame.
  const size = random.next() < 0.1 ? random.int(200, 780) : random.int(0, 40);
  return { lineId: random.int(0, 255), command: random.int(0, 0xffff), seq: random.int(0, 255), data: random.bytes(size) };
}

/** Bytes between packets: anything, except that AA is never followed by 55 there, so garbage never opens a packet. */
function randomGarbage(random: Random): Uint8Array {
  const bytes = random.bytes(random.next() < 0.5 ? 0 : random.int(1, 12));
  for (let i = 1; i < bytes.length; i++) if (bytes[i - 1] === 0xaa && bytes[i] === 0x55) bytes[i] = 0x56;
  return bytes;
}

/**
 * A packet with a wrong checksum that holds no AA after its sync: the reader
 * rescans it after rejecting it, and must find nothing in it.
 */
function randomCorruptPacket(random: Random): Uint8Array {
  for (;;) {
    const bytes = encodePacket({ lineId: random.int(0, 255), command: random.int(0, 0xffff), seq: random.int(0, 255), data: random.bytes(random.int(0, 30)) });
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ (1 << random.int(0, 7));
    if (!bytes.subarray(1).includes(0xaa)) return bytes;
  }
}

function randomChunks(random: Random, bytes: Uint8Array): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = random.next() < 0.05 ? 0 : random.int(1, random.next() < 0.5 ? 8 : 160);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

describe('PacketReader: random streams in random chunks', () => {
  it('always yields the same packets, whatever the chunking, with garbage and bad packets between them', () => {
    const random = seededRandom(0x5eed);
    let packetsSeen = 0;
    let badSeen = 0;
    for (let round = 0; round < 400; round++) {
      const expected: Packet[] = [];
      const parts: Uint8Array[] = [];
      let corrupt = 0;
      for (let i = random.int(1, 12); i > 0; i--) {
        parts.push(randomGarbage(random));
        if (random.next() < 0.15) {
          parts.push(randomCorruptPacket(random));
          corrupt++;
        }
        const p = randomPacket(random);
        expected.push(p);
        parts.push(encodePacket(p));
      }
      parts.push(randomGarbage(random).filter((byte) => byte !== 0xaa));
      const stream = concat(...parts);

      const whole = readPackets(stream);
      expect(packetsOf(whole)).toEqual(expected);
      expect(seriousFaults(whole).map((fault) => fault.kind)).toEqual(Array.from({ length: corrupt }, () => 'BAD_CHECKSUM'));

      for (let chunking = 0; chunking < 5; chunking++) {
        const reader = new PacketReader();
        const items = randomChunks(random, stream).flatMap((chunk) => reader.push(chunk));
        expect(packetsOf(items)).toEqual(expected);
        expect(seriousFaults(items)).toEqual(seriousFaults(whole));
        expect(reader.pending).toBe(0);
      }
      packetsSeen += expected.length;
      badSeen += corrupt;
    }
    // The generator really made long streams and bad packets.
    expect(packetsSeen).toBeGreaterThan(1500);
    expect(badSeen).toBeGreaterThan(100);
  });

  it('reads a stream fed one byte at a time', () => {
    const packets = [firmwareRequest(), displayLineRequest(1, 0, new Uint8Array(30).fill(0xaa)), deviceNameRequest()];
    const reader = new PacketReader();
    const items = Array.from(encodePackets(packets)).flatMap((byte) => reader.push(Uint8Array.of(byte)));
    expect(packetsOf(items)).toEqual(packets);
    expect(faultsOf(items)).toEqual([]);
  });
});

describe('PacketReader: faults', () => {
  const good = encodePacket(firmwareRequest());

  it('holds a split packet back until the rest arrives', () => {
    const reader = new PacketReader();
    expect(reader.push(good.subarray(0, 3))).toEqual([]);
    expect(reader.pending).toBe(3);
    expect(packetsOf(reader.push(good.subarray(3)))).toEqual([firmwareRequest()]);
    expect(reader.pending).toBe(0);
  });

  it('reports a length below 5 as a bad length and still reads the next packet', () => {
    const items = readPackets(concat(hex('AA 55 00 04 00 00 00 A5'), good));
    // The bytes after the bad header are not a packet either.
    expect(faultsOf(items)).toEqual([
      { kind: 'BAD_LENGTH', length: 4 },
      { kind: 'SKIPPED_BYTES', bytes: hex('00 00 00 A5') },
    ]);
    expect(packetsOf(items)).toEqual([firmwareRequest()]);
  });

  it('reports a length above the limit as a bad length at once and still reads the next packet', () => {
    const reader = new PacketReader();
    const items = reader.push(concat(hex('AA 55 FF FF 00'), good));
    expect(faultsOf(items)[0]).toEqual({ kind: 'BAD_LENGTH', length: 0xffff });
    expect(packetsOf(items)).toEqual([firmwareRequest()]);
    expect(reader.pending).toBe(0);
    const limit = MAX_LENGTH + 1;
    expect(faultsOf(readPackets(Uint8Array.of(0xaa, 0x55, limit >> 8, limit & 0xff)))[0]).toEqual({ kind: 'BAD_LENGTH', length: limit });
  });

  it('reports a bad checksum with both sums and the bytes, and still reads the next packet', () => {
    const bad = hex('AA 55 00 05 00 00 00 00 A6');
    const items = readPackets(concat(bad, good));
    expect(faultsOf(items)).toEqual([{ kind: 'BAD_CHECKSUM', expected: 0xa5, actual: 0xa6, bytes: bad }]);
    expect(packetsOf(items)).toEqual([firmwareRequest()]);
  });

  it('reports bytes outside packets as skipped, once', () => {
    const items = readPackets(concat(hex('01 02 AA 03'), good, hex('AB AB')));
    expect(items.map((item) => (item.ok ? 'packet' : item.fault.kind))).toEqual(['SKIPPED_BYTES', 'packet', 'SKIPPED_BYTES']);
    expect(faultsOf(items)[0]).toEqual({ kind: 'SKIPPED_BYTES', bytes: hex('01 02 AA 03') });
    expect(faultsOf(items)[1]).toEqual({ kind: 'SKIPPED_BYTES', bytes: hex('AB AB') });
  });

  it('finds a packet right after a stray AA', () => {
    expect(packetsOf(readPackets(concat(hex('AA'), good)))).toEqual([firmwareRequest()]);
  });

  it('reports a stream that ends inside a packet as incomplete', () => {
    expect(readPackets(good.subarray(0, 6))).toEqual([{ ok: false, fault: { kind: 'INCOMPLETE', bytes: good.subarray(0, 6) } }]);
  });

  it('forgets a partial packet on reset', () => {
    const reader = new PacketReader();
    reader.push(good.subarray(0, 5));
    reader.reset();
    expect(reader.pending).toBe(0);
    expect(packetsOf(reader.push(good))).toEqual([firmwareRequest()]);
  });
});

describe('a corrupted length does not swallow the packets after it', () => {
  const line = encodePacket(displayLineRequest(2, 0, Uint8Array.from({ length: 30 }, (_, i) => i)));
  const after = [firmwareRequest(), deviceNameRequest(), displayLineRequest(3, 4, [1, 2, 3])];
  const withLength = (length: number) => {
    const bytes = line.slice();
    bytes[2] = length >> 8;
    bytes[3] = length & 0xff;
    return bytes;
  };

  it.each([
    ['shorter', 0x20],
    ['one longer', 0x25],
    ['longer', 0x30],
  ])('%s than the packet: a bad checksum, then every packet after it', (_, length) => {
    const stream = concat(withLength(length), encodePackets(after));
    for (const items of [readPackets(stream), new PacketReader().push(stream)]) {
      expect(packetsOf(items)).toEqual(after);
      expect(seriousFaults(items).map((fault) => fault.kind)).toEqual(['BAD_CHECKSUM']);
    }
  });

  it('longer than the rest of a whole stream: reported incomplete, every packet after it still read', () => {
    const stream = concat(withLength(0x300), encodePackets(after));
    const items = readPackets(stream);
    expect(packetsOf(items)).toEqual(after);
    expect(seriousFaults(items).map((fault) => fault.kind)).toEqual(['INCOMPLETE']);
  });

  it('longer than what has arrived on a live link: the packets come out once the claimed length has arrived', () => {
    const reader = new PacketReader();
    const items = reader.push(concat(withLength(0x60), encodePackets(after)));
    // The reader cannot know yet that the length is wrong.
    expect(packetsOf(items)).toEqual([]);
    const more = encodePackets([firmwareRequest(), firmwareRequest(), firmwareRequest(), firmwareRequest(), firmwareRequest(), firmwareRequest()]);
    const later = reader.push(more);
    expect(packetsOf(later)).toEqual([...after, ...Array.from({ length: 6 }, () => firmwareRequest())]);
    expect(seriousFaults(later).map((fault) => fault.kind)).toEqual(['BAD_CHECKSUM']);
  });
});
