import { describe, expect, it } from 'vitest';
import { brailleToPin } from '../../braille/index.ts';
import { createManualClock, type ManualClock } from '../clock.ts';
import { COMMAND } from '../commands.ts';
import { decodeDeviceMessage, type DeviceMessage } from '../deviceMessages.ts';
import { VIRTUAL_BOARDS, type VirtualModel } from '../models.ts';
import { encodePacket, packet, type Packet } from '../packet.ts';
import { PacketReader, type PacketFault } from '../packetParser.ts';
import {
  DEFAULT_VIBRATION,
  boardInfoRequest,
  deviceNameRequest,
  displayLineRequest,
  displayPartialRequest,
  firmwareRequest,
  hardwareVersionRequest,
  vibratorRequest,
} from '../requests.ts';
import { TransportClosedError, type CloseReason } from '../transport.ts';
import { createVirtualDevice, type VirtualDevice } from './virtualDevice.ts';
import type { VirtualDisplayState } from './virtualDisplay.ts';
import { wireTimeMs } from './virtualLink.ts';

interface Heard {
  readonly at: number;
  readonly message?: DeviceMessage;
  readonly fault?: PacketFault;
}

/** A host end: writes packets, and reads everything the device says with the time it arrived. */
function setUp(model: VirtualModel = 320, baud?: number) {
  const clock: ManualClock = createManualClock();
  const device: VirtualDevice = createVirtualDevice(baud === undefined ? { model, clock } : { model, clock, baud });
  const reader = new PacketReader();
  const heard: Heard[] = [];
  device.transport.onData((bytes) => {
    for (const item of reader.push(bytes)) heard.push(item.ok ? { at: clock.now(), message: decodeDeviceMessage(item.packet) } : { at: clock.now(), fault: item.fault });
  });
  const changes: VirtualDisplayState[] = [];
  device.onChange((state) => changes.push(state));
  const send = (...packets: Packet[]) => Promise.all(packets.map((p) => device.transport.write(encodePacket(p))));
  const messages = () => heard.flatMap((h) => (h.message ? [h.message] : []));
  return { clock, device, heard, changes, send, messages };
}

const cells = (count: number, from = 1) => Uint8Array.from({ length: count }, (_, i) => (from + i) & 0xff);

/** Graphic pins of a 320 with `run` written from `startCell` on `line` (1-based), the rest down. */
function graphicWith(line: number, startCell: number, run: Uint8Array, cellsPerLine = 30, lines = 10): Uint8Array {
  const out = new Uint8Array(cellsPerLine * lines);
  out.set(run, (line - 1) * cellsPerLine + startCell);
  return out;
}

describe('virtual device: identifying itself', () => {
  it.each([320, 768] as const)('answers name, board information, firmware and hardware version of the %i', async (model) => {
    const { clock, send, messages } = setUp(model);
    const spec = VIRTUAL_BOARDS[model];
    await send(deviceNameRequest(), boardInfoRequest(), firmwareRequest(), hardwareVersionRequest());
    await clock.advance(0);
    expect(messages()).toEqual([
      { type: 'deviceName', name: spec.name },
      { type: 'boardInfo', info: spec.board },
      { type: 'firmware', version: spec.firmware.trim() },
      { type: 'hardwareVersion', version: spec.hardware },
    ]);
  });

  it('reports the firmware it was made with, and after an install the new one, padded to 8 bytes', async () => {
    const clock = createManualClock();
    const device = createVirtualDevice({ model: 768, clock, firmware: '1.2.3' });
    expect(device.firmware).toBe('1.2.3');
    const replies: Packet[] = [];
    const reader = new PacketReader();
    device.transport.onData((bytes) => reader.push(bytes).forEach((item) => item.ok && replies.push(item.packet)));
    await device.transport.write(encodePacket(firmwareRequest()));
    await clock.advance(0);
    device.installFirmware('10.20.30-rc1');
    expect(device.firmware).toBe('10.20.30-rc1');
    await device.transport.write(encodePacket(firmwareRequest()));
    await clock.advance(0);
    expect(replies.map((p) => String.fromCharCode(...p.data))).toEqual(['1.2.3   ', '10.20.30-rc1']);
    expect(createVirtualDevice({ model: 320, clock }).firmware).toBe('2.4.0');
  });

  it.each(['', ' 1.0', '1.0 ', 'v1.0\u0000', '펌웨어', 'x'.repeat(33)])('refuses the firmware version %j, made with or installed', (version) => {
    const clock = createManualClock();
    expect(() => createVirtualDevice({ model: 320, clock, firmware: version })).toThrow(RangeError);
    const device = createVirtualDevice({ model: 320, clock });
    expect(() => device.installFirmware(version)).toThrow(RangeError);
    expect(device.firmware).toBe('2.4.0');
  });

  it('answers only after the write, on a later tick', async () => {
    const { clock, device, send, heard } = setUp();
    await send(deviceNameRequest());
    expect(device.received).toEqual([]);
    expect(heard).toEqual([]);
    await clock.advance(0);
    expect(device.received).toEqual([deviceNameRequest()]);
    expect(device.bytesReceived).toBe(9);
    expect(heard).toHaveLength(1);
  });

  it('starts with every pin down', () => {
    const { device } = setUp(320);
    expect(device.model).toBe(320);
    expect(device.state.graphic).toEqual(new Uint8Array(300));
    expect(device.state.text).toEqual(new Uint8Array(20));
    expect(device.state.layout).toEqual({ textCells: 20, graphicLines: 10, cellsPerLine: 30 });
    const big = setUp(768).device;
    expect(big.state.graphic).toHaveLength(768);
    expect(big.state.text).toHaveLength(0);
  });
});

