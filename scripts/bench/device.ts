// Figures for the device engine, printed to read, never asserted:
// - CPU time to encode a full frame and send it through the engine to the
//   virtual device (manual clock, so only computing is timed), per model and
//   send type;
// - bytes on the wire for a full refresh versus a one-cell change;
// - the time a full frame takes to show over a simulated 115200-baud link
//   with the device's refresh time, next to the physical minimum (the frame's
//   bytes on the wire plus one refresh of the graphic area).
import {
  SEND_TYPES,
  VIRTUAL_BOARDS,
  connectDevice,
  createManualClock,
  createVirtualDevice,
  encodePacket,
  fullRefreshPackets,
  wireTimeMs,
  type SendType,
  type VirtualModel,
} from '../../src/core/device/index.ts';

const BAUD = 115_200;
const CPU_FRAMES = 40;
const MODELS: readonly VirtualModel[] = [320, 768];

const format = (value: number, digits = 1) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A seeded frame with about half the pins up, different for each seed. */
function randomFrame(cells: number, seed: number): Uint8Array {
  let state = (seed * 2654435761) >>> 0 || 1;
  const frame = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    frame[i] = state & 0xff;
  }
  return frame;
}

async function connected(model: VirtualModel, sendType: SendType, baud?: number) {
  const clock = createManualClock();
  const device = createVirtualDevice({ model, clock, ...(baud ? { baud } : {}) });
  const pending = connectDevice({ transport: device.transport, clock, sendType });
  await clock.runAll();
  const connection = await pending;
  await clock.runAll();
  return { clock, device, connection, cells: connection.info.layout.graphicLines * connection.info.layout.cellsPerLine };
}

async function cpuPerFrame(model: VirtualModel, sendType: SendType): Promise<number> {
  const { clock, connection, cells } = await connected(model, sendType);
  const times: number[] = [];
  for (let i = 0; i < CPU_FRAMES; i++) {
    const frame = randomFrame(cells, i + 1);
    const start = process.cpuUsage();
    connection.engine.displayGraphicCells(frame);
    await clock.runAll();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  await connection.disconnect();
  return median(times);
}

async function wireBytes(model: VirtualModel, sendType: SendType): Promise<{ full: number; oneCell: number; fullWithRefresh: number }> {
  const { clock, device, connection, cells } = await connected(model, sendType);
  // The engine says which packets carry the change and which are refresh rounds.
  let change = 0;
  let refresh = 0;
  connection.onEngineEvent((event) => {
    if (event.type !== 'sent') return;
    if (event.refresh) refresh += event.bytes;
    else change += event.bytes;
  });
  const frame = randomFrame(cells, 7);
  const before = device.bytesReceived;
  connection.engine.displayGraphicCells(frame);
  await clock.runAll();
  if (device.bytesReceived - before !== change + refresh) throw new Error('The engine and the device disagree on the bytes sent');
  const full = change;
  const fullWithRefresh = change + refresh;
  const changed = frame.slice();
  changed[Math.floor(cells / 2)] = (changed[Math.floor(cells / 2)] ?? 0) ^ 0x01;
  change = 0;
  connection.engine.displayGraphicCells(changed);
  await clock.runAll();
  const oneCell = change;
  await connection.disconnect();
  return { full, oneCell, fullWithRefresh };
}

async function timeToShow(model: VirtualModel, sendType: SendType): Promise<{ shownMs: number; minimumMs: number }> {
  const { clock, device, connection, cells } = await connected(model, sendType, BAUD);
  const frame = randomFrame(cells, 11);
  const start = clock.now();
  let shownAt: number | undefined;
  const stop = device.onChange((state) => {
    if (shownAt === undefined && state.graphic.every((cell, i) => cell === frame[i])) shownAt = clock.now();
  });
  connection.engine.displayGraphicCells(frame);
  while (shownAt === undefined && clock.pendingTasks > 0) await clock.advance(1);
  stop();
  // The physical minimum: the frame's own bytes (no refresh rounds) on the wire, then one refresh.
  const frameBytes = fullRefreshPackets(frame, connection.info.layout, sendType).reduce((sum, p) => sum + encodePacket(p).length, 0);
  const minimumMs = wireTimeMs(frameBytes, BAUD) + VIRTUAL_BOARDS[model].board.graphic.refreshTimeMs;
  await connection.disconnect();
  return { shownMs: (shownAt ?? clock.now()) - start, minimumMs };
}

export async function runDeviceBench(): Promise<void> {
  console.log('\nDevice engine (virtual device; a full frame of random pins)\n');
  for (const model of MODELS) {
    const { graphic } = VIRTUAL_BOARDS[model].board;
    console.log(`${VIRTUAL_BOARDS[model].name}: ${graphic.columns * 2}×${graphic.rows * 4} pins, ${graphic.rows} lines × ${graphic.columns} cells, refresh ${graphic.refreshTimeMs} ms`);
    console.log(`${'send type'.padEnd(16)}${'CPU ms/frame'.padStart(14)}${'full bytes'.padStart(12)}${'+refresh'.padStart(10)}${'1-cell bytes'.padStart(14)}${'shown ms'.padStart(11)}${'minimum ms'.padStart(12)}`);
    for (const sendType of SEND_TYPES) {
      const cpu = await cpuPerFrame(model, sendType);
      const bytes = await wireBytes(model, sendType);
      const shown = await timeToShow(model, sendType);
      console.log(
        `${sendType.padEnd(16)}${format(cpu, 2).padStart(14)}${String(bytes.full).padStart(12)}${String(bytes.fullWithRefresh).padStart(10)}${String(bytes.oneCell).padStart(14)}${format(shown.shownMs).padStart(11)}${format(shown.minimumMs).padStart(12)}`,
      );
    }
    console.log('');
  }
  console.log(`"+refresh": with the software refresh rounds a D2 board gets (the DotPad320A is D2; the DotPad768A is D3 and refreshes itself).`);
  console.log(`"shown": from the display call until every pin is up, over a ${BAUD}-baud link on the manual clock.`);
  console.log(`"minimum": the frame's bytes on the wire plus one refresh of the graphic area. Line-by-line types can beat it: the`);
  console.log(`virtual device moves each line's pins (its share of the refresh time) while the next line is still on the wire.\n`);
}
