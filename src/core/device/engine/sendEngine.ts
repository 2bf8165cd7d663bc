// The dot send engine (protocol notes §7, spec §4 "Dot send engine"): it
// keeps what each line of the display has been sent, queues only the cells
// that change, and sends one packet at a time, waiting for the device's
// response before the next. A line without an answer is resent up to three
// times and then given up, so a silent device never stalls the engine. On D2
// boards, acknowledged changes are sent again in software refresh rounds.
//
// Every step runs from the clock, never inside a caller's call: a display
// call only queues, and the loop picks the work up on the next tick.

import { brailleToPin } from '../../braille/index.ts';
import { DEFAULT_LINE_REQUEST_TIME_MS } from '../boardInfo.ts';
import type { DeviceMessage } from '../deviceMessages.ts';
import { DeviceError } from '../errors.ts';
import { framePackets, wholeFrame, type CellRect } from '../frames.ts';
import { encodePacket, type Packet } from '../packet.ts';
import { displayLineRequest } from '../requests.ts';
import { checkCellCount, dotHexToCells, dotRunToCells } from './dotData.ts';
import { createLine, writeLine, type CellRun, type LineState } from './lineState.ts';
import { mergeRefreshMode, refreshPlan, type RefreshPlan } from './refreshPlan.ts';
import { acceptsText, textPage } from './textPages.ts';
import { MAX_RESENDS, SEND_RETRY_DELAY_MS, type RefreshMode, type SendEngine, type SendEngineEvent, type SendEngineOptions } from './types.ts';

/** The one packet on its way, and what its answer settles. */
interface Flight {
  readonly packet: Packet;
  /** The lines it carries: acknowledged (or given up) together. */
  readonly lines: readonly number[];
  /** ALL_LINE / ALL_PARTIAL: an answer on any graphic line is this packet's answer. */
  readonly multiLine: boolean;
  readonly refresh: boolean;
  readonly timeoutMs: number;
  resends: number;
  /** Which send the pending timer and write belong to; an older one's timeout or failure is stale. */
  token: number;
  /** Waiting SEND_RETRY_DELAY_MS after a refusal or a failed write. */
  waitingToRetry: boolean;
  cancelTimer: (() => void) | undefined;
}

interface RefreshRun {
  readonly plan: RefreshPlan;
  /** LIVE_DISPLAY resends each line's live run instead of the whole line. */
  readonly live: boolean;
  round: number;
  /** Lines of the running round not yet sent; undefined while waiting for the round's timer. */
  queue: number[] | undefined;
  cancelTimer: (() => void) | undefined;
}

const isAllType = (sendType: SendEngineOptions['sendType']) => sendType === 'ALL_LINE' || sendType === 'ALL_PARTIAL';

