import { describe, expect, it } from 'vitest';
import { encodeBoardInfo, type BoardInfo } from '../boardInfo.ts';
import { createManualClock, type ManualClock } from '../clock.ts';
import { COMMAND } from '../commands.ts';
import {
  boardInfoResponse,
  deviceNameResponse,
  displayResponse,
  errorNotification,
  firmwareResponse,
  hardwareVersionResponse,
} from '../deviceMessages.ts';
import { DeviceError } from '../errors.ts';
import { encodeKeys } from '../keys.ts';
import { VIRTUAL_BOARDS } from '../models.ts';
import { encodePacket, packet, type Packet } from '../packet.ts';
import { readPackets } from '../packetParser.ts';
import { TransportClosedError, TransportEvents, type Transport } from '../transport.ts';
import { ANSWER_TIMEOUT_MS, CLOSE_WAIT_MS, connectDevice } from './connectDevice.ts';
import { fallbackBoard } from './fallbackBoards.ts';

interface ScriptedDevice {
  name?: string;
  board?: BoardInfo;
  firmware?: string;
  hardware?: number;
  /** Answer display packets with ACK (default true). */
  ack?: boolean;
}

/** A transport to a scripted device: it answers what it is told to, 1 ms after each request, and records what it got. */
function fakeLink(clock: ManualClock, device: ScriptedDevice) {
  const events = new TransportEvents();
  const received: Packet[] = [];
  let closeCalls = 0;
  const send = (reply: Packet, corrupt = false) =>
    clock.schedule(1, () => {
      const bytes = encodePacket(reply);
      if (corrupt) bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
      // In two pieces, as a BLE link may deliver it.
      events.emitData(bytes.subarray(0, 3));
      events.emitData(bytes.subarray(3));
    });
  const transport: Transport = {
    kind: 'virtual',
    async write(bytes) {
      if (events.closed) throw new TransportClosedError('The link is closed.');
      for (const item of readPackets(bytes)) {
        if (!item.ok) continue;
        const p = item.packet;
        received.push(p);
        if (p.command === COMMAND.NAME_REQUEST && device.name !== undefined) send(deviceNameResponse(device.name));
        if (p.command === COMMAND.BOARD_REQUEST && device.board) send(boardInfoResponse(encodeBoardInfo(device.board)));
        if (p.command === COMMAND.FIRMWARE_REQUEST && device.firmware !== undefined) send(firmwareResponse(device.firmware));
        if (p.command === COMMAND.HARDWARE_REQUEST && device.hardware !== undefined) send(hardwareVersionResponse(device.hardware));
        if ((p.command === COMMAND.DISPLAY_LINE || p.command === COMMAND.DISPLAY_PARTIAL) && device.ack !== false) {
          send(displayResponse(p.lineId, p.command === COMMAND.DISPLAY_PARTIAL, 'ACK'));
        }
      }
    },
    onData: (listener) => events.onData(listener),
    onClose: (listener) => events.onClose(listener),
    async close() {
      closeCalls++;
      events.emitClose('closed');
    },
  };
  return {
    transport,
    received,
    send,
    lose: () => events.emitClose('lost'),
    get closeCalls() {
      return closeCalls;
    },
  };
}

const DOT320 = VIRTUAL_BOARDS[320];

async function connected(device: ScriptedDevice = { name: DOT320.name, board: DOT320.board, firmware: DOT320.firmware, hardware: 1 }, options: { sendType?: 'ALL_LINE' } = {}) {
  const clock = createManualClock();
  const link = fakeLink(clock, device);
  const connecting = connectDevice({ transport: link.transport, clock, ...options });
  await clock.advance(20_000);
  return { clock, link, connection: await connecting };
}

