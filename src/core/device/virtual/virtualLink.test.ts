import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { TransportClosedError, type CloseReason } from '../transport.ts';
import { LINK_CHUNK_BYTES, createVirtualLink, wireTimeMs } from './virtualLink.ts';

const bytes = (count: number, fill = 1) => new Uint8Array(count).fill(fill);

function arrivals(listen: (listener: (data: Uint8Array) => void) => unknown, now: () => number) {
  const seen: { at: number; length: number; first: number }[] = [];
  listen((data) => seen.push({ at: now(), length: data.length, first: data[0] ?? -1 }));
  return seen;
}

describe('virtual link', () => {
  it('takes 10 bits a byte on the wire', () => {
    expect(wireTimeMs(40, 115200)).toBeCloseTo(3.4722, 4);
    expect(wireTimeMs(1, 9600)).toBeCloseTo(1.0417, 4);
  });

  it('without a baud rate, delivers on the next tick, never inside the write, in order, both ways', async () => {
    const clock = createManualClock();
    const { host, device } = createVirtualLink({ clock });
    const atDevice = arrivals((l) => device.onData(l), clock.now);
    const atHost = arrivals((l) => host.onData(l), clock.now);
    await host.write(bytes(3, 7));
    await host.write(bytes(2, 8));
    device.send(bytes(4, 9));
    expect(atDevice).toEqual([]);
    expect(atHost).toEqual([]);
    await clock.advance(0);
    expect(atDevice).toEqual([
      { at: 0, length: 3, first: 7 },
      { at: 0, length: 2, first: 8 },
    ]);
    expect(atHost).toEqual([{ at: 0, length: 4, first: 9 }]);
  });

  it('copies what it carries: changing the buffer after writing does not change what arrives', async () => {
    const clock = createManualClock();
    const { host, device } = createVirtualLink({ clock });
    const atDevice = arrivals((l) => device.onData(l), clock.now);
    const buffer = bytes(2, 5);
    await host.write(buffer);
    buffer.fill(6);
    await clock.advance(0);
    expect(atDevice[0]?.first).toBe(5);
  });

  it('with a baud rate, delivers a write after its wire time, queued behind the bytes before it', async () => {
    const clock = createManualClock();
    const { host, device } = createVirtualLink({ clock, baud: 115200 });
    const atDevice = arrivals((l) => device.onData(l), clock.now);
    await host.write(bytes(40, 1));
    await host.write(bytes(40, 2));
    await clock.advance(3.47);
    expect(atDevice).toEqual([]);
    await clock.advance(0.01);
    expect(atDevice).toHaveLength(1);
    expect(atDevice[0]?.at).toBeCloseTo(3.4722, 4);
    await clock.advance(10);
    expect(atDevice.map((a) => [a.first, a.length])).toEqual([
      [1, 40],
      [2, 40],
    ]);
    expect(atDevice[1]?.at).toBeCloseTo(6.9444, 4);
  });

  it('starts a write when the wire is free again, not earlier', async () => {
    const clock = createManualClock();
    const { host, device } = createVirtualLink({ clock, baud: 115200 });
    const atDevice = arrivals((l) => device.onData(l), clock.now);
    await host.write(bytes(40));
    await clock.advance(100);
    await host.write(bytes(40));
    await clock.advance(100);
    expect(atDevice[1]?.at).toBeCloseTo(100 + 3.4722, 4);
  });

  it('hands a long write over in pieces of at most 64 bytes, each when its last byte has crossed', async () => {
    const clock = createManualClock();
    const { host, device } = createVirtualLink({ clock, baud: 115200 });
    const atDevice = arrivals((l) => device.onData(l), clock.now);
    await host.write(bytes(305));
    await clock.advance(100);
    expect(atDevice.map((a) => a.length)).toEqual([64, 64, 64, 64, 49]);
    expect(Math.max(...atDevice.map((a) => a.length))).toBeLessThanOrEqual(LINK_CHUNK_BYTES);
    atDevice.forEach((a, i) => expect(a.at).toBeCloseTo(wireTimeMs(Math.min(305, 64 * (i + 1)), 115200), 6));
  });

  it('times each direction on its own wire', async () => {
    const clock = createManualClock();
    const { host, device } = createVirtualLink({ clock, baud: 9600 });
    const atDevice = arrivals((l) => device.onData(l), clock.now);
    const atHost = arrivals((l) => host.onData(l), clock.now);
    await host.write(bytes(10));
    device.send(bytes(10));
    await clock.advance(20);
    expect(atDevice[0]?.at).toBeCloseTo(wireTimeMs(10, 9600), 6);
    expect(atHost[0]?.at).toBeCloseTo(wireTimeMs(10, 9600), 6);
  });

  it('refuses a baud rate that is not positive', () => {
    expect(() => createVirtualLink({ clock: createManualClock(), baud: 0 })).toThrow(RangeError);
  });

  it('when the link is lost: both ends hear it once, bytes on the wire are lost, writes reject', async () => {
    const clock = createManualClock();
    const { host, device } = createVirtualLink({ clock, baud: 115200 });
    const atDevice = arrivals((l) => device.onData(l), clock.now);
    const atHost = arrivals((l) => host.onData(l), clock.now);
    const hostHeard: CloseReason[] = [];
    const deviceHeard: CloseReason[] = [];
    host.onClose((reason) => hostHeard.push(reason));
    device.onClose((reason) => deviceHeard.push(reason));
    await host.write(bytes(40));
    device.send(bytes(40));
    device.lose();
    device.lose();
    await host.close();
    expect(hostHeard).toEqual(['lost']);
    expect(deviceHeard).toEqual(['lost']);
    expect(device.closed).toBe(true);
    await expect(host.write(bytes(1))).rejects.toBeInstanceOf(TransportClosedError);
    device.send(bytes(1));
    await clock.runAll();
    expect(atDevice).toEqual([]);
    expect(atHost).toEqual([]);
    expect(clock.pendingTasks).toBe(0);
  });

  it('when the host closes: both ends hear "closed", and a listener added later hears it at once', async () => {
    const clock = createManualClock();
    const { host, device } = createVirtualLink({ clock });
    await host.close();
    expect(device.closed).toBe(true);
    const late: CloseReason[] = [];
    host.onClose((reason) => late.push(reason));
    device.onClose((reason) => late.push(reason));
    expect(late).toEqual(['closed', 'closed']);
    await expect(host.write(bytes(1))).rejects.toThrow(TransportClosedError);
  });
});