describe('virtual device: display packets', () => {
  // The 320 moves a graphic line in 2000 / 10 ms and its text line in 1000 ms (VIRTUAL_BOARDS).
  const LINE_MS = 200;
  const TEXT_MS = 1000;

  it('ACKs a line at once, moves exactly its run after one line’s refresh time, then says done', async () => {
    const { clock, device, heard, changes, send } = setUp();
    const run = Uint8Array.of(0x12, 0x34, 0xff, 0x01);
    await send(displayLineRequest(3, 5, run));
    await clock.advance(0);
    expect(heard.map((h) => h.message)).toEqual([{ type: 'displayResponse', lineId: 3, partial: false, mode: 'graphic', response: 'ACK', code: 0 }]);
    await clock.advance(LINE_MS - 1);
    expect(device.state.graphic).toEqual(new Uint8Array(300));
    expect(changes).toEqual([]);
    await clock.advance(1);
    expect(device.state.graphic).toEqual(graphicWith(3, 5, run));
    expect(device.state.text).toEqual(new Uint8Array(20));
    expect(changes).toEqual([device.state]);
    expect(heard.map((h) => [h.at, h.message?.type])).toEqual([
      [0, 'displayResponse'],
      [LINE_MS, 'displayDone'],
    ]);
    expect(heard[1]?.message).toEqual({ type: 'displayDone', lineId: 3, partial: false });
  });

  it('moves every line of an ALL_LINE packet, after the whole area’s refresh time', async () => {
    const { clock, device, messages, send } = setUp();
    const frame = cells(300, 7);
    await send(displayLineRequest(1, 0, frame));
    await clock.advance(10 * LINE_MS - 1);
    expect(device.state.graphic).toEqual(new Uint8Array(300));
    await clock.advance(1);
    expect(device.state.graphic).toEqual(frame);
    expect(messages().map((m) => m.type)).toEqual(['displayResponse', 'displayDone']);
  });

  it('moves a partial rectangle line by line, answering with the partial commands', async () => {
    const { clock, device, messages, send } = setUp();
    const block = cells(9, 0x40);
    await send(displayPartialRequest(2, 4, 7, block));
    await clock.advance(3 * LINE_MS - 1);
    expect(device.state.graphic).toEqual(new Uint8Array(300));
    await clock.advance(1);
    const expected = new Uint8Array(300);
    expected.set(block.subarray(0, 3), 30 + 4);
    expected.set(block.subarray(3, 6), 60 + 4);
    expected.set(block.subarray(6, 9), 90 + 4);
    expect(device.state.graphic).toEqual(expected);
    expect(messages()).toEqual([
      { type: 'displayResponse', lineId: 2, partial: true, mode: 'graphic', response: 'ACK', code: 0 },
      { type: 'displayDone', lineId: 2, partial: true },
    ]);
  });

  it('turns text-mode cells from braille order into pins, on the text line after its refresh time', async () => {
    const { clock, device, messages, send } = setUp();
    // "dot" as the Web SDK demo sends it (notes §4.5).
    await send(displayLineRequest(0, 0, [0x19, 0x15, 0x1e], 'text'));
    await clock.advance(TEXT_MS - 1);
    expect(device.state.text).toEqual(new Uint8Array(20));
    await clock.advance(1);
    expect(Array.from(device.state.text.subarray(0, 4))).toEqual([0x31, 0x25, 0x36, 0]);
    expect(device.state.graphic).toEqual(new Uint8Array(300));
    expect(messages()[0]).toMatchObject({ type: 'displayResponse', lineId: 0, mode: 'text', response: 'ACK' });
  });

  it('turns text-mode cells into pins on a graphic line too, and takes pin order as it is', async () => {
    const { clock, device, send } = setUp();
    const braille = cells(30, 0x30);
    await send(displayLineRequest(4, 0, braille, 'text'), displayLineRequest(5, 0, braille));
    await clock.runAll();
    expect(device.state.graphic.subarray(90, 120)).toEqual(braille.map(brailleToPin));
    expect(device.state.graphic.subarray(120, 150)).toEqual(braille);
  });

  it('drives the pins one packet after another, answering each at once', async () => {
    const { clock, device, heard, send } = setUp();
    await send(displayLineRequest(1, 0, [1]), displayLineRequest(2, 0, [2]), displayLineRequest(0, 0, [3]));
    await clock.runAll();
    expect(heard.map((h) => [h.at, h.message?.type, h.message && 'lineId' in h.message ? h.message.lineId : -1])).toEqual([
      [0, 'displayResponse', 1],
      [0, 'displayResponse', 2],
      [0, 'displayResponse', 0],
      [LINE_MS, 'displayDone', 1],
      [2 * LINE_MS, 'displayDone', 2],
      [2 * LINE_MS + TEXT_MS, 'displayDone', 0],
    ]);
    expect([device.state.graphic[0], device.state.graphic[30], device.state.text[0]]).toEqual([1, 2, 3]);
  });

  it('tells listeners after the pins moved, with a new state each time, until they stop listening', async () => {
    const { clock, device, send } = setUp();
    const seen: VirtualDisplayState[] = [];
    const stop = device.onChange((state) => seen.push(state));
    await send(displayLineRequest(1, 0, [1]));
    await clock.runAll();
    const first = seen[0];
    expect(first?.graphic[0]).toBe(1);
    stop();
    await send(displayLineRequest(1, 0, [2]));
    await clock.runAll();
    expect(seen).toHaveLength(1);
    expect(device.state).not.toBe(first);
    expect(first?.graphic[0]).toBe(1);
    expect(device.state.graphic[0]).toBe(2);
  });

  it('on the 768, moves a line in 3200 / 16 ms', async () => {
    const { clock, device, send } = setUp(768);
    await send(displayLineRequest(16, 40, cells(8)));
    await clock.advance(199);
    expect(device.state.graphic).toEqual(new Uint8Array(768));
    await clock.advance(1);
    expect(device.state.graphic).toEqual(graphicWith(16, 40, cells(8), 48, 16));
  });

  it('takes vibration and battery requests without answering, and keeps every packet', async () => {
    const { clock, device, heard, send } = setUp();
    const battery = packet(COMMAND.BATTERY_REQUEST, { data: [1] });
    await send(vibratorRequest(DEFAULT_VIBRATION), battery);
    await clock.runAll();
    expect(heard).toEqual([]);
    expect(device.received).toEqual([vibratorRequest(DEFAULT_VIBRATION), battery]);
  });
});