describe('connectDevice: handshake', () => {
  it('asks name, board, firmware and hardware version and sets the engine up for the device', async () => {
    const { link, connection } = await connected();
    expect(link.received.map((p) => p.command)).toEqual([COMMAND.NAME_REQUEST, COMMAND.BOARD_REQUEST, COMMAND.FIRMWARE_REQUEST, COMMAND.HARDWARE_REQUEST]);
    expect(connection.info).toEqual({
      name: 'DotPad320A',
      firmware: '2.4.0',
      hardwareVersion: 1,
      board: DOT320.board,
      layout: { textCells: 20, graphicLines: 10, cellsPerLine: 30 },
      family: 'D2',
      sendType: 'SINGLE_LINE',
      lineRequestTimeMs: 600,
    });
    expect(connection.engine.shown.graphic).toHaveLength(300);
  });

  it('takes the send type from the name unless told, and clears D3 boards after connect', async () => {
    const d3 = await connected({ name: 'DotPad320C', board: DOT320.board });
    expect(d3.connection.info.family).toBe('D3');
    expect(d3.connection.info.sendType).toBe('ALL_PARTIAL');
    await d3.clock.runAll();
    const display = d3.link.received.filter((p) => p.command === COMMAND.DISPLAY_LINE || p.command === COMMAND.DISPLAY_PARTIAL);
    // The text line, then every graphic line in one rectangle, all down.
    expect(display.map((p) => [p.command, p.lineId])).toEqual([
      [COMMAND.DISPLAY_LINE, 0],
      [COMMAND.DISPLAY_PARTIAL, 1],
    ]);
    expect(display.every((p) => p.data.subarray(p.command === COMMAND.DISPLAY_PARTIAL ? 2 : 1).every((b) => b === 0))).toBe(true);

    const forced = await connected({ name: 'DotPad320C', board: DOT320.board }, { sendType: 'ALL_LINE' });
    expect(forced.connection.info.sendType).toBe('ALL_LINE');

    const d2 = await connected();
    await d2.clock.runAll();
    expect(d2.link.received.filter((p) => p.command === COMMAND.DISPLAY_LINE)).toHaveLength(0);
  });

  it('times out with CONNECT_TIMEOUT (5 s, said in seconds) when the device never names itself, and closes the link', async () => {
    const clock = createManualClock();
    const link = fakeLink(clock, {});
    let outcome: unknown;
    connectDevice({ transport: link.transport, clock }).then(
      () => (outcome = 'connected'),
      (error: unknown) => (outcome = error),
    );
    await clock.advance(4999);
    expect(outcome).toBeUndefined();
    await clock.advance(1);
    expect(outcome).toBeInstanceOf(DeviceError);
    expect((outcome as DeviceError).code).toBe('CONNECT_TIMEOUT');
    expect((outcome as DeviceError).messageRef.values).toEqual({ seconds: 5 });
    expect(link.closeCalls).toBe(1);
  });

  it('takes its name timeout from the options, and fails at once when the link closes', async () => {
    const clock = createManualClock();
    const link = fakeLink(clock, {});
    const quick = connectDevice({ transport: link.transport, clock, timeoutMs: 100 }).catch((error: unknown) => error);
    await clock.advance(100);
    expect(await quick).toMatchObject({ code: 'CONNECT_TIMEOUT' });

    const other = fakeLink(clock, {});
    const lost = connectDevice({ transport: other.transport, clock }).catch((error: unknown) => error);
    await clock.advance(10);
    other.lose();
    expect(await lost).toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it('stops at once when cancelled, closes the link, and rejects with CONNECT_CANCELLED', async () => {
    const clock = createManualClock();
    const link = fakeLink(clock, {});
    const stop = new AbortController();
    let outcome: unknown;
    connectDevice({ transport: link.transport, clock, signal: stop.signal }).then(
      () => (outcome = 'connected'),
      (error: unknown) => (outcome = error),
    );
    await clock.advance(1000);
    expect(outcome).toBeUndefined();
    stop.abort();
    await clock.advance(0);
    expect(outcome).toMatchObject({ code: 'CONNECT_CANCELLED' });
    expect(link.closeCalls).toBe(1);
    expect(clock.now()).toBe(1000);

    // Already cancelled: nothing is asked.
    const again = fakeLink(clock, { name: DOT320.name });
    await expect(connectDevice({ transport: again.transport, clock, signal: stop.signal })).rejects.toMatchObject({ code: 'CONNECT_CANCELLED' });
    expect(again.received).toHaveLength(0);
  });

  it('does not wait for ever on a link that will not close', async () => {
    const clock = createManualClock();
    const link = fakeLink(clock, {});
    const stuck: Transport = { ...link.transport, close: () => new Promise(() => undefined) };
    let outcome: unknown;
    connectDevice({ transport: stuck, clock }).catch((error: unknown) => (outcome = error));
    await clock.advance(5000);
    expect(outcome).toBeUndefined();
    await clock.advance(CLOSE_WAIT_MS);
    expect(outcome).toMatchObject({ code: 'CONNECT_TIMEOUT' });
  });

  it('tolerates missing answers: 2 s each, firmware empty, hardware version unknown, the board from the name', async () => {
    const clock = createManualClock();
    const link = fakeLink(clock, { name: 'KM2-300A' });
    const connecting = connectDevice({ transport: link.transport, clock });
    await clock.advance(1 + 3 * 2000 - 1);
    let done = false;
    void connecting.then(() => (done = true));
    await clock.advance(0);
    expect(done).toBe(false);
    await clock.advance(1);
    const connection = await connecting;
    expect(connection.info).toMatchObject({ name: 'KM2-300A', firmware: '', hardwareVersion: undefined, family: 'D2', lineRequestTimeMs: 600 });
    expect(connection.info.layout).toEqual({ textCells: 0, graphicLines: 20, cellsPerLine: 15 });
  });

  it('falls back to the known layouts by name (notes §5)', () => {
    const layoutOf = (name: string) => {
      const board = fallbackBoard(name);
      return { text: board.features.has('TEXT') ? board.text.columns : 0, graphic: board.features.has('GRAPHIC') ? [board.graphic.rows, board.graphic.columns] : [] };
    };
    expect(layoutOf('KM2-300A')).toEqual({ text: 0, graphic: [20, 15] });
    expect(layoutOf('KM2-20')).toEqual({ text: 20, graphic: [] });
    expect(layoutOf('KM3-20A')).toEqual({ text: 20, graphic: [] });
    expect(fallbackBoard('DotPad768A')).toBe(VIRTUAL_BOARDS[768].board);
    expect(fallbackBoard('DotPad320A-0042')).toBe(VIRTUAL_BOARDS[320].board);
    expect(fallbackBoard('SomethingElse')).toBe(VIRTUAL_BOARDS[320].board);
  });
});

describe('connectDevice: after the handshake', () => {
  it('routes display answers to the engine', async () => {
    const { clock, connection } = await connected();
    const acknowledged: number[] = [];
    connection.onEngineEvent((event) => {
      if (event.type === 'acknowledged') acknowledged.push(event.lineId);
    });
    connection.engine.displayText(Uint8Array.from([1]));
    await clock.runAll();
    expect(acknowledged).toEqual([0, 0, 0, 0]); // the change and three refresh rounds (D2)
    expect(connection.engine.busy).toBe(false);
  });

  it('drops a corrupted answer: the engine resends, and the next good answer counts', async () => {
    const { clock, link, connection } = await connected({ name: 'DotPad320C', board: DOT320.board, ack: false });
    await clock.runAll(); // the D3 clear, given up for want of answers
    const errors: DeviceError[] = [];
    connection.onDeviceError((error) => errors.push(error));
    const t0 = clock.now();
    connection.engine.displayLine(4, 0, 'ff');
    await clock.advance(10);
    link.send(displayResponse(4, true, 'ACK'), true);
    await clock.advance(700);
    const line4 = link.received.filter((p) => p.command === COMMAND.DISPLAY_PARTIAL && p.lineId === 4);
    expect(line4).toHaveLength(2); // first send and one resend at 600 ms
    link.send(displayResponse(4, true, 'ACK'));
    await clock.runAll();
    expect(errors).toHaveLength(0);
    expect(clock.now() - t0).toBeLessThan(1200);
  });

  it('reports lines given up and device error notifications', async () => {
    const { clock, link, connection } = await connected({ name: 'DotPad320X', board: DOT320.board, ack: false });
    await clock.runAll(); // the D3 clear, given up for want of answers
    const errors: DeviceError[] = [];
    connection.onDeviceError((error) => errors.push(error));
    connection.engine.displayLine(2, 0, '01');
    await clock.runAll();
    link.send(errorNotification(3));
    link.send(errorNotification(9));
    await clock.runAll();
    expect(errors.map((e) => [e.code, e.messageRef.values])).toEqual([
      ['LINE_GIVEN_UP', { line: 2 }],
      ['DEVICE_ERROR', { reason: 'CHECKSUM', code: 3 }],
      ['DEVICE_ERROR', { reason: 'UNKNOWN', code: 9 }],
    ]);
  });

  it('turns key notifications into chords', async () => {
    const { clock, link, connection } = await connected();
    const chords: unknown[] = [];
    connection.onKeys((chord) => chords.push(chord));
    link.send(packet(COMMAND.PERKINS_KEYS, { data: encodeKeys(COMMAND.PERKINS_KEYS, ['panLeft', 'panRight']) }));
    await clock.advance(100);
    link.send(packet(COMMAND.PERKINS_KEYS, { data: encodeKeys(COMMAND.PERKINS_KEYS, []) }));
    await clock.advance(10);
    expect(chords).toEqual([{ keys: ['panLeft', 'panRight'], long: false }]);
  });

  it('vibrates with Dot’s default pulses (the §9 vector)', async () => {
    const { link, connection } = await connected();
    await connection.vibrate();
    const last = link.received.at(-1);
    expect(last && [...encodePacket(last)]).toEqual([0xaa, 0x55, 0x00, 0x0b, 0x00, 0x05, 0x30, 0x00, 0x00, 0x07, 0x00, 0x05, 0x00, 0x07, 0x95]);
  });

  it('a lost link stops the engine and tells the close listeners once', async () => {
    const { clock, link, connection } = await connected();
    const reasons: string[] = [];
    connection.onClose((reason) => reasons.push(reason));
    connection.engine.displayGraphic('ff'.repeat(300));
    await clock.advance(2);
    const sentBefore = link.received.length;
    link.lose();
    await clock.runAll();
    expect(reasons).toEqual(['lost']);
    expect(connection.closed).toBe(true);
    expect(connection.engine.busy).toBe(false);
    expect(link.received.length).toBe(sentBefore);
    const late: string[] = [];
    connection.onClose((reason) => late.push(reason));
    expect(late).toEqual(['lost']);
    await expect(connection.vibrate()).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });

  it('disconnect closes the transport with reason closed', async () => {
    const { link, connection } = await connected();
    const reasons: string[] = [];
    connection.onClose((reason) => reasons.push(reason));
    await connection.disconnect();
    await connection.disconnect();
    expect(reasons).toEqual(['closed']);
    expect(link.closeCalls).toBe(1);
  });
});

describe('connectDevice: reading the firmware version again', () => {
  it('asks 0x0000 and nothing else, and info.firmware follows the answer', async () => {
    const device: ScriptedDevice = { name: DOT320.name, board: DOT320.board, firmware: '2.4.0   ', hardware: 1 };
    const { clock, link, connection } = await connected(device);
    expect(connection.info.firmware).toBe('2.4.0');
    const infoBefore = connection.info;
    const sentBefore = link.received.length;
    device.firmware = '2.5.1   ';
    const reading = connection.readFirmware();
    await clock.advance(1);
    await expect(reading).resolves.toBe('2.5.1');
    expect(link.received.slice(sentBefore).map((p) => p.command)).toEqual([COMMAND.FIRMWARE_REQUEST]);
    expect(connection.info.firmware).toBe('2.5.1');
    // Everything else the handshake learnt stays.
    expect(connection.info).toEqual({ ...infoBefore, firmware: '2.5.1' });
  });

  it('gives undefined after ANSWER_TIMEOUT_MS when the display does not answer, and keeps the version it had', async () => {
    const device: ScriptedDevice = { name: DOT320.name, board: DOT320.board, firmware: '2.4.0', hardware: 1 };
    const { clock, connection } = await connected(device);
    delete device.firmware;
    let outcome: string | undefined | 'waiting' = 'waiting';
    void connection.readFirmware().then((version) => (outcome = version));
    await clock.advance(ANSWER_TIMEOUT_MS - 1);
    expect(outcome).toBe('waiting');
    await clock.advance(1);
    expect(outcome).toBeUndefined();
    expect(connection.info.firmware).toBe('2.4.0');
  });

  it('refuses with NOT_CONNECTED once the link has ended, or when it ends while waiting', async () => {
    const first = await connected();
    const waiting = first.connection.readFirmware();
    first.link.lose();
    await expect(waiting).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    await expect(first.connection.readFirmware()).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    const second = await connected();
    const sentBefore = second.link.received.length;
    await second.connection.disconnect();
    await expect(second.connection.readFirmware()).rejects.toBeInstanceOf(DeviceError);
    expect(second.link.received.length).toBe(sentBefore);
  });
});
