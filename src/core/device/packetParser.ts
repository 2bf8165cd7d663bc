// A streaming reader of packets. Bytes arrive in pieces (a BLE notification
// holds 20 to 150 bytes; a serial read holds whatever the FTDI chip had), so
// a packet may be split across chunks and one chunk may hold several. The
// reader keeps what it has not used yet, finds AA 55, reads the length, waits
// for the rest and checks the checksum. A bad length or checksum is reported
// and reading starts again at the byte after that AA: the next real packet is
// never lost, even when the bad bytes were a corrupted length.

import { MAX_LENGTH, MIN_LENGTH, SYNC_1, SYNC_2, checksumOf, type Packet } from './packet.ts';

export type PacketFault =
  | { readonly kind: 'BAD_LENGTH'; readonly length: number }
  | { readonly kind: 'BAD_CHECKSUM'; readonly expected: number; readonly actual: number; readonly bytes: Uint8Array }
  | { readonly kind: 'SKIPPED_BYTES'; readonly bytes: Uint8Array }
  /** The stream ended inside a packet (only `readPackets`, which knows the stream is whole). */
  | { readonly kind: 'INCOMPLETE'; readonly bytes: Uint8Array };

export type ParsedItem =
  | { readonly ok: true; readonly packet: Packet; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly fault: PacketFault };

export class PacketReader {
  private buffer = new Uint8Array(0);

  /** Bytes held back waiting for the rest of a packet. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Feed a chunk; returns every packet (and fault) it completes, in order. */
  push(chunk: Uint8Array): ParsedItem[] {
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    const items: ParsedItem[] = [];
    let at = 0;
    let skippedFrom = -1;
    // Bytes of a packet already reported as bad are scanned again for a sync
    // but not reported a second time as skipped.
    let quietUntil = 0;
    const flushSkipped = (to: number) => {
      if (skippedFrom >= 0) items.push({ ok: false, fault: { kind: 'SKIPPED_BYTES', bytes: joined.slice(skippedFrom, to) } });
      skippedFrom = -1;
    };
    while (at < joined.length) {
      if (joined[at] !== SYNC_1 || (at + 1 < joined.length && joined[at + 1] !== SYNC_2)) {
        if (skippedFrom < 0 && at >= quietUntil) skippedFrom = at;
        at++;
        continue;
      }
      if (at + 4 > joined.length) break;
      const length = ((joined[at + 2] ?? 0) << 8) | (joined[at + 3] ?? 0);
      if (length < MIN_LENGTH || length > MAX_LENGTH) {
        flushSkipped(at);
        items.push({ ok: false, fault: { kind: 'BAD_LENGTH', length } });
        quietUntil = at + 4;
        at++;
        continue;
      }
      const end = at + 4 + length;
      if (end > joined.length) break;
      flushSkipped(at);
      const expected = checksumOf(joined, at + 4, end - 1);
      const actual = joined[end - 1] ?? 0;
      if (expected !== actual) {
        items.push({ ok: false, fault: { kind: 'BAD_CHECKSUM', expected, actual, bytes: joined.slice(at, end) } });
        quietUntil = end;
        at++;
        continue;
      }
      items.push({
        ok: true,
        bytes: joined.slice(at, end),
        packet: {
          lineId: joined[at + 4] ?? 0,
          command: ((joined[at + 5] ?? 0) << 8) | (joined[at + 6] ?? 0),
          seq: joined[at + 7] ?? 0,
          data: joined.slice(at + 8, end - 1),
        },
      });
      at = end;
    }
    flushSkipped(at);
    this.buffer = joined.slice(at);
    return items;
  }

  /** Forget a partial packet (after a disconnect). */
  reset(): void {
    this.buffer = new Uint8Array(0);
  }
}

/** Where the next AA 55 (or a last lone AA) starts in `bytes`, from `from` on; `bytes.length` when none does. */
function nextSync(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length; i++) {
    if (bytes[i] === SYNC_1 && (i + 1 === bytes.length || bytes[i + 1] === SYNC_2)) return i;
  }
  return bytes.length;
}

/** Every item in a complete byte stream (the CLI's decoder and the tests). */
export function readPackets(bytes: Uint8Array): ParsedItem[] {
  const items: ParsedItem[] = [];
  let rest = bytes;
  for (;;) {
    const reader = new PacketReader();
    items.push(...reader.push(rest));
    if (reader.pending === 0) return items;
    // The stream ends inside the packet the reader waits for: it was cut
    // short, or its length was corrupted and claims more than is left. A
    // wrong length must not hide the packets behind it, so reading goes on
    // at the next sync, as after a bad checksum.
    const held = rest.subarray(rest.length - reader.pending);
    const resume = nextSync(held, 1);
    items.push({ ok: false, fault: { kind: 'INCOMPLETE', bytes: held.slice(0, resume) } });
    if (resume === held.length) return items;
    rest = held.subarray(resume);
  }
}