export function createSendEngine(options: SendEngineOptions): SendEngine {
  const { layout, sendType, family, clock } = options;
  const refreshType = options.refreshType ?? 'C';
  const lineRequestTimeMs = options.lineRequestTimeMs ?? DEFAULT_LINE_REQUEST_TIME_MS;
  const graphicCells = layout.graphicLines * layout.cellsPerLine;
  // Line 0 is the text line; with no text line it has no cells and is never sent.
  const lines: LineState[] = [createLine(0, layout.textCells)];
  for (let id = 1; id <= layout.graphicLines; id++) lines.push(createLine(id, layout.cellsPerLine));

  let flight: Flight | undefined;
  let cancelStep: (() => void) | undefined;
  let refreshMode: RefreshMode = 'NONE';
  const liveRuns = new Map<number, CellRun>();
  let refresh: RefreshRun | undefined;
  let tokens = 0;
  let disposed = false;
  let reportedBusy = false;
  let idleWaiters: (() => void)[] = [];

  const emit = (event: SendEngineEvent) => options.onEvent?.(event);
  const lineAt = (id: number): LineState | undefined => lines[id];

  function graphicFrame(): Uint8Array {
    const frame = new Uint8Array(graphicCells);
    for (let id = 1; id <= layout.graphicLines; id++) frame.set(lineAt(id)?.cells ?? [], (id - 1) * layout.cellsPerLine);
    return frame;
  }

  // ——— the loop ———

  function kick(): void {
    if (disposed || flight || cancelStep) return;
    cancelStep = clock.schedule(0, () => {
      cancelStep = undefined;
      step();
    });
  }

  function step(): void {
    if (disposed || flight) return;
    // New input always goes first, from line 0 down (the SDK restarts its loop at line 0).
    const next = lines.find((line) => line.ready);
    if (next) return launch(freshFlight(next));
    if (refresh?.queue) {
      const id = refresh.queue.shift();
      if (id !== undefined) return launch(refreshFlight(id, refresh.live));
      refresh.round++;
      refresh.queue = undefined;
      if (refresh.round >= refresh.plan.rounds.length) finishRefresh();
      else waitForRound(refresh);
    } else if (!refresh && family === 'D2' && refreshMode !== 'NONE') {
      const plan = refreshPlan(refreshType, refreshMode, layout, [...liveRuns.keys()]);
      if (plan.rounds.length === 0) finishRefresh();
      else {
        refresh = { plan, live: refreshMode === 'LIVE_DISPLAY', round: 0, queue: undefined, cancelTimer: undefined };
        waitForRound(refresh);
      }
    }
    settleIdle();
  }

  function waitForRound(run: RefreshRun): void {
    run.cancelTimer = clock.schedule(run.plan.delayMs, () => {
      run.cancelTimer = undefined;
      if (refresh !== run) return;
      const roundLines = run.plan.rounds[run.round] ?? [];
      run.queue = [...roundLines];
      emit({ type: 'refreshRound', round: run.round, lines: roundLines });
      step();
    });
  }

  function finishRefresh(): void {
    refresh = undefined;
    refreshMode = 'NONE';
    liveRuns.clear();
  }

  function cancelRefresh(): void {
    refresh?.cancelTimer?.();
    refresh = undefined;
  }

  // ——— packets ———

  function freshFlight(first: LineState): Flight {
    if (first.lineId === 0) {
      // The text line goes whole, from cell 0, in pin order with seq 0 (notes §4.5: the safe path).
      return flightOf(displayLineRequest(0, 0, first.cells), [0], false, false);
    }
    const frame = graphicFrame();
    const run = first.pending ?? { start: 0, end: layout.cellsPerLine };
    switch (sendType) {
      case 'SINGLE_LINE':
      case 'SINGLE_PARTIAL': {
        const rect: CellRect = { firstLine: first.lineId, lastLine: first.lineId, startCell: run.start, endCell: run.end };
        return flightOf(onlyPacket(framePackets(frame, layout, rect, sendType)), [first.lineId], false, false);
      }
      case 'ALL_LINE': {
        const carried = lines.slice(1).map((line) => line.lineId);
        return flightOf(onlyPacket(framePackets(frame, layout, wholeFrame(layout), sendType)), carried, true, false);
      }
      case 'ALL_PARTIAL': {
        const ready = lines.slice(1).filter((line) => line.ready);
        const rect: CellRect = {
          firstLine: Math.min(...ready.map((line) => line.lineId)),
          lastLine: Math.max(...ready.map((line) => line.lineId)),
          startCell: Math.min(...ready.map((line) => line.pending?.start ?? 0)),
          endCell: Math.max(...ready.map((line) => line.pending?.end ?? layout.cellsPerLine)),
        };
        const carried = lines.slice(rect.firstLine, rect.lastLine + 1).map((line) => line.lineId);
        return flightOf(onlyPacket(framePackets(frame, layout, rect, sendType)), carried, true, false);
      }
    }
  }

  /** A refresh resends the line whole from cell 0 (LIVE: its live run), always as one 0x0200 line packet. */
  function refreshFlight(id: number, live: boolean): Flight {
    const line = lineAt(id);
    const run = live ? liveRuns.get(id) : undefined;
    const cells = line?.cells ?? new Uint8Array(0);
    const packet = run ? displayLineRequest(id, run.start, cells.subarray(run.start, run.end)) : displayLineRequest(id, 0, cells);
    return flightOf(packet, [id], false, true);
  }

  function onlyPacket(packets: readonly Packet[]): Packet {
    const [first] = packets;
    if (!first || packets.length !== 1) throw new Error('Expected exactly one packet for one flight.');
    return first;
  }

  function flightOf(packet: Packet, carried: readonly number[], multiLine: boolean, isRefresh: boolean): Flight {
    // The SDK waits one line request time a line when a packet carries several.
    const timeoutMs = multiLine && isAllType(sendType) ? lineRequestTimeMs * carried.length : lineRequestTimeMs;
    return { packet, lines: carried, multiLine, refresh: isRefresh, timeoutMs, resends: 0, token: 0, waitingToRetry: false, cancelTimer: undefined };
  }

  // ——— sending, answers, resends ———

  function launch(f: Flight): void {
    if (!f.refresh) {
      for (const id of f.lines) {
        const line = lineAt(id);
        if (!line) continue;
        line.ready = false;
        line.pending = undefined;
        line.acknowledged = false;
      }
    }
    flight = f;
    transmit(f);
  }

  function transmit(f: Flight): void {
    const token = ++tokens;
    f.token = token;
    f.waitingToRetry = false;
    emit({ type: 'sent', lineId: f.packet.lineId, attempt: f.resends, refresh: f.refresh, bytes: encodePacket(f.packet).length });
    f.cancelTimer = clock.schedule(f.timeoutMs, () => {
      if (flight === f && f.token === token) retryOrGiveUp(f, 0);
    });
    let written: Promise<void>;
    try {
      written = options.send(f.packet);
    } catch (error) {
      written = Promise.reject(error);
    }
    written.catch(() => {
      if (flight !== f || f.token !== token || f.waitingToRetry) return;
      f.cancelTimer?.();
      retryOrGiveUp(f, SEND_RETRY_DELAY_MS);
    });
  }

  /** Another try (after `delayMs`), or, when MAX_RESENDS are used up, give the packet up and move on. */
  function retryOrGiveUp(f: Flight, delayMs: number): void {
    f.cancelTimer?.();
    f.cancelTimer = undefined;
    if (f.resends >= MAX_RESENDS) return giveUp(f);
    f.resends++;
    if (delayMs === 0) return transmit(f);
    f.waitingToRetry = true;
    f.token = ++tokens;
    f.cancelTimer = clock.schedule(delayMs, () => {
      if (flight === f && f.waitingToRetry) transmit(f);
    });
  }

  function land(f: Flight): void {
    f.cancelTimer?.();
    f.cancelTimer = undefined;
    flight = undefined;
  }

  function acknowledge(f: Flight): void {
    land(f);
    for (const id of f.lines) {
      const line = lineAt(id);
      if (line && !line.ready) line.acknowledged = true;
      emit({ type: 'acknowledged', lineId: id });
    }
    kick();
  }

  function giveUp(f: Flight): void {
    land(f);
    for (const id of f.lines) {
      const line = lineAt(id);
      if (!line) continue;
      // The device may show anything on this line now: the next change sends it whole.
      line.known = false;
      if (line.ready) line.pending = { start: 0, end: line.cells.length };
      else line.acknowledged = true;
    }
    // A device that lets a refresh go unanswered is not listening: the rounds still to come are dropped.
    if (f.refresh) finishRefresh();
    const lineId = f.packet.lineId;
    const error = new DeviceError('LINE_GIVEN_UP', `Line ${lineId} was not acknowledged after ${MAX_RESENDS} resends.`, { values: { line: lineId } });
    emit({ type: 'gaveUp', lineId, error });
    kick();
  }

  function answers(f: Flight, lineId: number): boolean {
    return f.multiLine ? lineId >= 1 : lineId === f.packet.lineId;
  }

  function receive(message: DeviceMessage): void {
    if (disposed || message.type !== 'displayResponse') return;
    // Done notifications (0x0202/0x0222) say the pins moved; pacing is on the response, as in Dot's SDK.
    const f = flight;
    if (!f || !answers(f, message.lineId)) return;
    switch (message.response) {
      case 'ACK':
        return acknowledge(f);
      case 'NACK':
      case 'WAIT':
      case 'CHECKSUM_ERROR':
        if (f.waitingToRetry) return;
        emit({ type: 'refused', lineId: f.packet.lineId, response: message.response });
        return retryOrGiveUp(f, SEND_RETRY_DELAY_MS);
      default:
        // An unknown code: the response timer decides.
        return;
    }
  }

  // ——— idle ———

  function isIdle(): boolean {
    return disposed || (!flight && !cancelStep && !refresh && !lines.some((line) => line.ready) && !(family === 'D2' && refreshMode !== 'NONE'));
  }

  function settleIdle(): void {
    if (!isIdle()) return;
    if (reportedBusy && !disposed) emit({ type: 'idle' });
    reportedBusy = false;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  // ——— input ———

  function input(mode: RefreshMode): void {
    if (family === 'D2') refreshMode = mergeRefreshMode(refreshMode, mode);
    // New input cancels the refresh still to come; the merged mode plans it again once the change is through.
    cancelRefresh();
    reportedBusy = true;
    kick();
  }

  function writeGraphic(cells: Uint8Array): boolean {
    let changed = false;
    for (let id = 1; id <= layout.graphicLines; id++) {
      const line = lineAt(id);
      const from = (id - 1) * layout.cellsPerLine;
      if (line && writeLine(line, 0, cells.subarray(from, from + layout.cellsPerLine))) changed = true;
    }
    return changed;
  }

  function displayGraphicCells(cells: Uint8Array): void {
    checkCellCount(cells, graphicCells);
    if (disposed) return;
    if (writeGraphic(cells)) input('GRAPHIC_DISPLAY');
  }

  function stopAll(): void {
    cancelStep?.();
    cancelStep = undefined;
    if (flight) land(flight);
    cancelRefresh();
    refreshMode = 'NONE';
    liveRuns.clear();
  }

  return {
    displayGraphic(hex) {
      displayGraphicCells(dotHexToCells(hex, graphicCells * 2));
    },
    displayGraphicCells,
    displayText(cells, page = 0) {
      if (!acceptsText(layout, cells)) return false;
      if (disposed) return false;
      const text = lineAt(0);
      const pins = textPage(cells, layout.textCells, page).map(brailleToPin);
      if (text && writeLine(text, 0, pins)) input('TEXT_DISPLAY');
      return true;
    },
    displayLine(lineId, startCell, hex) {
      const line = lineAt(lineId);
      if (!line || line.cells.length === 0 || !Number.isInteger(lineId)) throw new RangeError(`The display has no line ${lineId}.`);
      if (!Number.isInteger(startCell) || startCell < 0 || startCell >= line.cells.length) throw new RangeError(`Line ${lineId} has no cell ${startCell}.`);
      const cells = dotRunToCells(hex, (line.cells.length - startCell) * 2);
      if (disposed || cells.length === 0) return;
      liveRuns.set(lineId, { start: startCell, end: startCell + cells.length });
      if (writeLine(line, startCell, cells)) input('LIVE_DISPLAY');
    },
    clear() {
      if (disposed) return;
      const text = lineAt(0);
      const textChanged = text ? writeLine(text, 0, new Uint8Array(text.cells.length)) : undefined;
      const graphicChanged = writeGraphic(new Uint8Array(graphicCells));
      if (textChanged && graphicChanged) input('ALL_DISPLAY');
      else if (graphicChanged) input('GRAPHIC_DISPLAY');
      else if (textChanged) input('TEXT_DISPLAY');
    },
    receive,
    get shown() {
      return { graphic: graphicFrame(), text: (lineAt(0)?.cells ?? new Uint8Array(0)).slice() };
    },
    get busy() {
      return !isIdle();
    },
    whenIdle() {
      if (isIdle()) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    resendAll() {
      if (disposed) return;
      // Every line that has cells goes again whole (from cell 0), with what the engine believes it shows.
      let text = false;
      for (const line of lines) {
        if (line.cells.length === 0) continue;
        line.known = true;
        line.pending = { start: 0, end: line.cells.length };
        line.ready = true;
        line.acknowledged = false;
        if (line.lineId === 0) text = true;
      }
      input(text ? 'ALL_DISPLAY' : 'GRAPHIC_DISPLAY');
    },
    reset() {
      stopAll();
      for (const line of lines) {
        line.known = false;
        line.ready = false;
        line.pending = undefined;
        line.acknowledged = true;
      }
      settleIdle();
    },
    dispose() {
      stopAll();
      disposed = true;
      settleIdle();
    },
  };
}