describe('virtual device: refusals', () => {
  const errorsOf = (messages: DeviceMessage[]) => messages.filter((m) => m.type === 'error').map((m) => m.code);

  it('answers an unknown command with error 2', async () => {
    const { clock, send, messages } = setUp();
    await send(packet(COMMAND.CURSOR_REQUEST, { data: [1] }), packet(0x0777));
    await clock.runAll();
    expect(messages()).toEqual([
      { type: 'error', error: 'UNKNOWN_COMMAND', code: 2 },
      { type: 'error', error: 'UNKNOWN_COMMAND', code: 2 },
    ]);
  });

  it('answers a packet with a bad checksum with error 3, and still reads the next one', async () => {
    const { clock, device, send, messages } = setUp();
    const bad = encodePacket(displayLineRequest(1, 0, [0xff]));
    bad[bad.length - 1] = (bad[bad.length - 1] ?? 0) ^ 0x01;
    await device.transport.write(bad);
    await send(deviceNameRequest());
    await clock.runAll();
    expect(messages()).toEqual([
      { type: 'error', error: 'CHECKSUM', code: 3 },
      { type: 'deviceName', name: 'DotPad320A' },
    ]);
    expect(device.state.graphic).toEqual(new Uint8Array(300));
    expect(device.received).toEqual([deviceNameRequest()]);
  });

  it('answers an impossible length with error 1, and ignores bytes outside packets', async () => {
    const { clock, device, messages } = setUp();
    await device.transport.write(Uint8Array.of(0xab, 0xab, 0xab, 0xaa, 0x55, 0x00, 0x02, 0xab));
    await clock.runAll();
    expect(messages()).toEqual([{ type: 'error', error: 'UNEXPECTED_LENGTH', code: 1 }]);
  });

  it.each([
    ['a line the 320 does not have', 320, displayLineRequest(11, 0, [1])],
    ['a run past the line end', 320, displayLineRequest(3, 28, [1, 2, 3])],
    ['a start cell past the line end', 320, displayLineRequest(3, 30, [])],
    ['a text run past the text line', 320, displayLineRequest(0, 18, [1, 2, 3], 'text')],
    ['several lines from a line other than 1 past the last line', 320, displayLineRequest(2, 0, cells(300))],
    ['several lines not starting at cell 0', 320, displayLineRequest(1, 1, cells(60))],
    ['a rectangle past the last line', 320, displayPartialRequest(9, 0, 2, cells(6))],
    ['a rectangle past the line end', 320, displayPartialRequest(1, 28, 31, cells(3))],
    ['a rectangle with its end before its start', 320, displayPartialRequest(1, 5, 3, cells(2))],
    ['a rectangle whose cells do not fill its width', 320, displayPartialRequest(1, 0, 3, cells(4))],
    ['a rectangle of several text lines', 320, displayPartialRequest(0, 0, 10, cells(20))],
    ['the text line of the 768, which has none', 768, displayLineRequest(0, 0, [1], 'text')],
    ['line 17 of the 768', 768, displayLineRequest(17, 0, [1])],
  ] as const)('answers %s with error 4 and moves no pin', async (_, model, p) => {
    const { clock, device, send, messages } = setUp(model);
    await send(p);
    await clock.runAll();
    expect(messages()).toEqual([{ type: 'error', error: 'INVALID_PARAMETER', code: 4 }]);
    expect(device.state.graphic.every((cell) => cell === 0)).toBe(true);
    expect(device.state.text.every((cell) => cell === 0)).toBe(true);
  });

  it('answers display packets without their start (or end) cell with error 1', async () => {
    const { clock, send, messages } = setUp();
    await send(packet(COMMAND.DISPLAY_LINE, { lineId: 1 }), packet(COMMAND.DISPLAY_PARTIAL, { lineId: 1, data: [0] }));
    await clock.runAll();
    expect(errorsOf(messages())).toEqual([1, 1]);
  });

  it('takes the cells that exactly fill a line’s end', async () => {
    const { clock, device, send, messages } = setUp();
    await send(displayLineRequest(10, 27, [7, 8, 9]), displayLineRequest(0, 17, [1, 2, 3]));
    await clock.runAll();
    expect(errorsOf(messages())).toEqual([]);
    expect(Array.from(device.state.graphic.subarray(297))).toEqual([7, 8, 9]);
    expect(Array.from(device.state.text.subarray(17))).toEqual([1, 2, 3]);
  });
});

