// The engine and the handshake against the virtual device (contract B), on a
// manual clock: what the host sends is what the virtual pins show, and the
// faults the device can make (lost answers, refusals, corrupted packets, a
// lost link) end in a display that is right or an error that is reported —
// never a stalled engine.

import { describe, expect, it } from 'vitest';
import { brailleToPin } from '../../braille/index.ts';
import { createManualClock } from '../clock.ts';
import { COMMAND } from '../commands.ts';
import { connectDevice } from '../connection/connectDevice.ts';
import type { KeyChord } from '../connection/keyChords.ts';
import type { DeviceError } from '../errors.ts';
import type { SendType, VirtualModel } from '../models.ts';
import { createVirtualDevice } from '../virtual/index.ts';
import type { SendEngineEvent } from './types.ts';

async function connectVirtual(model: VirtualModel, options: { baud?: number; sendType?: SendType } = {}) {
  const clock = createManualClock();
  const device = createVirtualDevice({ model, clock, ...(options.baud ? { baud: options.baud } : {}) });
  const connecting = connectDevice({ transport: device.transport, clock, ...(options.sendType ? { sendType: options.sendType } : {}) });
  await clock.runAll();
  const connection = await connecting;
  const events: SendEngineEvent[] = [];
  const errors: DeviceError[] = [];
  const chords: KeyChord[] = [];
  const closes: string[] = [];
  connection.onEngineEvent((event) => events.push(event));
  connection.onDeviceError((error) => errors.push(error));
  connection.onKeys((chord) => chords.push(chord));
  connection.onClose((reason) => closes.push(reason));
  const { layout } = connection.info;
  const frame = (fill: (cell: number) => number) => Uint8Array.from({ length: layout.graphicLines * layout.cellsPerLine }, (_, i) => fill(i) & 0xff);
  const displayPackets = () => device.received.filter((p) => p.command === COMMAND.DISPLAY_LINE || p.command === COMMAND.DISPLAY_PARTIAL);
  const of = <T extends SendEngineEvent['type']>(type: T) => events.filter((e): e is Extract<SendEngineEvent, { type: T }> => e.type === type);
  return { clock, device, connection, engine: connection.engine, events, errors, chords, closes, frame, displayPackets, of };
}

describe('engine ↔ virtual 320 (D2, text line, software refresh)', () => {
  it('connects: name, board, layout and family from the virtual board', async () => {
    const v = await connectVirtual(320);
    expect(v.connection.info).toMatchObject({ name: 'DotPad320A', firmware: '2.4.0', hardwareVersion: 1, family: 'D2', sendType: 'SINGLE_LINE' });
    expect(v.connection.info.layout).toEqual({ textCells: 20, graphicLines: 10, cellsPerLine: 30 });
  });

  it('a full frame and a text line end up on the pins, over a 115200-baud wire', async () => {
    const v = await connectVirtual(320, { baud: 115_200 });
    const frame = v.frame((i) => i * 37 + 5);
    v.engine.displayGraphicCells(frame);
    v.engine.displayText(Uint8Array.from([0x19, 0x15, 0x1e]));
    await v.clock.runAll();
    expect(v.device.state.graphic).toEqual(frame);
    expect([...v.device.state.text.subarray(0, 4)]).toEqual([0x19, 0x15, 0x1e, 0].map(brailleToPin));
    expect(v.engine.shown.graphic).toEqual(frame);
    expect(v.of('refreshRound').length).toBe(6); // graphic + text merged to ALL: lines 0–3 ×3, 4–10 ×3
    expect(v.errors).toEqual([]);
    expect(v.engine.busy).toBe(false);
  });

  it('a one-cell change sends one short packet (then the D2 refresh rounds)', async () => {
    const v = await connectVirtual(320);
    const frame = v.frame(() => 0);
    v.engine.displayGraphicCells(frame);
    await v.clock.runAll();
    v.events.length = 0;
    const next = frame.slice();
    next[4 * 30 + 17] = 0xa5;
    v.engine.displayGraphicCells(next);
    await v.clock.runAll();
    const changes = v.of('sent').filter((e) => !e.refresh);
    expect(changes).toEqual([{ type: 'sent', lineId: 5, attempt: 0, refresh: false, bytes: 4 + 5 + 2 }]);
    expect(v.device.state.graphic).toEqual(next);
  });

  it('every send type draws the same picture', async () => {
    for (const sendType of ['ALL_LINE', 'SINGLE_LINE', 'ALL_PARTIAL', 'SINGLE_PARTIAL'] as const) {
      const v = await connectVirtual(320, { sendType });
      const first = v.frame((i) => i);
      v.engine.displayGraphicCells(first);
      await v.clock.runAll();
      const second = first.slice();
      second[33] = 0xff;
      second[250] = 0x0f;
      v.engine.displayGraphicCells(second);
      await v.clock.runAll();
      expect(v.device.state.graphic, sendType).toEqual(second);
      expect(v.errors, sendType).toEqual([]);
    }
  });
});

