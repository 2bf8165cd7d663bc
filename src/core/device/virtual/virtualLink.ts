// The wire between the host and the virtual device: an in-memory pair of
// ends. Bytes never arrive in the call that sent them (a real link is never
// synchronous, and the engine must not be re-entered from its own write):
// with a baud rate they arrive after their time on the wire, queued behind
// the bytes sent before them, as on a UART; without one, on the clock's next
// tick. Each direction has its own wire, as a serial link has a TX and an RX line.

import type { Clock } from '../clock.ts';
import { TransportClosedError, TransportEvents, type CloseReason, type Transport } from '../transport.ts';

/** 8N1: a start bit, 8 data bits and a stop bit on the wire for every byte. */
export const BITS_PER_BYTE = 10;
/**
 * With a baud rate, a write reaches the other end in pieces of at most this
 * many bytes, each when its last byte has crossed (an FTDI bridge hands the
 * host 64-byte USB packets), so readers see packets split as they are on a
 * real link.
 */
export const LINK_CHUNK_BYTES = 64;

/** Milliseconds `byteCount` bytes take on a `baud` wire. */
export function wireTimeMs(byteCount: number, baud: number): number {
  return (byteCount * BITS_PER_BYTE * 1000) / baud;
}

/** The device's end of the link. */
export interface DeviceEnd {
  /** Send bytes to the host. Ignored once the link is closed. */
  send(bytes: Uint8Array): void;
  /** Bytes from the host, as they arrive. */
  onData(listener: (bytes: Uint8Array) => void): () => void;
  /** The link ended: the host closed it or it was lost. */
  onClose(listener: (reason: CloseReason) => void): () => void;
  readonly closed: boolean;
  /** The link is lost (unplugged, out of range): the host sees 'lost'. */
  lose(): void;
}

export interface VirtualLink {
  readonly host: Transport;
  readonly device: DeviceEnd;
}

/** One direction of the link: bytes queued in order, delivered after their wire time. */
function createWire(clock: Clock, baud: number | undefined, deliver: (bytes: Uint8Array) => void) {
  const pending = new Set<() => void>();
  // When the last byte queued so far will have crossed (only with a baud rate).
  let busyUntil = 0;
  const at = (delayMs: number, bytes: Uint8Array) => {
    const cancel = clock.schedule(delayMs, () => {
      pending.delete(cancel);
      deliver(bytes);
    });
    pending.add(cancel);
  };
  return {
    carry(bytes: Uint8Array): void {
      if (bytes.length === 0) return;
      const copy = bytes.slice();
      if (baud === undefined) {
        at(0, copy);
        return;
      }
      const now = clock.now();
      let start = Math.max(now, busyUntil);
      for (let from = 0; from < copy.length; from += LINK_CHUNK_BYTES) {
        const piece = copy.subarray(from, from + LINK_CHUNK_BYTES);
        start += wireTimeMs(piece.length, baud);
        at(start - now, piece);
      }
      busyUntil = start;
    },
    /** Bytes still on the wire are lost with the link. */
    cut(): void {
      for (const cancel of pending) cancel();
      pending.clear();
    },
  };
}

export function createVirtualLink(options: { readonly clock: Clock; readonly baud?: number | undefined }): VirtualLink {
  const { clock, baud } = options;
  if (baud !== undefined && !(baud > 0)) throw new RangeError(`A baud rate must be positive, got ${baud}.`);
  const hostEvents = new TransportEvents();
  const deviceEvents = new TransportEvents();
  const toDevice = createWire(clock, baud, (bytes) => deviceEvents.emitData(bytes));
  const toHost = createWire(clock, baud, (bytes) => hostEvents.emitData(bytes));

  const end = (reason: CloseReason) => {
    if (hostEvents.closed) return;
    toDevice.cut();
    toHost.cut();
    hostEvents.emitClose(reason);
    deviceEvents.emitClose(reason);
  };

  const host: Transport = {
    kind: 'virtual',
    write(bytes) {
      if (hostEvents.closed) return Promise.reject(new TransportClosedError('The virtual display is disconnected.'));
      toDevice.carry(bytes);
      return Promise.resolve();
    },
    onData: (listener) => hostEvents.onData(listener),
    onClose: (listener) => hostEvents.onClose(listener),
    close() {
      end('closed');
      return Promise.resolve();
    },
  };

  const device: DeviceEnd = {
    send(bytes) {
      if (!deviceEvents.closed) toHost.carry(bytes);
    },
    onData: (listener) => deviceEvents.onData(listener),
    onClose: (listener) => deviceEvents.onClose(listener),
    get closed() {
      return deviceEvents.closed;
    },
    lose: () => end('lost'),
  };

  return { host, device };
}