describe('virtual device: faults', () => {
  const responses = (messages: DeviceMessage[]) => messages.map((m) => (m.type === 'displayResponse' ? m.response : m.type));

  it('drops the next N display packets: no answer, no pins, no done; then works again', async () => {
    const { clock, device, send, messages } = setUp();
    device.faults.dropResponses(2);
    await send(displayLineRequest(1, 0, [1]), displayLineRequest(2, 0, [2]), deviceNameRequest());
    await clock.runAll();
    expect(responses(messages())).toEqual(['deviceName']);
    expect(device.state.graphic).toEqual(new Uint8Array(300));
    await send(displayLineRequest(3, 0, [3]));
    await clock.runAll();
    expect(responses(messages())).toEqual(['deviceName', 'ACK', 'displayDone']);
    expect(device.state.graphic[60]).toBe(3);
  });

  it.each([
    ['nack', 'NACK'],
    ['wait', 'WAIT'],
    ['checksumError', 'CHECKSUM_ERROR'],
  ] as const)('%s: answers the next N display packets with %s and moves nothing', async (fault, response) => {
    const { clock, device, send, messages } = setUp();
    device.faults[fault](2);
    await send(displayLineRequest(1, 0, [1]), displayPartialRequest(2, 0, 1, [2]));
    await clock.runAll();
    expect(messages()).toEqual([
      { type: 'displayResponse', lineId: 1, partial: false, mode: 'graphic', response, code: expect.any(Number) as number },
      { type: 'displayResponse', lineId: 2, partial: true, mode: 'graphic', response, code: expect.any(Number) as number },
    ]);
    expect(device.state.graphic).toEqual(new Uint8Array(300));
    await send(displayLineRequest(1, 0, [1]));
    await clock.runAll();
    expect(responses(messages()).slice(2)).toEqual(['ACK', 'displayDone']);
  });

  it('spends faults on display packets only', async () => {
    const { clock, device, send, messages } = setUp();
    device.faults.nack(1);
    await send(deviceNameRequest(), displayLineRequest(1, 0, [1]), displayLineRequest(1, 0, [1]));
    await clock.runAll();
    expect(responses(messages())).toEqual(['deviceName', 'NACK', 'ACK', 'displayDone']);
  });

  it('corrupts the next N packets it sends: the host reads a bad checksum, then good packets again', async () => {
    const { clock, device, send, heard } = setUp();
    device.faults.corruptResponses(1);
    await send(deviceNameRequest(), deviceNameRequest());
    await clock.runAll();
    expect(heard.map((h) => h.fault?.kind ?? h.message?.type)).toEqual(['BAD_CHECKSUM', 'deviceName']);
  });

  it('refuses a fault count that is not a whole number', () => {
    const { device } = setUp();
    expect(() => device.faults.nack(-1)).toThrow(RangeError);
    expect(() => device.faults.wait(1.5)).toThrow(RangeError);
  });
});