describe('engine ↔ virtual 768 (D3, no text line)', () => {
  it('connects, clears every line, and shows a full frame', async () => {
    const v = await connectVirtual(768);
    expect(v.connection.info).toMatchObject({ name: 'DotPad768A', family: 'D3' });
    expect(v.connection.info.layout).toEqual({ textCells: 0, graphicLines: 16, cellsPerLine: 48 });
    expect(v.displayPackets().map((p) => p.lineId)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1)); // the clear
    const frame = v.frame((i) => i ^ 0x5a);
    v.engine.displayGraphicCells(frame);
    await v.clock.runAll();
    expect(v.device.state.graphic).toEqual(frame);
    expect(v.engine.displayText(Uint8Array.from([1]))).toBe(false);
    expect(v.of('refreshRound')).toEqual([]);
  });

  it('a one-cell change is one 11-byte packet and nothing else', async () => {
    const v = await connectVirtual(768);
    const before = v.displayPackets().length;
    v.engine.displayLine(16, 47, '81');
    await v.clock.runAll();
    const after = v.displayPackets().slice(before);
    expect(after).toHaveLength(1);
    expect(after[0]?.lineId).toBe(16);
    expect([...(after[0]?.data ?? [])]).toEqual([47, 0x81]);
    expect(v.of('sent').map((e) => e.bytes)).toEqual([11]);
    expect(v.device.state.graphic[15 * 48 + 47]).toBe(0x81);
  });
});

describe('faults', () => {
  it('dropped answers: three resends, then the line is given up and reported, and the engine is idle', async () => {
    const v = await connectVirtual(768);
    v.device.faults.dropResponses(4);
    v.engine.displayLine(3, 0, 'ff');
    await v.clock.runAll();
    expect(v.of('sent').map((e) => [e.lineId, e.attempt])).toEqual([
      [3, 0],
      [3, 1],
      [3, 2],
      [3, 3],
    ]);
    expect(v.errors.map((e) => [e.code, e.messageRef.values])).toEqual([['LINE_GIVEN_UP', { line: 3 }]]);
    expect(v.engine.busy).toBe(false);
    await expect(v.engine.whenIdle()).resolves.toBeUndefined();
    expect(v.device.state.graphic[2 * 48]).toBe(0); // the device never took it
    // The next change sends the given-up line whole, so the device ends up right.
    v.engine.displayLine(3, 5, '01');
    await v.clock.runAll();
    expect(v.device.state.graphic[2 * 48]).toBe(0xff);
    expect(v.device.state.graphic[2 * 48 + 5]).toBe(0x01);
  });

  it.each([
    ['NACK', (v: Awaited<ReturnType<typeof connectVirtual>>) => v.device.faults.nack(1)],
    ['WAIT', (v: Awaited<ReturnType<typeof connectVirtual>>) => v.device.faults.wait(2)],
    ['CHECKSUM_ERROR', (v: Awaited<ReturnType<typeof connectVirtual>>) => v.device.faults.checksumError(3)],
  ] as const)('%s: refused, resent 1 s later, shown in the end', async (response, inject) => {
    const v = await connectVirtual(768);
    inject(v);
    const frame = v.frame((i) => i);
    v.engine.displayGraphicCells(frame);
    await v.clock.runAll();
    const refused = v.of('refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((e) => e.response === response)).toBe(true);
    expect(v.device.state.graphic).toEqual(frame);
    expect(v.errors).toEqual([]);
  });

  it('corrupted answers are dropped by the host and the line is resent', async () => {
    const v = await connectVirtual(768);
    v.device.faults.corruptResponses(1);
    v.engine.displayLine(8, 0, '0f0f');
    await v.clock.runAll();
    expect(v.of('sent').map((e) => e.attempt)).toEqual([0, 1]);
    expect(v.errors).toEqual([]);
    expect([...v.device.state.graphic.subarray(7 * 48, 7 * 48 + 2)]).toEqual([0x0f, 0x0f]);
  });

  it('a link lost mid-send stops the engine and tells the close listeners, with no unhandled rejection', async () => {
    const v = await connectVirtual(320);
    v.engine.displayGraphicCells(v.frame(() => 0xff));
    await v.clock.advance(1);
    expect(v.engine.busy).toBe(true);
    const sentBefore = v.device.received.length;
    v.device.disconnect();
    await v.clock.runAll();
    expect(v.closes).toEqual(['lost']);
    expect(v.connection.closed).toBe(true);
    expect(v.engine.busy).toBe(false);
    await expect(v.engine.whenIdle()).resolves.toBeUndefined();
    expect(v.device.received.length).toBe(sentBefore);
    expect(v.errors).toEqual([]);
  });

  it('disconnect mid-send closes the link with reason closed', async () => {
    const v = await connectVirtual(320);
    v.engine.displayGraphicCells(v.frame(() => 0x11));
    await v.clock.advance(1);
    await v.connection.disconnect();
    await v.clock.runAll();
    expect(v.closes).toEqual(['closed']);
    expect(v.engine.busy).toBe(false);
  });
});

describe('keys', () => {
  it('keys pressed on the virtual device arrive as chords', async () => {
    const v = await connectVirtual(320);
    v.device.pressKeys(['panLeft', 'panRight']);
    await v.clock.runAll();
    v.device.pressKeys(['panLeft', 'F1'], 300);
    await v.clock.runAll();
    v.device.pressKeys(['F4'], 2000);
    await v.clock.runAll();
    expect(v.chords).toEqual([
      { keys: ['panLeft', 'panRight'], long: false },
      { keys: ['panLeft', 'F1'], long: false },
      { keys: ['F4'], long: true },
    ]);
  });
});