describe('virtual device: serial timing', () => {
  it('receives a 40-byte packet 3.47 ms after it was written at 115200 baud, and answers after its own wire time', async () => {
    const { clock, device, heard, send } = setUp(320, 115200);
    await send(displayLineRequest(1, 0, cells(30)));
    await clock.advance(3.47);
    expect(device.received).toEqual([]);
    expect(device.bytesReceived).toBe(0);
    await clock.advance(0.01);
    expect(device.received).toHaveLength(1);
    expect(device.bytesReceived).toBe(40);
    await clock.advance(10);
    // The 10-byte ACK follows the 40 bytes the device read.
    expect(heard[0]?.at).toBeCloseTo(wireTimeMs(50, 115200), 6);
    await clock.runAll();
    expect(heard[1]?.at).toBeCloseTo(wireTimeMs(40, 115200) + 200 + wireTimeMs(10, 115200), 6);
  });

  it('queues what it says one packet after another on its wire', async () => {
    const { clock, heard, send } = setUp(320, 115200);
    // Two 9-byte requests in; a 19-byte name and a 21-byte board information out.
    await send(deviceNameRequest(), boardInfoRequest());
    await clock.runAll();
    expect(heard.map((h) => h.message?.type)).toEqual(['deviceName', 'boardInfo']);
    // The name goes out as soon as its request is in, while the second request is still arriving.
    expect(heard[0]?.at).toBeCloseTo(wireTimeMs(9 + 19, 115200), 6);
    // The board information is ready at 18 bytes' time but waits for the name to leave the wire.
    expect(heard[1]?.at).toBeCloseTo(wireTimeMs(9 + 19 + 21, 115200), 6);
  });

  it('reads a long packet that arrives in pieces', async () => {
    const { clock, device, send } = setUp(768, 115200);
    const frame = cells(768);
    await send(displayLineRequest(1, 0, frame));
    await clock.advance(wireTimeMs(64, 115200));
    expect(device.bytesReceived).toBe(64);
    expect(device.received).toEqual([]);
    await clock.runAll();
    expect(device.bytesReceived).toBe(4 + 5 + 769);
    expect(device.state.graphic).toEqual(frame);
  });
});

describe('virtual device: keys', () => {
  it('sends the keys down, a packet per group, and all released after 100 ms', async () => {
    const { clock, device, heard } = setUp();
    device.pressKeys(['F1', 'panLeft', 'F4']);
    await clock.advance(99);
    expect(heard.map((h) => [h.at, h.message])).toEqual([
      [0, { type: 'keys', group: 'function', pressed: ['F1', 'F4'] }],
      [0, { type: 'keys', group: 'perkins', pressed: ['panLeft'] }],
    ]);
    await clock.advance(1);
    expect(heard.slice(2).map((h) => [h.at, h.message])).toEqual([
      [100, { type: 'keys', group: 'function', pressed: [] }],
      [100, { type: 'keys', group: 'perkins', pressed: [] }],
    ]);
  });

  it('holds a long press as long as asked', async () => {
    const { clock, device, heard } = setUp();
    device.pressKeys(['panRight'], 1500);
    await clock.runAll();
    expect(heard.map((h) => h.at)).toEqual([0, 1500]);
  });

  it('reports the whole state of a group when presses overlap', async () => {
    const { clock, device, messages } = setUp();
    device.pressKeys(['F1']);
    await clock.advance(50);
    device.pressKeys(['F2']);
    await clock.runAll();
    expect(messages()).toEqual([
      { type: 'keys', group: 'function', pressed: ['F1'] },
      { type: 'keys', group: 'function', pressed: ['F1', 'F2'] },
      { type: 'keys', group: 'function', pressed: ['F2'] },
      { type: 'keys', group: 'function', pressed: [] },
    ]);
  });

  it('sends routing keys in their own group', async () => {
    const { clock, device, messages } = setUp();
    device.pressKeys(['routing3']);
    await clock.runAll();
    expect(messages()).toEqual([
      { type: 'keys', group: 'routing', pressed: ['routing3'] },
      { type: 'keys', group: 'routing', pressed: [] },
    ]);
  });

  it('refuses a key no group has, sending nothing', async () => {
    const { clock, device, heard } = setUp();
    expect(() => device.pressKeys(['F1', 'F9' as 'F1'])).toThrow(RangeError);
    await clock.runAll();
    expect(heard).toEqual([]);
  });
});

describe('virtual device: disconnect', () => {
  it('loses the link: the host hears "lost", writes reject, and bytes on the way are lost', async () => {
    const { clock, device, heard, send } = setUp();
    const closes: CloseReason[] = [];
    device.transport.onClose((reason) => closes.push(reason));
    await send(deviceNameRequest());
    device.disconnect();
    expect(closes).toEqual(['lost']);
    await expect(send(deviceNameRequest())).rejects.toBeInstanceOf(TransportClosedError);
    device.pressKeys(['F1']);
    await clock.runAll();
    expect(device.received).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('finishes moving pins already on their way, but the done notification is lost with the link', async () => {
    const { clock, device, messages, send } = setUp();
    await send(displayLineRequest(1, 0, [9]));
    await clock.advance(0);
    device.disconnect();
    await clock.runAll();
    expect(device.state.graphic[0]).toBe(9);
    expect(messages().map((m) => m.type)).toEqual(['displayResponse']);
  });

  it('stops answering when the host closes the link', async () => {
    const { clock, device, heard, send } = setUp();
    const closes: CloseReason[] = [];
    device.transport.onClose((reason) => closes.push(reason));
    await send(deviceNameRequest());
    await device.transport.close();
    await clock.runAll();
    expect(closes).toEqual(['closed']);
    expect(heard).toEqual([]);
    await expect(device.transport.write(encodePacket(deviceNameRequest()))).rejects.toThrow(TransportClosedError);
  });
});
